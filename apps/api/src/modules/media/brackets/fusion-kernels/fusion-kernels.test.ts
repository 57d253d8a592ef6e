// The exposure-fusion kernels (fusion.c as WebAssembly) against plain references, at sizes whose borders and
// vector remainders differ, and the module against its source.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fusionSourceSha256 } from './fusion.wasm';
import { type FusionKernels, fusionLayout } from './fusion-kernels';
import { inFusionWorkspace } from './fusion-workspace';

const mirror = (index: number, size: number) => {
  if (index < 0) return Math.min(-index, size - 1);
  if (index >= size) return Math.max(2 * size - index - 2, 0);
  return index;
};

/** Burt & Adelson's reduce, [1 4 6 4 1] / 16 both ways, every second pixel kept. */
function referenceDown(plane: Float32Array, width: number, height: number) {
  const outWidth = Math.ceil(width / 2);
  const outHeight = Math.ceil(height / 2);
  const kernel = [1, 4, 6, 4, 1];
  const out = new Float32Array(outWidth * outHeight);
  for (let j = 0; j < outHeight; j++)
    for (let i = 0; i < outWidth; i++) {
      let sum = 0;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++)
          sum +=
            (kernel[dy + 2] as number) *
            (kernel[dx + 2] as number) *
            (plane[mirror(2 * j + dy, height) * width + mirror(2 * i + dx, width)] as number);
      out[j * outWidth + i] = sum / 256;
    }
  return out;
}

/** Burt & Adelson's expand: even pixels (c[i-1] + 6 c[i] + c[i+1]) / 8, odd (c[i] + c[i+1]) / 2, both ways. */
function referenceUp(
  coarse: Float32Array,
  coarseWidth: number,
  coarseHeight: number,
  width: number,
  height: number,
) {
  const along = (read: (i: number) => number, size: number, at: number) => {
    const i = at >> 1;
    return at & 1
      ? (read(mirror(i, size)) + read(mirror(i + 1, size))) / 2
      : (read(mirror(i - 1, size)) + 6 * read(mirror(i, size)) + read(mirror(i + 1, size))) / 8;
  };
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      out[y * width + x] = along(
        (j) => along((i) => coarse[j * coarseWidth + i] as number, coarseWidth, x),
        coarseHeight,
        y,
      );
  return out;
}

const random = (count: number, seed: number) => {
  let state = seed;
  return Float32Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  });
};

const floatsAt = (kernels: FusionKernels, pointer: number, count: number) =>
  new Float32Array(kernels.memory.buffer, pointer, count);

const sizes = [
  [5, 3],
  [23, 17],
  [64, 40],
  [101, 66],
] as const;

describe('fusion kernels', () => {
  it('were built from the fusion.c of this commit (rebuild: pnpm --filter @photoedit/api run build:fusion-kernels)', () => {
    const source = readFileSync(new URL('./fusion.c', import.meta.url));
    expect(createHash('sha256').update(source).digest('hex')).toBe(fusionSourceSha256);
  });

  it.each(sizes)('reduce a %i × %i plane as the reference does', async (width, height) => {
    const layout = fusionLayout();
    const input = layout.floats(width * height);
    const out = layout.floats(Math.ceil(width / 2) * Math.ceil(height / 2));
    const row = layout.floats(width);
    const plane = random(width * height, width);
    await inFusionWorkspace(layout, async (kernels) => {
      floatsAt(kernels, input, plane.length).set(plane);
      kernels.run.pyramid_down(input, width, height, out, row);
      const expected = referenceDown(plane, width, height);
      const actual = floatsAt(kernels, out, expected.length);
      for (let at = 0; at < expected.length; at++) expect(actual[at]).toBeCloseTo(expected[at] as number, 5);
    });
  });

  it.each(sizes)('collapse a %i × %i level as the reference expands', async (width, height) => {
    const coarseWidth = Math.ceil(width / 2);
    const coarseHeight = Math.ceil(height / 2);
    const layout = fusionLayout();
    const fine = layout.floats(width * height);
    const coarse = layout.floats(coarseWidth * coarseHeight);
    const rows = layout.floats(3 * width);
    const up = layout.floats(width);
    const coarsePlane = random(coarseWidth * coarseHeight, height);
    await inFusionWorkspace(layout, async (kernels) => {
      floatsAt(kernels, fine, width * height).fill(0.25);
      floatsAt(kernels, coarse, coarsePlane.length).set(coarsePlane);
      kernels.run.collapse_level(fine, width, height, coarse, coarseWidth, coarseHeight, rows, up);
      const expected = referenceUp(coarsePlane, coarseWidth, coarseHeight, width, height);
      const actual = floatsAt(kernels, fine, expected.length);
      for (let at = 0; at < expected.length; at++)
        expect(actual[at]).toBeCloseTo((expected[at] as number) + 0.25, 5);
    });
  });

  it('weigh a pixel by contrast, saturation and well-exposedness as Mertens et al. define them', async () => {
    const [width, height] = [9, 4];
    const pixels = width * height;
    const layout = fusionLayout();
    const planes = [layout.bytes(pixels), layout.bytes(pixels), layout.bytes(pixels)] as const;
    const out = layout.floats(pixels);
    const rows = layout.floats(12 * width);
    const rgb = [0, 1, 2].map((channel) =>
      Uint8Array.from(random(pixels, channel + 7), (value) => Math.round(value * 255)),
    ) as [Uint8Array, Uint8Array, Uint8Array];
    await inFusionWorkspace(layout, async (kernels) => {
      for (const [channel, plane] of planes.entries())
        kernels.byteView(plane, pixels).set(rgb[channel] as Uint8Array);
      kernels.run.frame_weights(...planes, width, height, 0.2, out, rows);
      const actual = floatsAt(kernels, out, pixels);
      const value = (channel: number, x: number, y: number) =>
        ((rgb[channel] as Uint8Array)[mirror(y, height) * width + mirror(x, width)] as number) / 255;
      const grey = (x: number, y: number) =>
        0.299 * value(0, x, y) + 0.587 * value(1, x, y) + 0.114 * value(2, x, y);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const contrast = Math.abs(
            grey(x - 1, y) + grey(x + 1, y) + grey(x, y - 1) + grey(x, y + 1) - 4 * grey(x, y),
          );
          const [r, g, b] = [0, 1, 2].map((channel) => value(channel, x, y)) as [number, number, number];
          const mean = (r + g + b) / 3;
          const saturation = Math.sqrt(((r - mean) ** 2 + (g - mean) ** 2 + (b - mean) ** 2) / 3);
          const exposure = Math.exp(-((r - 0.5) ** 2 + (g - 0.5) ** 2 + (b - 0.5) ** 2) / (2 * 0.2 ** 2));
          const expected = (contrast + 1e-3) * (saturation + 1e-3) * exposure + 1e-12;
          expect(Math.abs((actual[y * width + x] as number) / expected - 1)).toBeLessThan(1e-4);
        }
    });
  });
});
