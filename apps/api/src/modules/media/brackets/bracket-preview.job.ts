// The media.bracketPreview job: a set's frames fetched from storage to a temporary folder, blended in the render
// worker's bounded queue, and the result stored as an upload of the frames' draft (its own thumbnail and preview
// variants, so every view shows it as any image). A failure is recorded (the wizard says so) and the job retried.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaDeps } from '../media.deps';
import type { FrameCapture } from './bracket-capture';
import { leadFrame } from './bracket-sets';
import { recordBracketPreview, selectPreviewFrames } from './bracket-sets.queries';

/** Stores a file as an upload (media.service's `upload`). */
type Store = (
  file: { path: string; byteSize: number; sha256: Buffer; fileName: string },
  owner: { userId: null; draftId: string | null },
) => Promise<{ id: string }>;

export async function makeBracketPreview(deps: MediaDeps, store: Store, key: string): Promise<void> {
  const found = await selectPreviewFrames(deps.db, key);
  // Made already (a retry after the answer was lost), or its draft is gone.
  if (!found || found.previewId || found.frames.length < 2) return;
  const facts = new Map(
    found.frames.map((frame) => [
      frame.id,
      {
        id: frame.id,
        capture: frame.capture as FrameCapture | null,
        width: frame.width ?? 0,
        height: frame.height ?? 0,
      },
    ]),
  );
  const lead = leadFrame(
    found.frames.map((frame) => frame.id),
    facts,
  );
  const dir = await mkdtemp(join(tmpdir(), 'photoedit-bracket-'));
  try {
    const paths = await Promise.all(
      found.frames.map(async (frame, index) => {
        const stored = await deps.storage.get(frame.storage_key);
        if (!stored) throw new Error(`frame ${frame.id} of bracket set ${key} is not in storage`);
        const path = join(dir, `frame-${index}`);
        await pipeline(stored.body as Readable, createWriteStream(path));
        return path;
      }),
    );
    const outPath = join(dir, 'preview.jpg');
    const middle = found.frames.findIndex((frame) => frame.id === lead);
    const fused = await deps.processor.fuse(paths, middle, outPath);
    const sha256 = createHash('sha256')
      .update(await readFile(outPath))
      .digest();
    const item = await store(
      { path: outPath, byteSize: fused.byteSize, sha256, fileName: 'automatic-preview.jpg' },
      { userId: null, draftId: found.frames[0]?.order_draft_id ?? null },
    );
    await recordBracketPreview(deps.db, key, { mediaId: item.id, cameraMoved: fused.cameraMoved });
  } catch (error) {
    await recordBracketPreview(deps.db, key, { failed: true });
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
