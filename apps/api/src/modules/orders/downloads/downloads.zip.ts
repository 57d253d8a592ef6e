// A ZIP streamed entry by entry (yazl): each entry's bytes are opened only when its turn comes and stored
// without compression (photos are compressed already), so memory stays flat whatever the order's size, the
// first bytes leave at once, and when every size is known the total length is known before the first byte.
// The same entries, texts and time make the same bytes, named by `etag`, so a broken download can resume with
// a byte range (`sliceBytes`).
import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  name: string;
  /** Known size in bytes, or undefined when the entry is made on the way (then the ZIP's length is unknown). */
  size?: number;
  open: () => Promise<Readable>;
  /** What the bytes are (a storage key): part of the ZIP's ETag. */
  version: string;
}

export interface StreamedZip {
  stream: Readable;
  /** The ZIP's exact length in bytes, or undefined when some entry's size is unknown (known before any byte). */
  byteLength: Promise<number | undefined>;
  /** A strong validator: the same for the same bytes (entries, texts and time). */
  etag: string;
}

export function streamZip(
  entries: readonly ZipEntry[],
  texts: readonly { name: string; text: string }[],
  mtime: Date,
): StreamedZip {
  const zip = new ZipFile();
  const stream = zip.outputStream as Readable;
  // An entry that cannot be opened or read (the store went away mid-ZIP) ends the download: the answer has begun,
  // so the connection is cut and the client sees an incomplete file. yazl emits an open failure on the ZipFile
  // and never listens to an entry's stream; either without a listener would end the process.
  const fail = (error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  // A client that hangs up mid-ZIP: the entry being read is closed too, with its connection to the store.
  let reading: Readable | undefined;
  stream.once('close', () => reading?.destroy());
  for (const text of texts)
    zip.addBuffer(Buffer.from(text.text, 'utf8'), text.name, { mtime, compress: false });
  for (const entry of entries) {
    zip.addReadStreamLazy(
      entry.name,
      { mtime, compress: false, ...(entry.size === undefined ? {} : { size: entry.size }) },
      (callback) => {
        entry.open().then(
          (entryStream) => {
            entryStream.once('error', fail);
            reading = entryStream;
            if (stream.destroyed) entryStream.destroy();
            callback(null, entryStream);
          },
          (error: unknown) => callback(error, undefined as never),
        );
      },
    );
  }
  const byteLength = new Promise<number | undefined>((resolve) => {
    // yazl answers before it writes the first entry: -1 when some size is unknown.
    (zip.end as (options: object, callback: (total: number) => void) => void)({}, (total) =>
      resolve(total >= 0 ? total : undefined),
    );
  });
  const digest = createHash('sha256')
    .update(
      JSON.stringify({
        entries: entries.map(({ name, size, version }) => [name, size ?? null, version]),
        texts,
        mtime: mtime.toISOString(),
      }),
    )
    .digest('base64url');
  return { stream, byteLength, etag: `"${digest.slice(0, 32)}"` };
}

/** Bytes `start` to `end` (inclusive) of `source`: a resumed download of a ZIP made again from the start. */
export function sliceBytes(source: Readable, range: { start: number; end: number }): Readable {
  let position = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, range.start - position);
      const to = Math.min(chunk.length, range.end + 1 - position);
      position += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      done();
    },
  });
  source.once('error', (error) => slice.destroy(error));
  slice.once('close', () => source.destroy());
  return source.pipe(slice);
}
