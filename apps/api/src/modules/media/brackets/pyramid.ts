// Gaussian and Laplacian image pyramids over float planes (one channel, row-major), as exposure fusion blends
// them (Burt & Adelson): the 5-tap binomial kernel [1 4 6 4 1] / 16, borders mirrored.

export interface Plane {
  width: number;
  height: number;
  data: Float32Array;
}

const kernel = [1 / 16, 4 / 16, 6 / 16, 4 / 16, 1 / 16] as const;

const mirror = (index: number, size: number) => {
  if (index < 0) return Math.min(-index, size - 1);
  if (index >= size) return Math.max(2 * size - index - 2, 0);
  return index;
};

/** One row or column (`count` samples `stride` apart from `start`) filtered by the kernel into `out`. */
function filterLine(
  source: Float32Array,
  out: Float32Array,
  start: number,
  stride: number,
  count: number,
  gain: number,
): void {
  const k0 = (kernel[0] as number) * gain;
  const k1 = (kernel[1] as number) * gain;
  const k2 = (kernel[2] as number) * gain;
  const at = (index: number) => source[start + mirror(index, count) * stride] as number;
  for (let index = 0; index < count; index++) {
    const position = start + index * stride;
    if (index >= 2 && index < count - 2) {
      out[position] =
        k0 * ((source[position - 2 * stride] as number) + (source[position + 2 * stride] as number)) +
        k1 * ((source[position - stride] as number) + (source[position + stride] as number)) +
        k2 * (source[position] as number);
    } else {
      out[position] =
        k0 * (at(index - 2) + at(index + 2)) + k1 * (at(index - 1) + at(index + 1)) + k2 * at(index);
    }
  }
}

/** The plane blurred by the kernel along rows, then along columns (times `gain` each way). */
function blur(plane: Plane, gain = 1): Plane {
  const { width, height, data } = plane;
  const rows = new Float32Array(data.length);
  for (let y = 0; y < height; y++) filterLine(data, rows, y * width, 1, width, gain);
  const out = new Float32Array(data.length);
  for (let x = 0; x < width; x++) filterLine(rows, out, x, width, height, gain);
  return { width, height, data: out };
}

/** Blurred, then every second pixel: half the size (rounded up). */
export function pyramidDown(plane: Plane): Plane {
  const blurred = blur(plane);
  const width = Math.ceil(plane.width / 2);
  const height = Math.ceil(plane.height / 2);
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data[y * width + x] = blurred.data[2 * y * plane.width + 2 * x] as number;
  return { width, height, data };
}

/** Back up to `width` × `height`: the samples spread on the even pixels, then blurred with 4× the kernel. */
export function pyramidUp(plane: Plane, width: number, height: number): Plane {
  const data = new Float32Array(width * height);
  for (let y = 0; y < plane.height && 2 * y < height; y++)
    for (let x = 0; x < plane.width && 2 * x < width; x++)
      data[2 * y * width + 2 * x] = plane.data[y * plane.width + x] as number;
  return blur({ width, height, data }, 2);
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
