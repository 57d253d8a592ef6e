// Gaussian and Laplacian image pyramids over float planes (one channel, row-major), as exposure fusion blends
// them (Burt & Adelson): the 5-tap binomial kernel [1 4 6 4 1] / 16, borders mirrored.

export interface Plane {
  width: number;
  height: number;
  data: Float32Array;
}

const mirror = (index: number, size: number) => {
  if (index < 0) return Math.min(-index, size - 1);
  if (index >= size) return Math.max(2 * size - index - 2, 0);
  return index;
};

// The kernel [1 4 6 4 1] / 16 is applied separably, rows first, and only where a result is kept: going down, at
// every second pixel; going up, as its two phases (an even pixel is (c[i−1] + 6·c[i] + c[i+1]) / 8 of the coarse
// samples, an odd one (c[i] + c[i+1]) / 2), which is the zero-inserted image blurred with 4× the kernel. The
// vertical passes run along rows, so memory is read in order.

/** Half the size (rounded up): blurred, every second pixel kept. */
export function pyramidDown(plane: Plane): Plane {
  const { width, height, data } = plane;
  const outWidth = Math.ceil(width / 2);
  const outHeight = Math.ceil(height / 2);
  const rows = new Float32Array(outWidth * height);
  for (let y = 0; y < height; y++) {
    const source = y * width;
    const target = y * outWidth;
    for (let i = 0; i < outWidth; i++) {
      const x = 2 * i;
      const inside = x >= 2 && x < width - 2;
      const m2 = source + (inside ? x - 2 : mirror(x - 2, width));
      const m1 = source + (inside ? x - 1 : mirror(x - 1, width));
      const p1 = source + (inside ? x + 1 : mirror(x + 1, width));
      const p2 = source + (inside ? x + 2 : mirror(x + 2, width));
      rows[target + i] =
        ((data[m2] as number) +
          (data[p2] as number) +
          4 * ((data[m1] as number) + (data[p1] as number)) +
          6 * (data[source + x] as number)) /
        16;
    }
  }
  const out = new Float32Array(outWidth * outHeight);
  for (let j = 0; j < outHeight; j++) {
    const y = 2 * j;
    const r0 = mirror(y - 2, height) * outWidth;
    const r1 = mirror(y - 1, height) * outWidth;
    const r2 = y * outWidth;
    const r3 = mirror(y + 1, height) * outWidth;
    const r4 = mirror(y + 2, height) * outWidth;
    const target = j * outWidth;
    for (let i = 0; i < outWidth; i++) {
      out[target + i] =
        ((rows[r0 + i] as number) +
          (rows[r4 + i] as number) +
          4 * ((rows[r1 + i] as number) + (rows[r3 + i] as number)) +
          6 * (rows[r2 + i] as number)) /
        16;
    }
  }
  return { width: outWidth, height: outHeight, data: out };
}

/** Back up to `width` × `height` from a plane of half that size. */
export function pyramidUp(plane: Plane, width: number, height: number): Plane {
  const { width: coarseWidth, height: coarseHeight, data } = plane;
  const rows = new Float32Array(width * coarseHeight);
  for (let y = 0; y < coarseHeight; y++) {
    const source = y * coarseWidth;
    const target = y * width;
    for (let x = 0; x < width; x++) {
      const i = x >> 1;
      const inside = i >= 1 && i < coarseWidth - 1;
      const current = data[source + (inside ? i : mirror(i, coarseWidth))] as number;
      const next = data[source + (inside ? i + 1 : mirror(i + 1, coarseWidth))] as number;
      if (x & 1) rows[target + x] = (current + next) / 2;
      else {
        const previous = data[source + (inside ? i - 1 : mirror(i - 1, coarseWidth))] as number;
        rows[target + x] = (previous + 6 * current + next) / 8;
      }
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const j = y >> 1;
    const target = y * width;
    const previous = mirror(j - 1, coarseHeight) * width;
    const current = mirror(j, coarseHeight) * width;
    const next = mirror(j + 1, coarseHeight) * width;
    if (y & 1) {
      for (let x = 0; x < width; x++)
        out[target + x] = ((rows[current + x] as number) + (rows[next + x] as number)) / 2;
    } else {
      for (let x = 0; x < width; x++)
        out[target + x] =
          ((rows[previous + x] as number) + 6 * (rows[current + x] as number) + (rows[next + x] as number)) /
          8;
    }
  }
  return { width, height, data: out };
}

export function gaussianPyramid(plane: Plane, levels: number): Plane[] {
  const pyramid = [plane];
  for (let level = 1; level < levels; level++) pyramid.push(pyramidDown(pyramid[level - 1] as Plane));
  return pyramid;
}

/** Each level minus the next one brought up to its size; the last level is the coarsest Gaussian. */
export function laplacianPyramid(plane: Plane, levels: number): Plane[] {
  const gaussian = gaussianPyramid(plane, levels);
  return gaussian.map((level, index) => {
    const coarser = gaussian[index + 1];
    if (!coarser) return level;
    const up = pyramidUp(coarser, level.width, level.height);
    const data = new Float32Array(level.data.length);
    for (let at = 0; at < data.length; at++) data[at] = (level.data[at] as number) - (up.data[at] as number);
    return { width: level.width, height: level.height, data };
  });
}

/** The image a Laplacian pyramid describes: from the coarsest level, brought up and added level by level. */
export function collapse(pyramid: Plane[]): Plane {
  let image = pyramid.at(-1) as Plane;
  for (let index = pyramid.length - 2; index >= 0; index--) {
    const level = pyramid[index] as Plane;
    const up = pyramidUp(image, level.width, level.height);
    for (let at = 0; at < up.data.length; at++)
      up.data[at] = (up.data[at] as number) + (level.data[at] as number);
    image = up;
  }
  return image;
}

/** Levels down to a coarsest side of a pixel or two: fewer leave halos where the weights change sharply. */
export const pyramidLevels = (width: number, height: number) =>
  Math.max(1, Math.floor(Math.log2(Math.max(1, Math.min(width, height)))));
