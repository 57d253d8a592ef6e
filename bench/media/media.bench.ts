// Media benchmark (prints figures, asserts nothing):
// 1. Upload throughput through the real HTTP endpoint (multipart → checks → variants → storage → database →
//    answer with the thumbnail's address) on generated 24-megapixel JPEGs, as a ratio against sharp called
//    directly on the same files in the same run with the same parallelism: (a) doing the same image work
//    (decode once, 1600 px preview + 400 px thumbnail, WebP, the placeholder's pixels and the photo check) and
//    (b) making a 400 px thumbnail only.
//    Each pass also shows the CPU time per image: sharp's, and the API process's (all its threads) plus this
//    process's for sending the upload — steadier than throughput on a shared machine.
// 2. Peak resident memory of the API process while 20 uploads of ~10 MB arrive at once, after the passes above.
// The API is the built one, started as `npm start` starts it (bench/built-api.ts): run `npm run build` first.
// Usage: pnpm --filter @photoedit/bench run bench:media   (ROUNDS=, PASSES= for longer runs; API_ENV='K=V K2=V2'
// to start the API with other settings, e.g. API_ENV='MALLOC_MMAP_THRESHOLD_=65536')
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { checkPhoto } from '../../apps/api/src/modules/media/media.photo-check';
import { startBuiltApi } from '../built-api';

sharp.cache(false);
const width = 6000;
const height = 4000;
const rounds = Number(process.env.ROUNDS ?? 2);
const typicalCount = 6;
const burst = 20;
const cacheDir = join(tmpdir(), 'photoedit-bench-media-v1');
const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;

/** A photo-like 24 MP JPEG: a smooth random field with film grain (grain strength sets the file size). */
async function masterJpeg(grainSigma: number, quality: number): Promise<Buffer> {
  const small = await sharp({
    create: {
      width: 60,
      height: 40,
      channels: 3,
      background: { r: 100, g: 120, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const base = await sharp(small).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: grainSigma },
    },
  })
    .raw()
    .toBuffer();
  const raw = { width, height, channels: 3 as const };
  return sharp(base, { raw })
    .composite([{ input: grain, raw, blend: 'soft-light' }])
    .jpeg({ quality })
    .toBuffer();
}

async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const path = join(cacheDir, name);
  if (existsSync(path)) return readFile(path);
  const data = await make();
  await writeFile(path, data);
  return data;
}

async function images() {
  await mkdir(cacheDir, { recursive: true });
  process.stdout.write('generating 24 MP test images (cached in the temp directory)...\n');
  const master = await cached('typical-master.jpg', () => masterJpeg(6, 88));
  const typical: Buffer[] = [];
  for (let index = 0; index < typicalCount; index++) {
    typical.push(
      await cached(`typical-${index}.jpg`, () =>
        sharp(master)
          .modulate({ hue: index * 50, brightness: 0.9 + index * 0.04 })
          .flop(index % 2 === 1)
          .jpeg({ quality: 88 })
          .toBuffer(),
      ),
    );
  }
  const big = await cached('big.jpg', () => masterJpeg(34, 91));
  return { typical, big };
}

/** Runs `tasks` with at most `parallel` at once; resolves with the wall time in ms. */
async function pool(tasks: (() => Promise<unknown>)[], parallel: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task?.();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return performance.now() - started;
}

/** The same image work as the endpoint, called directly. */
async function sameWork(input: Buffer) {
  const decoded = await sharp(input, { failOn: 'error', sequentialRead: true })
    .autoOrient()
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: 4 as const };
  // One after the other, as the endpoint does: preview, thumbnail, the placeholder's 100 px pixels and the
  // pre-payment photo check (blur, exposure, near-duplicate hash) on the same pixels.
  await sharp(decoded.data, { raw }).webp({ quality: 82, effort: 4 }).toBuffer();
  await sharp(decoded.data, { raw })
    .resize(400, 400, { fit: 'inside' })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
  await sharp(decoded.data, { raw }).resize(100, 100, { fit: 'inside' }).raw().toBuffer();
  await checkPhoto({ data: decoded.data, ...raw }, Math.max(width, height));
}

const thumbnailOnly = (input: Buffer) =>
  sharp(input).autoOrient().resize(400, 400, { fit: 'inside' }).webp({ quality: 82 }).toBuffer();

async function main() {
  const { typical, big } = await images();
  process.stdout.write(
    `images: ${typical.length} × ${width}×${height} JPEG (${mib(typical[0]?.length ?? 0)} each), ` +
      `burst image ${mib(big.length)}\n`,
  );

  // The API's own default (config.ts), said explicitly so that both sides run as many images at once.
  const parallel = Math.max(1, availableParallelism());
  const extraEnv = Object.fromEntries(
    (process.env.API_ENV ?? '')
      .split(/\s+/)
      .filter(Boolean)
      // At the first '=' only: a value may hold '=' itself (GLIBC_TUNABLES=glibc.malloc.hugetlb=1).
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const api = await startBuiltApi({ MEDIA_PROCESSING_CONCURRENCY: String(parallel), ...extraEnv });
  const { origin } = api;
  process.stdout.write(
    `built API up (processing concurrency ${parallel}, RSS ${mib(api.rss())}${
      Object.keys(extraEnv).length ? `, ${process.env.API_ENV}` : ''
    })\n`,
  );

  const draft = (await (await fetch(`${origin}/api/media/drafts`, { method: 'POST' })).json()) as {
    draftToken: string;
  };
  // Each image's multipart body is encoded once and sent as is: the client shares the server's two cores, and
  // re-encoding a FormData per request cost it ~40 ms of CPU per upload that the sharp baseline never pays.
  const bodies = new Map<Buffer, { body: Uint8Array<ArrayBuffer>; contentType: string }>();
  const multipartBody = async (input: Buffer) => {
    const known = bodies.get(input);
    if (known) return known;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(input)], { type: 'image/jpeg' }), 'photo.jpg');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const made = {
      body: new Uint8Array(await encoded.arrayBuffer()),
      contentType: encoded.headers.get('content-type') ?? '',
    };
    bodies.set(input, made);
    return made;
  };
  const upload = async (input: Buffer) => {
    const { body: payload, contentType } = await multipartBody(input);
    const response = await fetch(`${origin}/api/media/upload`, {
      method: 'POST',
      body: payload,
      headers: { 'x-draft-token': draft.draftToken, 'content-type': contentType },
    });
    const body = (await response.json()) as { qualities?: { thumbnail?: { url: string } } };
    if (response.status !== 201 || !body.qualities?.thumbnail?.url) {
      throw new Error(`upload refused: ${response.status} ${JSON.stringify(body)}`);
    }
    return response.status;
  };

  // Warm-up: code paths, JIT, libvips.
  await upload(typical[0] as Buffer);
  await sameWork(typical[0] as Buffer);

  const work = Array.from({ length: rounds }, () => typical).flat();
  const rate = (ms: number) => (work.length / ms) * 1000;
  // Interleaved passes, so a change in machine load hits both sides of each ratio alike; the median ratio is
  // the figure.
  const passes = Number(process.env.PASSES ?? 3);
  const rows: {
    endpoint: number;
    same: number;
    thumb: number;
    cpu: { same: number; server: number; client: number };
  }[] = [];
  const cpuMs = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  for (let pass = 0; pass < passes; pass++) {
    const sameCpu = cpuMs();
    const same = rate(
      await pool(
        work.map((input) => () => sameWork(input)),
        parallel,
      ),
    );
    const cpuSame = (cpuMs() - sameCpu) / work.length;
    const [serverCpu, clientCpu] = [api.cpuMs(), cpuMs()];
    // Twice as many requests in flight as the server processes, so its queue never runs dry.
    const endpoint = rate(
      await pool(
        work.map((input) => () => upload(input)),
        parallel * 2,
      ),
    );
    const cpu = {
      same: cpuSame,
      server: (api.cpuMs() - serverCpu) / work.length,
      client: (cpuMs() - clientCpu) / work.length,
    };
    const thumb = rate(
      await pool(
        work.map((input) => () => thumbnailOnly(input)),
        parallel,
      ),
    );
    rows.push({ endpoint, same, thumb, cpu });
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const f = (value: number) => value.toFixed(2);
  process.stdout.write(
    [
      '',
      `throughput, images/s (${work.length} images per pass, ${passes} interleaved passes; load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}):`,
      '  pass  endpoint  sharp-same-work  sharp-thumbnail-only  ratio-same  ratio-thumb',
      ...rows.map(
        (row, index) =>
          `  ${index + 1}     ${f(row.endpoint)}      ${f(row.same)}             ${f(row.thumb)}                 ` +
          `${f(row.endpoint / row.same)}        ${f(row.endpoint / row.thumb)}`,
      ),
      `  median ratio endpoint / sharp same work (one decode, preview + thumbnail): ${f(median(rows.map((row) => row.endpoint / row.same)))}  (target ≥ 0.9)`,
      `  median ratio endpoint / sharp thumbnail only:                             ${f(median(rows.map((row) => row.endpoint / row.thumb)))}`,
      `  CPU per image, medians: sharp same work ${median(rows.map((row) => row.cpu.same)).toFixed(0)} ms; endpoint ${median(
        rows.map((row) => row.cpu.server),
      ).toFixed(
        0,
      )} ms in the API + ${median(rows.map((row) => row.cpu.client)).toFixed(0)} ms sending (ratio ${f(
        median(rows.map((row) => row.cpu.same / (row.cpu.server + row.cpu.client))),
      )})`,
      '',
    ].join('\n'),
  );

  // Memory: 20 uploads of ~10 MB at once.
  api.resetPeak();
  const before = api.rss();
  const started = performance.now();
  const statuses = await Promise.allSettled(Array.from({ length: burst }, () => upload(big)));
  const burstMs = performance.now() - started;
  const peak = { peakRss: api.peakRss(), rss: api.rss() };
  const refused = statuses.filter((status) => status.status === 'rejected');
  process.stdout.write(
    [
      `burst: ${burst} uploads of ${mib(big.length)} at once`,
      `  accepted ${burst - refused.length}/${burst} in ${(burstMs / 1000).toFixed(1)} s`,
      `  API RSS before ${mib(before)}, peak ${mib(peak.peakRss)} (target < 400 MiB), after ${mib(peak.rss)}`,
      ...refused.map((status) => `  refused: ${String((status as PromiseRejectedResult).reason)}`),
      '',
    ].join('\n'),
  );

  await api.stop();
}

await main();
