// The media render worker: a thread that runs renderUpload (media.render.ts) for the API thread's bounded queue
// (media.processing.ts). Each upload's decoded pixels (megabytes of external memory) are allocated and collected
// in this thread's small heap; on the API thread they made V8 run full collections of its large heap every few
// uploads, which cost more CPU than receiving and storing the upload.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../errors';
import { fuseBracketFiles } from './brackets/bracket-preview';
import { releaseFusionWorkspace } from './brackets/fusion-kernels/fusion-workspace';
import { type ProcessingLimits, renderUpload } from './media.render';

/** An upload to check and render, or a bracket set's frames to blend into `outPath` (brackets/bracket-preview.ts). */
export type RenderRequest =
  | { kind: 'render'; id: number; path: string; byteSize: number; limits: ProcessingLimits }
  | { kind: 'fuse'; id: number; framePaths: string[]; middle: number; outPath: string };

export type FusedSet = Awaited<ReturnType<typeof fuseBracketFiles>>;

/** A refusal travels as its code, key and message (an AppError does not survive structured cloning). */
export type RenderReply =
  | { id: number; ok: true; image: Awaited<ReturnType<typeof renderUpload>> }
  | { id: number; ok: true; fused: FusedSet }
  | {
      id: number;
      ok: false;
      message: string;
      refusal?: { code: AppError['code']; messageKey: string; cause?: string };
    };

const port = parentPort;
if (!port) throw new Error('media.render-worker runs as a worker thread only');

port.on('message', async (request: RenderRequest) => {
  // An upload's memory and a blend's are never held at once (the queue runs nothing beside a blend).
  if (request.kind === 'render') releaseFusionWorkspace();
  let reply: RenderReply;
  try {
    reply =
      request.kind === 'fuse'
        ? {
            id: request.id,
            ok: true,
            fused: await fuseBracketFiles(request.framePaths, request.outPath, request.middle),
          }
        : {
            id: request.id,
            ok: true,
            image: await renderUpload(request.path, request.byteSize, request.limits),
          };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const cause = error instanceof AppError && error.cause instanceof Error ? error.cause.message : undefined;
    reply =
      error instanceof AppError
        ? {
            id: request.id,
            ok: false,
            message,
            refusal: { code: error.code, messageKey: error.messageKey, cause },
          }
        : { id: request.id, ok: false, message };
  }
  port.postMessage(reply);
});
