// The helper thread of exposure fusion: takes its share of each phase of a blend (fusion-plan.ts) on the memory the
// blending thread shares with it (told once, fusion-helper.ts), then says so; told to forget it, it collects it.
import { parentPort } from 'node:worker_threads';
import { exposedGc } from '../../../../memory-return';
import { fusionKernels, type KernelExports } from './fusion-kernels';
import { type FusionPlan, runFusionPhase } from './fusion-plan';

export type HelperRequest =
  | { kind: 'memory'; module: WebAssembly.Module; memory: WebAssembly.Memory }
  | { kind: 'forget' }
  | { kind: 'phase'; id: number; plan: FusionPlan; phase: number };

export type HelperReply = { id: number; ok: true } | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('fusion-helper.worker runs as a worker thread only');

let kernels: { run: KernelExports; memory: WebAssembly.Memory } | undefined;

port.on('message', (request: HelperRequest) => {
  if (request.kind === 'memory') {
    kernels = fusionKernels(request.memory, request.module);
    return;
  }
  if (request.kind === 'forget') {
    kernels = undefined;
    void exposedGc()?.({ type: 'major', execution: 'async', flavor: 'last-resort' });
    return;
  }
  let reply: HelperReply;
  try {
    if (!kernels) throw new Error('no memory to work in');
    runFusionPhase(kernels.run, kernels.memory, request.plan, request.phase, 1);
    reply = { id: request.id, ok: true };
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
