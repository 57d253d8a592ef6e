// A fresh instance of the exposure-fusion kernels (fusion.c, as WebAssembly) per blend: its memory grows to what
// one blend needs and is given back with the instance, so a render worker holds nothing between blends.
import { fusionWasmBase64 } from './fusion.wasm';

interface KernelExports {
  memory: WebAssembly.Memory;
  alloc(bytes: number): number;
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
  laplacian_add_u8(
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
  to_rgb(red: number, green: number, blue: number, pixels: number, rgb: number): void;
}

let compiled: WebAssembly.Module | undefined;

export interface FusionKernels {
  run: Omit<KernelExports, 'memory' | 'alloc'>;
  /** Room for `count` floats (or bytes), 16-byte aligned; a fresh instance's memory is zeroed. */
  floats(count: number): number;
  bytes(count: number): number;
  /** A view of memory at `pointer`, made anew each time because growing the memory detaches older views. */
  floatView(pointer: number, count: number): Float32Array;
  byteView(pointer: number, count: number): Uint8Array;
}

export function fusionKernels(): FusionKernels {
  compiled ??= new WebAssembly.Module(Buffer.from(fusionWasmBase64, 'base64'));
  const exports = new WebAssembly.Instance(compiled, {}).exports as unknown as KernelExports;
  const allocate = (bytes: number) => {
    const pointer = exports.alloc(bytes);
    if (pointer === 0) throw new RangeError(`fusion kernels: no memory for ${bytes} bytes`);
    return pointer;
  };
  return {
    run: exports,
    floats: (count) => allocate(count * 4),
    bytes: (count) => allocate(count),
    floatView: (pointer, count) => new Float32Array(exports.memory.buffer, pointer, count),
    byteView: (pointer, count) => new Uint8Array(exports.memory.buffer, pointer, count),
  };
}
