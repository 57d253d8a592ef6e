// The per-pixel work of exposure fusion (bracket-fusion.ts drives it), as WebAssembly with 128-bit SIMD: the
// frames' weights, Burt–Adelson pyramid steps and the weighted sums, on planar float images with mirrored
// borders (index -1 reads 1, index n reads n - 2). Built by fusion-kernels/build.mjs into fusion.wasm.ts.
// No libc and no allocator: the caller lays out the memory (shared with a helper thread, fusion-helper.worker.ts)
// from __heap_base on and passes pointers. No kernel uses the C stack, which every instance would place at the
// same address of the shared memory.
#include <wasm_simd128.h>

typedef unsigned char u8;
typedef unsigned int u32;

#define EXPORT(name) __attribute__((export_name(name)))

static inline int mirror(int index, int size) {
  if (index < 0) return -index < size ? -index : size - 1;
  if (index >= size) return 2 * size - index - 2 > 0 ? 2 * size - index - 2 : 0;
  return index;
}

// Interleaved 8-bit RGB into three 8-bit planes.
EXPORT("split_rgb") void split_rgb(const u8 *rgb, u32 pixels, u8 *red, u8 *green, u8 *blue) {
  for (u32 at = 0; at < pixels; at++) {
    red[at] = rgb[3 * at];
    green[at] = rgb[3 * at + 1];
    blue[at] = rgb[3 * at + 2];
  }
}

// A row's R, G and B as floats 0-1 and its grey, each `width` floats at `out` (grey, red, green, blue).
static void float_row(const u8 *red, const u8 *green, const u8 *blue, int width, float *out) {
  float *grey = out, *r = out + width, *g = out + 2 * width, *b = out + 3 * width;
  for (int x = 0; x < width; x++) {
    r[x] = red[x] * (1.0f / 255.0f);
    g[x] = green[x] * (1.0f / 255.0f);
    b[x] = blue[x] * (1.0f / 255.0f);
    grey[x] = 0.299f * r[x] + 0.587f * g[x] + 0.114f * b[x];
  }
}

// e^x for x in [-87, 0]: 2^(x log2 e) split into 2^i (put into the exponent bits) and 2^f, f in [0, 1), by a
// degree-4 polynomial (relative error below 1e-5, ample for a weight).
static inline v128_t exp_negative(v128_t x) {
  v128_t t = wasm_f32x4_mul(wasm_f32x4_max(x, wasm_f32x4_splat(-87.0f)), wasm_f32x4_splat(1.44269504f));
  v128_t i = wasm_f32x4_floor(t);
  v128_t f = wasm_f32x4_sub(t, i);
  v128_t p = wasm_f32x4_splat(1.3534167e-2f);
  p = wasm_f32x4_add(wasm_f32x4_mul(p, f), wasm_f32x4_splat(5.2011464e-2f));
  p = wasm_f32x4_add(wasm_f32x4_mul(p, f), wasm_f32x4_splat(2.4144276e-1f));
  p = wasm_f32x4_add(wasm_f32x4_mul(p, f), wasm_f32x4_splat(6.9300383e-1f));
  p = wasm_f32x4_add(wasm_f32x4_mul(p, f), wasm_f32x4_splat(1.0000000f));
  return wasm_i32x4_add(p, wasm_i32x4_shl(wasm_i32x4_trunc_sat_f32x4(i), 23));
}

// Contrast (|Laplacian| of the grey) x saturation (spread of R, G, B) x well-exposedness (e^(-d / 2 sigma^2), d
// the squared distance of R, G, B from mid-grey), with small floors so a flat frame still counts, for 4 pixels.
// With s = r + g + b and q = r^2 + g^2 + b^2: the spread's square is q/3 - (s/3)^2, and d = q - s + 3/4.
static inline v128_t weight4(v128_t contrast, v128_t r, v128_t g, v128_t b, v128_t exposure_scale) {
  const v128_t third = wasm_f32x4_splat(1.0f / 3.0f), floor_ = wasm_f32x4_splat(1e-3f);
  v128_t sum = wasm_f32x4_add(wasm_f32x4_add(r, g), b);
  v128_t squares =
      wasm_f32x4_add(wasm_f32x4_add(wasm_f32x4_mul(r, r), wasm_f32x4_mul(g, g)), wasm_f32x4_mul(b, b));
  v128_t mean = wasm_f32x4_mul(sum, third);
  v128_t variance = wasm_f32x4_sub(wasm_f32x4_mul(squares, third), wasm_f32x4_mul(mean, mean));
  v128_t saturation = wasm_f32x4_sqrt(wasm_f32x4_max(variance, wasm_f32x4_splat(0.0f)));
  v128_t distance = wasm_f32x4_add(wasm_f32x4_sub(squares, sum), wasm_f32x4_splat(0.75f));
  v128_t exposure = exp_negative(wasm_f32x4_mul(distance, exposure_scale));
  v128_t weight =
      wasm_f32x4_mul(wasm_f32x4_mul(wasm_f32x4_add(contrast, floor_), wasm_f32x4_add(saturation, floor_)), exposure);
  return wasm_f32x4_add(weight, wasm_f32x4_splat(1e-12f));
}

static float weight_at(const float *up, const float *mid, const float *down, int x, int w, v128_t exposure_scale) {
  float contrast = __builtin_fabsf(mid[mirror(x - 1, w)] + mid[mirror(x + 1, w)] + up[x] + down[x] - 4.0f * mid[x]);
  v128_t weight = weight4(wasm_f32x4_splat(contrast), wasm_f32x4_splat(mid[w + x]), wasm_f32x4_splat(mid[2 * w + x]),
                          wasm_f32x4_splat(mid[3 * w + x]), exposure_scale);
  return wasm_f32x4_extract_lane(weight, 0);
}

// Every pixel's weight into `out`. `rows` holds three rows of grey, R, G and B (12 x width floats): row r in
// slot r mod 3, each made once (the mirrored rows at the edges are ones already made).
EXPORT("frame_weights")
void frame_weights(const u8 *red, const u8 *green, const u8 *blue, u32 width, u32 height, float sigma, float *out,
                   float *rows) {
  const int w = (int)width, h = (int)height;
  const v128_t four = wasm_f32x4_splat(4.0f), exposure_scale = wasm_f32x4_splat(-1.0f / (2.0f * sigma * sigma));
  int made = -1;
  for (int y = 0; y < h; y++) {
    const int needed = y + 1 < h ? y + 1 : h - 1;
    for (; made < needed; made++) {
      const u32 at = (u32)(made + 1) * width;
      float_row(red + at, green + at, blue + at, w, rows + ((made + 1) % 3) * 4 * w);
    }
    const float *up = rows + (mirror(y - 1, h) % 3) * 4 * w, *mid = rows + (y % 3) * 4 * w;
    const float *down = rows + (mirror(y + 1, h) % 3) * 4 * w;
    const float *r = mid + w, *g = mid + 2 * w, *b = mid + 3 * w;
    float *target = out + (u32)y * width;
    int x = 0;
    for (; x < w && (x < 1 || x + 4 >= w); x++) target[x] = weight_at(up, mid, down, x, w, exposure_scale);
    for (; x + 4 < w; x += 4) {
      v128_t sum = wasm_f32x4_add(wasm_f32x4_add(wasm_v128_load(mid + x - 1), wasm_v128_load(mid + x + 1)),
                                  wasm_f32x4_add(wasm_v128_load(up + x), wasm_v128_load(down + x)));
      v128_t contrast = wasm_f32x4_abs(wasm_f32x4_sub(sum, wasm_f32x4_mul(four, wasm_v128_load(mid + x))));
      wasm_v128_store(target + x, weight4(contrast, wasm_v128_load(r + x), wasm_v128_load(g + x),
                                          wasm_v128_load(b + x), exposure_scale));
    }
    for (; x < w; x++) target[x] = weight_at(up, mid, down, x, w, exposure_scale);
  }
}

EXPORT("add_into") void add_into(float *sum, const float *plane, u32 count) {
  for (u32 at = 0; at < count; at++) sum[at] += plane[at];
}

EXPORT("divide_by") void divide_by(float *plane, const float *sum, u32 count) {
  for (u32 at = 0; at < count; at++) plane[at] /= sum[at];
}

// sum += weight x plane (the coarsest level of the blend).
EXPORT("weighted_add") void weighted_add(float *sum, const float *weight, const float *plane, u32 count) {
  for (u32 at = 0; at < count; at++) sum[at] += weight[at] * plane[at];
}

EXPORT("weighted_add_u8") void weighted_add_u8(float *sum, const float *weight, const u8 *plane, u32 count) {
  for (u32 at = 0; at < count; at++) sum[at] += weight[at] * ((float)plane[at] * (1.0f / 255.0f));
}

static inline float down_tap(const float *row, int x, int w) {
  return (row[mirror(x - 2, w)] + row[mirror(x + 2, w)] + 4.0f * (row[mirror(x - 1, w)] + row[mirror(x + 1, w)]) +
          6.0f * row[x]) *
         (1.0f / 16.0f);
}

// Half the size, rounded up: the kernel [1 4 6 4 1] / 16 down the columns (at every second row), then along the
// row at every second pixel. `row` holds `width` floats.
// Along the row at every second pixel, from `row` (the column pass's result) into `target`.
static void down_row(const float *row, int w, float *target) {
  const int ow = (w + 1) / 2;
  const v128_t four = wasm_f32x4_splat(4.0f), six = wasm_f32x4_splat(6.0f), sixteenth = wasm_f32x4_splat(1.0f / 16.0f);
  int i = 0;
  for (; i < ow && (i < 1 || 2 * i + 9 >= w); i++) target[i] = down_tap(row, 2 * i, w);
  for (; i + 3 < ow && 2 * i + 9 < w; i += 4) {
    const float *q = row + 2 * i - 2;
    v128_t a0 = wasm_v128_load(q), a1 = wasm_v128_load(q + 4);
    v128_t b0 = wasm_v128_load(q + 2), b1 = wasm_v128_load(q + 6);
    v128_t c0 = wasm_v128_load(q + 4), c1 = wasm_v128_load(q + 8);
    v128_t outer = wasm_f32x4_add(wasm_i32x4_shuffle(a0, a1, 0, 2, 4, 6), wasm_i32x4_shuffle(c0, c1, 0, 2, 4, 6));
    v128_t inner = wasm_f32x4_add(wasm_i32x4_shuffle(a0, a1, 1, 3, 5, 7), wasm_i32x4_shuffle(b0, b1, 1, 3, 5, 7));
    v128_t centre = wasm_i32x4_shuffle(b0, b1, 0, 2, 4, 6);
    v128_t sum = wasm_f32x4_add(wasm_f32x4_add(outer, wasm_f32x4_mul(four, inner)), wasm_f32x4_mul(six, centre));
    wasm_v128_store(target + i, wasm_f32x4_mul(sum, sixteenth));
  }
  for (; i < ow; i++) target[i] = down_tap(row, 2 * i, w);
}

// The same from an 8-bit plane (a frame's channel at full size, 0-255 read as 0-1).
EXPORT("pyramid_down_u8")
void pyramid_down_u8(const u8 *in, u32 width, u32 height, float *out, float *row) {
  const int w = (int)width, h = (int)height, ow = (w + 1) / 2, oh = (h + 1) / 2;
  for (int j = 0; j < oh; j++) {
    const int y = 2 * j;
    const u8 *r0 = in + mirror(y - 2, h) * w, *r1 = in + mirror(y - 1, h) * w, *r2 = in + y * w;
    const u8 *r3 = in + mirror(y + 1, h) * w, *r4 = in + mirror(y + 2, h) * w;
    for (int x = 0; x < w; x++)
      row[x] = (float)(r0[x] + r4[x] + 4 * (r1[x] + r3[x]) + 6 * r2[x]) * (1.0f / (16.0f * 255.0f));
    down_row(row, w, out + j * ow);
  }
}

EXPORT("pyramid_down")
void pyramid_down(const float *in, u32 width, u32 height, float *out, float *row) {
  const int w = (int)width, h = (int)height, ow = (w + 1) / 2, oh = (h + 1) / 2;
  for (int j = 0; j < oh; j++) {
    const int y = 2 * j;
    const float *r0 = in + mirror(y - 2, h) * w, *r1 = in + mirror(y - 1, h) * w, *r2 = in + y * w;
    const float *r3 = in + mirror(y + 1, h) * w, *r4 = in + mirror(y + 2, h) * w;
    for (int x = 0; x < w; x++)
      row[x] = (r0[x] + r4[x] + 4.0f * (r1[x] + r3[x]) + 6.0f * r2[x]) * (1.0f / 16.0f);
    down_row(row, w, out + j * ow);
  }
}

// Each coarse row brought up to `width` (even pixels (c[i-1] + 6 c[i] + c[i+1]) / 8, odd (c[i] + c[i+1]) / 2,
// the zero-inserted row blurred by twice the kernel).
static void expand_row(const float *coarse, int cw, float *out, int w) {
  const v128_t six = wasm_f32x4_splat(6.0f), eighth = wasm_f32x4_splat(0.125f), half = wasm_f32x4_splat(0.5f);
  int i = 0;
  for (; 2 * i < w && (i < 1 || i + 4 >= cw || 2 * i + 7 >= w); i++) {
    float previous = coarse[mirror(i - 1, cw)], current = coarse[mirror(i, cw)], next = coarse[mirror(i + 1, cw)];
    out[2 * i] = (previous + 6.0f * current + next) * 0.125f;
    if (2 * i + 1 < w) out[2 * i + 1] = (current + next) * 0.5f;
  }
  for (; i + 4 < cw && 2 * i + 7 < w; i += 4) {
    v128_t previous = wasm_v128_load(coarse + i - 1), current = wasm_v128_load(coarse + i);
    v128_t next = wasm_v128_load(coarse + i + 1);
    v128_t even = wasm_f32x4_mul(wasm_f32x4_add(wasm_f32x4_add(previous, next), wasm_f32x4_mul(six, current)), eighth);
    v128_t odd = wasm_f32x4_mul(wasm_f32x4_add(current, next), half);
    wasm_v128_store(out + 2 * i, wasm_i32x4_shuffle(even, odd, 0, 4, 1, 5));
    wasm_v128_store(out + 2 * i + 4, wasm_i32x4_shuffle(even, odd, 2, 6, 3, 7));
  }
  for (; 2 * i < w; i++) {
    float previous = coarse[mirror(i - 1, cw)], current = coarse[mirror(i, cw)], next = coarse[mirror(i + 1, cw)];
    out[2 * i] = (previous + 6.0f * current + next) * 0.125f;
    if (2 * i + 1 < w) out[2 * i + 1] = (current + next) * 0.5f;
  }
}

// The coarse plane brought up to width x height, one row at a time into `up` (width floats), using `rows`
// (3 x width floats) for the coarse rows once expanded: coarse row r in slot r mod 3, each expanded once.
// mode 0: sum += weight x (fine - up), the Laplacian level of a frame added to the blend; mode 1: fine += up,
// collapsing the blend; mode 2: as mode 0 with the fine level an 8-bit plane (`fine8`).
static void pyramid_up(const float *coarse, int cw, int ch, int w, int h, float *rows, float *up, float *fine,
                       const u8 *fine8, const float *weight, float *sum, int mode) {
  int made = -1;
  for (int y = 0; y < h; y++) {
    const int j = y >> 1, needed = j + 1 < ch ? j + 1 : ch - 1;
    for (; made < needed; made++) expand_row(coarse + (made + 1) * cw, cw, rows + ((made + 1) % 3) * w, w);
    const float *current = rows + (mirror(j, ch) % 3) * w, *next = rows + (mirror(j + 1, ch) % 3) * w;
    if (y & 1) {
      for (int x = 0; x < w; x++) up[x] = (current[x] + next[x]) * 0.5f;
    } else {
      const float *previous = rows + (mirror(j - 1, ch) % 3) * w;
      for (int x = 0; x < w; x++) up[x] = (previous[x] + 6.0f * current[x] + next[x]) * 0.125f;
    }
    if (mode == 0) {
      const float *fine_row = fine + y * w;
      const float *weight_row = weight + y * w;
      float *sum_row = sum + y * w;
      for (int x = 0; x < w; x++) sum_row[x] += weight_row[x] * (fine_row[x] - up[x]);
    } else if (mode == 2) {
      const u8 *fine8_row = fine8 + y * w;
      const float *weight_row = weight + y * w;
      float *sum_row = sum + y * w;
      for (int x = 0; x < w; x++) sum_row[x] += weight_row[x] * ((float)fine8_row[x] * (1.0f / 255.0f) - up[x]);
    } else {
      float *fine_row = fine + y * w;
      for (int x = 0; x < w; x++) fine_row[x] += up[x];
    }
  }
}

EXPORT("laplacian_add")
void laplacian_add(const float *fine, u32 width, u32 height, const float *coarse, u32 cw, u32 ch,
                   const float *weight, float *sum, float *rows, float *up) {
  pyramid_up(coarse, (int)cw, (int)ch, (int)width, (int)height, rows, up, (float *)fine, 0, weight, sum, 0);
}

EXPORT("laplacian_add_u8")
void laplacian_add_u8(const u8 *fine, u32 width, u32 height, const float *coarse, u32 cw, u32 ch,
                      const float *weight, float *sum, float *rows, float *up) {
  pyramid_up(coarse, (int)cw, (int)ch, (int)width, (int)height, rows, up, 0, fine, weight, sum, 2);
}

EXPORT("collapse_level")
void collapse_level(float *fine, u32 width, u32 height, const float *coarse, u32 cw, u32 ch, float *rows, float *up) {
  pyramid_up(coarse, (int)cw, (int)ch, (int)width, (int)height, rows, up, fine, 0, 0, 0, 1);
}

static inline u8 to_byte(float value) {
  value = value < 0.0f ? 0.0f : value > 1.0f ? 1.0f : value;
  return (u8)(value * 255.0f + 0.5f);
}

// One float plane (0-1) into channel `channel` of interleaved 8-bit RGB, clamped and rounded.
EXPORT("to_channel") void to_channel(const float *plane, u32 pixels, u8 *rgb, u32 channel) {
  u8 *target = rgb + channel;
  for (u32 at = 0; at < pixels; at++) target[3 * at] = to_byte(plane[at]);
}

EXPORT("zero_floats") void zero_floats(float *plane, u32 count) { __builtin_memset(plane, 0, count * 4u); }
