// The memory a thread blends in, kept from one blend to the next: a fresh memory is faulted in page by page
// (about 200 MiB for five frames at 2048 px: some 40 ms, a tenth of the blend). Blends of a thread take turns in
// it; it grows for a larger blend. It is given back when the thread turns to other work (an upload to render:
// releaseFusionWorkspace), so the two never hold memory at once, and after a minute without a blend; the helper
// lets go of it too, and where `gc` is exposed (the API's start script) both threads collect it at once.
import { exposedGc } from '../../../../memory-return';
import { forgetMemory } from './fusion-helper';
import { type FusionLayout, fusionKernels, maximumPages } from './fusion-kernels';

export const workspaceRules = { idleMs: 60_000 } as const;

const pageBytes = 65536;
let workspace: ReturnType<typeof fusionKernels> | undefined;
let turn: Promise<void> = Promise.resolve();
let idleTimer: NodeJS.Timeout | undefined;

let blending = 0;

function release() {
  if (!workspace || blending > 0) return;
  workspace = undefined;
  forgetMemory();
  void exposedGc()?.({ type: 'major', execution: 'async', flavor: 'last-resort' });
}

/** Gives the workspace back unless a blend is using it (the thread has other work to do). */
export function releaseFusionWorkspace() {
  clearTimeout(idleTimer);
  release();
}

function workspaceFor(layout: FusionLayout) {
  const pages = Math.ceil(layout.size / pageBytes);
  if (!workspace) {
    const memory = new WebAssembly.Memory({ initial: pages, maximum: maximumPages, shared: true });
    workspace = fusionKernels(memory);
  }
  const have = workspace.memory.buffer.byteLength / pageBytes;
  if (pages > have) workspace.memory.grow(pages - have);
  for (const { at, bytes } of layout.zeroed) new Uint8Array(workspace.memory.buffer, at, bytes).fill(0);
  return workspace;
}

/** `blend` with the kernels on this thread's workspace, once the blends before it are done. */
export async function inFusionWorkspace<T>(
  layout: FusionLayout,
  blend: (kernels: ReturnType<typeof fusionKernels>) => Promise<T>,
): Promise<T> {
  const before = turn;
  let done = () => {};
  turn = new Promise((resolve) => {
    done = resolve;
  });
  await before;
  clearTimeout(idleTimer);
  blending++;
  try {
    return await blend(workspaceFor(layout));
  } finally {
    blending--;
    idleTimer = setTimeout(release, workspaceRules.idleMs);
    idleTimer.unref();
    done();
  }
}
