// The image pipeline's queue: at most `concurrency` images at once, the rest wait, so a burst of uploads keeps
// memory flat and none is dropped. Uploads are checked and rendered (media.render.ts) in one render worker
// thread; the listing-ready variant of a stored image (media.listing.ts) is rendered on this thread. A bracket
// set's blend works on two threads (brackets/bracket-fusion.ts), so it takes two places in the queue: nothing
// else runs beside it, and its memory is never added to an upload's.
import { Worker } from 'node:worker_threads';
import { Semaphore } from 'async-mutex';
import { AppError } from '../../errors';
import { renderListing } from './media.listing';
import type { ProcessedImage, ProcessingLimits, RenderedVariant } from './media.render';
import type { FusedSet, RenderReply, RenderRequest } from './media.render-worker';
import { workerEntry } from './media.worker-entry';

type Work =
  | { kind: 'render'; path: string; byteSize: number }
  | Omit<Extract<RenderRequest, { kind: 'fuse' }>, 'id'>;
type Done = { image: ProcessedImage } | { fused: FusedSet };

export type { ProcessedImage, ProcessingLimits, RenderedVariant } from './media.render';
// Loading media.render also applies its sharp settings (allowed decoders, no cache) on this thread, for listing.
export { defaultProcessingLimits } from './media.render';

export interface ImageProcessor {
  /** Checks and renders the file at `path` (an upload of `byteSize` bytes); refusals are AppErrors. */
  process(path: string, byteSize: number): Promise<ProcessedImage>;
  /**
   * Blends a bracket set's frame files into a JPEG at `outPath` and measures whether the camera moved
   * (brackets/bracket-preview.ts), in the render worker and the same bounded queue.
   */
  fuse(framePaths: string[], middle: number, outPath: string): Promise<FusedSet>;
  /** Renders the listing-ready JPEG of a stored image (`media.listing.ts`), in the same bounded queue. */
  listing(source: Buffer): Promise<RenderedVariant>;
  /** Images being processed and waiting, for logs and the benchmark. */
  load(): { active: number; pending: number };
}

type Pending = { resolve: (done: Done) => void; reject: (error: unknown) => void };

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Buffers arrive as plain Uint8Arrays after structured cloning. */
function received(image: ProcessedImage): ProcessedImage {
  return {
    ...image,
    preview: { ...image.preview, data: asBuffer(image.preview.data) },
    thumbnail: { ...image.thumbnail, data: asBuffer(image.thumbnail.data) },
  };
}

function failure(reply: Extract<RenderReply, { ok: false }>): Error {
  if (!reply.refusal) return new Error(`media render worker: ${reply.message}`);
  const { code, messageKey, cause } = reply.refusal;
  return new AppError(code, messageKey, {
    message: reply.message,
    ...(cause === undefined ? {} : { cause: new Error(cause) }),
  });
}

/** One render worker, started on first use; it keeps the process alive only while it has work. */
function createRenderWorker(limits: ProcessingLimits) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: unknown) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  function start(): Worker {
    const entry = workerEntry(import.meta.url, 'media.render-worker.ts', 'media-render-worker.js');
    const started = new Worker(entry.url, entry.execArgv ? { execArgv: entry.execArgv } : {});
    started.on('message', (reply: RenderReply) => {
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (reply.ok)
        job?.resolve('image' in reply ? { image: received(reply.image) } : { fused: reply.fused });
      else job?.reject(failure(reply));
    });
    // A crashed worker fails what it had; the next upload starts a new one.
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`media render worker exited with code ${code}`));
    });
    return started;
  }

  return (work: Work) =>
    new Promise<Done>((resolve, reject) => {
      worker ??= start();
      worker.ref();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      const request: RenderRequest = work.kind === 'render' ? { ...work, id, limits } : { ...work, id };
      worker.postMessage(request);
    });
}

export function createImageProcessor(
  limits: ProcessingLimits,
  observe?: (seconds: number) => void,
): ImageProcessor {
  const places = Math.max(1, limits.concurrency);
  const queue = new Semaphore(places);
  let active = 0;
  let pending = 0;
  /** `work` once `weight` places of the queue are free, in the order asked. */
  const inQueue = async <T>(weight: number, work: () => Promise<T>): Promise<T> => {
    pending++;
    const [, release] = await queue.acquire(Math.min(weight, places));
    pending--;
    active++;
    try {
      return await work();
    } finally {
      active--;
      release();
    }
  };
  const limit = <T>(work: () => Promise<T>) => inQueue(1, work);
  const render = createRenderWorker(limits);
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      observe?.((performance.now() - started) / 1000);
    }
  };
  return {
    process: (path, byteSize) =>
      limit(() =>
        timed(
          async () => ((await render({ kind: 'render', path, byteSize })) as { image: ProcessedImage }).image,
        ),
      ),
    fuse: (framePaths, middle, outPath) =>
      inQueue(2, () =>
        timed(
          async () =>
            ((await render({ kind: 'fuse', framePaths, middle, outPath })) as { fused: FusedSet }).fused,
        ),
      ),
    listing: (source) => limit(() => timed(() => renderListing(source, limits))),
    load: () => ({ active, pending }),
  };
}
