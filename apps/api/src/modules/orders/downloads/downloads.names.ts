// The names of downloaded files and ZIP entries: meaningful, safe on every file system (no paths, no reserved
// or control characters, no leading dots, bounded length) and unique within a ZIP.
import type { DownloadSet, MediaFormat } from '@photoedit/contracts';

const extensions: Record<MediaFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
const maxStemLength = 100;

/**
 * Bidirectional controls (ALM, LRM, RLM, the embeddings and overrides, the isolates): U+202E makes
 * "photo\u202Egpj.exe" display as "photoexe.jpg". A file name never needs them.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name's stem made safe: bidirectional controls removed; separators, reserved and control characters
 * (C0, DEL, C1) become `_`; white space folds.
 */
export function safeStem(name: string | null | undefined, fallback: string): string {
  const stem = (name ?? '')
    .normalize('NFC')
    .replace(bidiControls, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, maxStemLength)
    .trim();
  return stem || fallback;
}

const photoStem = (photoNumber: number) => `photo-${photoNumber}`;

/**
 * A photo's number as file names carry it: zero-padded to the width of the order's photo count (at least two
 * digits), so the files of a listing sort in its sequence (`-02-` before `-10-`).
 */
export const paddedPhotoNumber = (photoNumber: number, photoCount: number) =>
  String(photoNumber).padStart(Math.max(2, String(photoCount).length), '0');

/** `{order number}-{photo number}-{original name}-edited.{ext}`: the delivered file as the client saves it. */
export const editedFileName = (
  orderNumber: number,
  photo: { number: number; count: number },
  originalName: string | null,
  format: MediaFormat,
) =>
  `${orderNumber}-${paddedPhotoNumber(photo.number, photo.count)}-${safeStem(originalName, photoStem(photo.number))}-edited.${extensions[format]}`;

/** The listing-ready JPEG of the same photo. */
export const listingFileName = (
  orderNumber: number,
  photo: { number: number; count: number },
  originalName: string | null,
) =>
  `${orderNumber}-${paddedPhotoNumber(photo.number, photo.count)}-${safeStem(originalName, photoStem(photo.number))}-listing.jpg`;

/** The client's upload under its own name (made safe), with the extension of what the bytes are. */
export const originalFileName = (photoNumber: number, originalName: string | null, format: MediaFormat) =>
  `${safeStem(originalName, photoStem(photoNumber))}.${extensions[format]}`;

/**
 * A reference image in the originals ZIP: `references/order-{n}-{name}` or `references/photo-{p}-{n}-{name}`,
 * `p` as `paddedPhotoNumber` writes it.
 */
export const referenceFileName = (
  photoNumber: string | null,
  referenceNumber: number,
  originalName: string | null,
  format: MediaFormat,
) =>
  `references/${photoNumber === null ? 'order' : `photo-${photoNumber}`}-${referenceNumber}-${safeStem(originalName, 'reference')}.${extensions[format]}`;

/** `style/1-living-room.jpg`: a reference photo of the client's style. */
export const styleReferenceFileName = (number: number, originalName: string | null, format: MediaFormat) =>
  `style/${number}-${safeStem(originalName, 'reference')}.${extensions[format]}`;

export const editedZipName = (orderNumber: number, set: DownloadSet) =>
  `PhotoEdit-${orderNumber}-${set === 'full' ? 'edited' : 'listing-ready'}.zip`;

export const originalsZipName = (orderNumber: number) => `PhotoEdit-${orderNumber}-originals.zip`;

/** Names made unique in order of appearance: the second `a.jpg` becomes `a (2).jpg`. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
