// The camera's location never leaves the client: GPS is removed from every uploaded original before it is stored,
// so designers (and the originals ZIP) never receive it. Removal is in place and keeps the file's length: the GPS
// directory of the EXIF block is emptied and its values zeroed, and GPS properties in an XMP packet are blanked
// with spaces (a compressed PNG packet carrying GPS is removed whole). No pixel is re-encoded; everything else in the file stays byte for byte.
import { open } from 'node:fs/promises';
import { crc32, inflateSync } from 'node:zlib';

type FileHandle = Awaited<ReturnType<typeof open>>;

const gpsIfdTag = 0x8825;
/** Bytes per value of each TIFF field type (1 BYTE … 12 DOUBLE). */
const tiffTypeSizes = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];
const exifHeader = Buffer.from('Exif\0\0', 'latin1');
const xmpJpegHeader = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');

/**
 * Empties the GPS directory of the TIFF structure in `block` (an EXIF payload) in place; true when it changed
 * anything. A structure it cannot follow is left as it is (it cannot carry a GPS directory a reader would find).
 */
export function blankGpsInTiff(block: Buffer): boolean {
  const start = block.subarray(0, 6).equals(exifHeader) ? 6 : 0;
  const tiff = block.subarray(start);
  if (tiff.length < 8) return false;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return false;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const fits = (at: number, length: number) => at >= 0 && length >= 0 && at + length <= tiff.length;

  const ifd0 = u32(4);
  if (!fits(ifd0, 2)) return false;
  const entries = u16(ifd0);
  let gpsIfd: number | undefined;
  for (let index = 0; index < entries; index++) {
    const entry = ifd0 + 2 + index * 12;
    if (!fits(entry, 12)) return false;
    if (u16(entry) === gpsIfdTag) gpsIfd = u32(entry + 8);
  }
  if (gpsIfd === undefined || !fits(gpsIfd, 2)) return false;
  const gpsEntries = u16(gpsIfd);
  if (gpsEntries === 0 || !fits(gpsIfd + 2, gpsEntries * 12)) return false;
  for (let index = 0; index < gpsEntries; index++) {
    const entry = gpsIfd + 2 + index * 12;
    const size = (tiffTypeSizes[u16(entry + 2)] ?? 0) * u32(entry + 4);
    if (size > 4 && fits(u32(entry + 8), size)) tiff.fill(0, u32(entry + 8), u32(entry + 8) + size);
  }
  // No entries, and the "next directory" link that follows them reads as zero: an empty GPS directory.
  tiff.fill(0, gpsIfd, gpsIfd + 2 + gpsEntries * 12);
  return true;
}

const xmpGpsAttribute = /\s[\w-]+:GPS[\w]*\s*=\s*("[^"]*"|'[^']*')/g;
const xmpGpsElement = /<([\w-]+:GPS\w*)\b[^>]*?(\/>|>[\s\S]*?<\/\1\s*>)/g;

/** Replaces every GPS property of an XMP packet with spaces of the same length, in place; true when any. */
export function blankGpsInXmp(block: Buffer): boolean {
  const text = block.toString('latin1');
  let changed = false;
  for (const pattern of [xmpGpsAttribute, xmpGpsElement]) {
    for (const match of text.matchAll(pattern)) {
      block.fill(0x20, match.index, match.index + match[0].length);
      changed = true;
    }
  }
  return changed;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Blanks GPS in one block of the file, writing it back only when it changed. */
async function blankBlock(file: FileHandle, position: number, length: number, kind: 'exif' | 'xmp') {
  const block = await readAt(file, position, length);
  const changed = kind === 'exif' ? blankGpsInTiff(block) : blankGpsInXmp(block);
  if (changed) await file.write(block, 0, block.length, position);
  return changed;
}

async function blankJpeg(file: FileHandle, size: number) {
  let at = 2;
  while (at + 4 <= size) {
    const head = await readAt(file, at, 4);
    if (head.length < 4 || head[0] !== 0xff) return;
    const marker = head[1] ?? 0;
    if (marker === 0xda || marker === 0xd9) return; // image data starts: no metadata after it
    const length = head.readUInt16BE(2);
    if (marker === 0xe1) {
      const payload = at + 4;
      const start = await readAt(file, payload, xmpJpegHeader.length);
      if (start.subarray(0, 6).equals(exifHeader)) await blankBlock(file, payload, length - 2, 'exif');
      else if (start.equals(xmpJpegHeader)) await blankBlock(file, payload, length - 2, 'xmp');
    }
    at += 2 + length;
  }
}

const pngXmpKeyword = 'XML:com.adobe.xmp\0';
/** An ancillary, private, safe-to-copy PNG chunk type every decoder skips: what a removed XMP chunk becomes. */
const pngRemovedChunk = Buffer.from('noGs', 'latin1');

/**
 * PNG's XMP is usually compressed (zTXt, or iTXt with its flag set), and blanking inside a compressed stream
 * would change its length: a compressed packet with GPS is removed whole instead, its bytes zeroed and the chunk
 * renamed to one every decoder skips. Returns true when the chunk changed (its CRC must be rewritten).
 */
async function blankPngXmp(file: FileHandle, data: number, length: number, type: string): Promise<boolean> {
  const chunk = await readAt(file, data, length);
  if (!chunk.toString('latin1', 0, pngXmpKeyword.length).startsWith(pngXmpKeyword)) return false;
  const afterKeyword = pngXmpKeyword.length;
  if (type === 'iTXt' && chunk[afterKeyword] === 0) return blankBlock(file, data, length, 'xmp');
  const compressedAt =
    type === 'zTXt' ? afterKeyword + 1 : chunk.indexOf(0, chunk.indexOf(0, afterKeyword + 2) + 1) + 1;
  let packet: Buffer;
  try {
    packet = inflateSync(chunk.subarray(compressedAt));
  } catch {
    return false;
  }
  if (!blankGpsInXmp(packet)) return false;
  await file.write(Buffer.alloc(length), 0, length, data);
  await file.write(pngRemovedChunk, 0, 4, data - 4);
  return true;
}

async function blankPng(file: FileHandle, size: number) {
  let at = 8;
  while (at + 12 <= size) {
    const head = await readAt(file, at, 8);
    const length = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    if (type === 'IEND') return;
    let changed = false;
    if (type === 'eXIf') changed = await blankBlock(file, at + 8, length, 'exif');
    else if (type === 'iTXt' || type === 'zTXt') changed = await blankPngXmp(file, at + 8, length, type);
    if (changed) {
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(await readAt(file, at + 4, length + 4)));
      await file.write(crc, 0, 4, at + 8 + length);
    }
    at += 12 + length;
  }
}

async function blankWebp(file: FileHandle, size: number) {
  let at = 12;
  while (at + 8 <= size) {
    const head = await readAt(file, at, 8);
    const type = head.toString('latin1', 0, 4);
    const length = head.readUInt32LE(4);
    if (type === 'EXIF') await blankBlock(file, at + 8, length, 'exif');
    else if (type === 'XMP ') await blankBlock(file, at + 8, length, 'xmp');
    at += 8 + length + (length % 2);
  }
}

/** Removes GPS from the image file at `path` in place (JPEG, PNG, WebP; a GIF carries none). */
export async function removeGps(path: string, format: string): Promise<void> {
  const file = await open(path, 'r+');
  try {
    const { size } = await file.stat();
    if (format === 'jpeg') await blankJpeg(file, size);
    else if (format === 'png') await blankPng(file, size);
    else if (format === 'webp') await blankWebp(file, size);
  } finally {
    await file.close();
  }
}
