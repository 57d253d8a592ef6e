// The blending thread's helper (fusion-helper.worker.ts), started on first use and kept for the thread's life,
// without keeping the process alive. It is told the workspace's memory once, and to forget it when the workspace
// is given back (fusion-workspace.ts). If it fails, the blend it was helping fails with it (its job is retried)
// and the next blend starts a new one.
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../media.worker-entry';
import type { HelperReply, HelperRequest } from './fusion-helper.worker';
import { fusionModule } from './fusion-kernels';
import type { FusionPlan } from './fusion-plan';

type Pending = { resolve: () => void; reject: (error: Error) => void };

interface Helper {
  worker: Worker;
  pending: Map<number, Pending>;
  nextId: number;
  /** The memory it was last told of. */
  memory?: WebAssembly.Memory;
}

let helper: Helper | undefined;

function started() {
  if (helper) return helper;
  const entry = workerEntry(import.meta.url, 'fusion-helper.worker.ts', 'media-fusion-helper.js');
  const worker = new Worker(entry.url, entry.execArgv ? { execArgv: entry.execArgv } : {});
  const pending = new Map<number, Pending>();
  const current: Helper = { worker, pending, nextId: 0 };
  const fail = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    if (helper === current) helper = undefined;
  };
  worker.on('message', (reply: HelperReply) => {
    const job = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) job?.resolve();
    else job?.reject(new Error(`fusion helper: ${reply.message}`));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`fusion helper exited with code ${code}`)));
  worker.unref();
  helper = current;
  return current;
}

/** The helper's share of a phase of the blend in `memory`; settles when no task of the phase is left. */
export function helpWith(memory: WebAssembly.Memory, plan: FusionPlan, phase: number): Promise<void> {
  const current = started();
  if (current.memory !== memory) {
    current.worker.postMessage({ kind: 'memory', module: fusionModule(), memory } satisfies HelperRequest);
    current.memory = memory;
  }
  const id = current.nextId++;
  return new Promise<void>((resolve, reject) => {
    current.pending.set(id, { resolve, reject });
    current.worker.ref();
    current.worker.postMessage({ kind: 'phase', id, plan, phase } satisfies HelperRequest);
  });
}

/** The helper lets go of the memory it was told of (the workspace is given back), and collects it if it can. */
export function forgetMemory() {
  if (!helper?.memory) return;
  helper.memory = undefined;
  helper.worker.postMessage({ kind: 'forget' } satisfies HelperRequest);
}
