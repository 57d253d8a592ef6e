// The exposure-fusion kernels (fusion.c, as WebAssembly with SIMD) on a memory shared between the thread that
// blends and its helper (fusion-helper.worker.ts), and the layout of a blend in that memory.
import { fusionWasmBase64 } from './fusion.wasm';

export interface KernelExports {
  split_rgb(rgb: number, pixels: number, red: number, green: number, blue: number): void;
  frame_weights(
    red: number,
    green: number,
    blue: number,
    width: number,
    height: number,
    sigma: number,
    out: number,
    rows: number,
  ): void;
  add_into(sum: number, plane: number, count: number): void;
  divide_by(plane: number, sum: number, count: number): void;
  weighted_add(sum: number, weight: number, plane: number, count: number): void;
  weighted_add_u8(sum: number, weight: number, plane: number, count: number): void;
  pyramid_down(input: number, width: number, height: number, out: number, row: number): void;
  pyramid_down_u8(input: number, width: number, height: number, out: number, row: number): void;
  /** sum += weight × (fine − coarse brought up): a frame's Laplacian level added to the blend. */
  laplacian_add(
    fine: number,
    width: number,
    height: number,
    coarse: number,
    coarseWidth: number,
    coarseHeight: number,
    weight: number,
    sum: number,
    rows: number,
    up: number,
  ): void;
  laplacian_add_u8: KernelExports['laplacian_add'];
  collapse_level(
    fine: number,
    width: number,
    height: number,
    coarse: number,
    coarseWidth: number,
    coarseHeight: number,
    rows: number,
    up: number,
  ): void;
  to_channel(plane: number, pixels: number, rgb: number, channel: number): void;
  zero_floats(plane: number, count: number): void;
}

let compiled: { module: WebAssembly.Module; heapBase: number } | undefined;

/** The compiled module, once per thread (a module can be posted to another thread as it is). */
export function fusionModule(): WebAssembly.Module {
  return compiledModule().module;
}

function compiledModule() {
  if (compiled) return compiled;
  const module = new WebAssembly.Module(Buffer.from(fusionWasmBase64, 'base64'));
  // Where free memory starts, read once from an instance on a memory of the module's smallest size.
  const probe = new WebAssembly.Instance(module, {
    env: { memory: new WebAssembly.Memory({ initial: 2, maximum: 2, shared: true }) },
  });
  const heapBase = (probe.exports.__heap_base as WebAssembly.Global).value as number;
  compiled = { module, heapBase };
  return compiled;
}

/** The memory's size limit, the module's (build.mjs): 2 GiB. */
export const maximumPages = 32768;

/**
 * Space for one blend, laid out before it starts (fusion-workspace.ts gives it a memory at least that large):
 * `floats` and `bytes` give 16-byte aligned offsets, `zeroedFloats` ones the blend expects to start at zero.
 */
export function fusionLayout() {
  let top = compiledModule().heapBase;
  const zeroed: { at: number; bytes: number }[] = [];
  const take = (bytes: number) => {
    const at = Math.ceil(top / 16) * 16;
    top = at + bytes;
    return at;
  };
  const layout = {
    floats: (count: number) => take(count * 4),
    bytes: (count: number) => take(count),
    /**
     * Two sets of buffers a blend never uses at the same time, laid over the same space: each builder takes from
     * its start.
     */
    overlapping<A, B>(first: () => A, second: () => B): [A, B] {
      const start = top;
      const a = first();
      const firstEnd = top;
      top = start;
      const b = second();
      top = Math.max(top, firstEnd);
      return [a, b];
    },
    zeroedFloats(count: number) {
      const at = take(count * 4);
      zeroed.push({ at, bytes: count * 4 });
      return at;
    },
    get size() {
      return top;
    },
    zeroed,
  };
  return layout;
}

export type FusionLayout = ReturnType<typeof fusionLayout>;

/** The kernels on `memory` (a blending thread's workspace, or posted to its helper). */
export function fusionKernels(memory: WebAssembly.Memory, module: WebAssembly.Module = fusionModule()) {
  const run = new WebAssembly.Instance(module, { env: { memory } }).exports as unknown as KernelExports;
  return {
    run,
    memory,
    byteView: (pointer: number, count: number) => new Uint8Array(memory.buffer, pointer, count),
  };
}

export type FusionKernels = ReturnType<typeof fusionKernels>;
