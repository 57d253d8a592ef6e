// The memory a thread blends in, kept from one blend to the next: a fresh memory per blend would be faulted in
// page by page (about 200 MiB for five frames at 2048 px, a fifth of the blend's time) and would linger until a
// garbage collection in both threads. Blends of a thread take turns in it; it grows for a larger blend and is
// given back (with the helper thread) after a minute without one.
import { exposedGc } from '../../../../memory-return';
import { stopHelper } from './fusion-helper';
import { type FusionLayout, fusionKernels, maximumPages } from './fusion-kernels';

export const workspaceRules = { idleMs: 60_000 } as const;

const pageBytes = 65536;
let workspace: ReturnType<typeof fusionKernels> | undefined;
let turn: Promise<void> = Promise.resolve();
let idleTimer: NodeJS.Timeout | undefined;

function release() {
  workspace = undefined;
  stopHelper();
  void exposedGc()?.({ type: 'major', execution: 'async', flavor: 'last-resort' });
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
  try {
    return await blend(workspaceFor(layout));
  } finally {
    idleTimer = setTimeout(release, workspaceRules.idleMs);
    idleTimer.unref();
    done();
  }
}
