// Media benchmark (prints figures, asserts nothing):
// 1. Upload throughput through the real HTTP endpoint (multipart → checks → variants → storage → database →
//    answer with the thumbnail's address) on generated 24-megapixel JPEGs, as a ratio against sharp called
//    directly on the same files in the same run with the same parallelism: (a) doing the same image work
//    (decode once, 1600 px preview + 400 px thumbnail, WebP, the ThumbHash placeholder and the photo check) and
//    (b) making a 400 px thumbnail only.
//    Each pass also shows the CPU time per image: sharp's, and the API process's (all its threads) plus this
//    process's for sending the upload — steadier than throughput on a shared machine.
// 2. Peak resident memory of the API process while 20 uploads of ~10 MB arrive at once, after the passes above.
// The API is the built one, started as `npm start` starts it (bench/built-api.ts): run `npm run build` first.
// Usage: pnpm --filter @photoedit/bench run bench:media   (ROUNDS=, PASSES= for longer runs; API_ENV='K=V K2=V2'
// to start the API with other settings, e.g. API_ENV='MALLOC_MMAP_THRESHOLD_=65536 MALLOC_ARENA_MAX=2')
import { availableParallelism, loadavg } from 'node:os';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { checkPhoto } from '../../apps/api/src/modules/media/media.photo-check';
import { startBuiltApi } from '../built-api';
import { height, testImages, width } from './test-images';
import { createUploadClient } from './upload-client';

sharp.cache(false);
// Four rounds of the six images: 24 uploads per pass (the figures in docs/media.md since its fourth session).
const rounds = Number(process.env.ROUNDS ?? 4);
const passes = Number(process.env.PASSES ?? 3);
const burst = 20;
const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;
const f = (value: number) => value.toFixed(2);

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
  // One after the other, as the endpoint does: preview, thumbnail, the placeholder (100 px pixels, ThumbHash) and
  // the pre-payment photo check (blur, exposure, near-duplicate hash) on the same pixels.
  await sharp(decoded.data, { raw }).webp({ quality: 82, effort: 4 }).toBuffer();
  await sharp(decoded.data, { raw })
    .resize(400, 400, { fit: 'inside' })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
  const small = await sharp(decoded.data, { raw })
    .resize(100, 100, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  rgbaToThumbHash(small.info.width, small.info.height, small.data);
  await checkPhoto({ data: decoded.data, ...raw }, Math.max(width, height));
}

const thumbnailOnly = (input: Buffer) =>
  sharp(input).autoOrient().resize(400, 400, { fit: 'inside' }).webp({ quality: 82 }).toBuffer();

/** `API_ENV='K=V K2=V2'`, split at each pair's first '=' (a value may hold '=': glibc.malloc.hugetlb=1). */
const extraEnv = (): Record<string, string> =>
  Object.fromEntries(
    (process.env.API_ENV ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Pass {
  endpoint: number;
  same: number;
  thumb: number;
  cpu: { same: number; server: number; client: number };
}

type Api = Awaited<ReturnType<typeof startBuiltApi>>;

/** One interleaved pass: sharp same work, the endpoint, sharp thumbnail only; images/s and CPU per image. */
async function measurePass(
  work: Buffer[],
  parallel: number,
  api: Api,
  upload: (input: Buffer) => Promise<void>,
): Promise<Pass> {
  const rate = (ms: number) => (work.length / ms) * 1000;
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
  return { endpoint, same, thumb, cpu };
}

function throughputReport(rows: Pass[], perPass: number): string {
  const medianOf = (pick: (row: Pass) => number) => median(rows.map(pick));
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  return [
    '',
    `throughput, images/s (${perPass} images per pass, ${rows.length} interleaved passes; load average ${load}):`,
    '  pass  endpoint  sharp-same-work  sharp-thumbnail-only  ratio-same  ratio-thumb',
    ...rows.map(
      (row, index) =>
        `  ${index + 1}     ${f(row.endpoint)}      ${f(row.same)}             ${f(row.thumb)}                 ` +
        `${f(row.endpoint / row.same)}        ${f(row.endpoint / row.thumb)}`,
    ),
    `  median ratio endpoint / sharp same work (one decode, preview + thumbnail): ${f(medianOf((row) => row.endpoint / row.same))}  (target ≥ 0.9)`,
    `  median ratio endpoint / sharp thumbnail only:                             ${f(medianOf((row) => row.endpoint / row.thumb))}`,
    `  CPU per image, medians: sharp same work ${medianOf((row) => row.cpu.same).toFixed(0)} ms; endpoint ${medianOf(
      (row) => row.cpu.server,
    ).toFixed(0)} ms in the API + ${medianOf((row) => row.cpu.client).toFixed(0)} ms sending (ratio ${f(
      medianOf((row) => row.cpu.same / (row.cpu.server + row.cpu.client)),
    )})`,
    '',
  ].join('\n');
}

/** Peak resident memory of the API while `burst` uploads of the large photo arrive at once. */
async function measureBurst(
  api: Api,
  upload: (input: Buffer) => Promise<void>,
  big: Buffer,
): Promise<string> {
  api.resetPeak();
  const before = api.rss();
  const started = performance.now();
  const statuses = await Promise.allSettled(Array.from({ length: burst }, () => upload(big)));
  const burstMs = performance.now() - started;
  const peak = { peakRss: api.peakRss(), rss: api.rss() };
  const refused = statuses.filter((status) => status.status === 'rejected');
  return [
    `burst: ${burst} uploads of ${mib(big.length)} at once`,
    `  accepted ${burst - refused.length}/${burst} in ${(burstMs / 1000).toFixed(1)} s`,
    `  API RSS before ${mib(before)}, peak ${mib(peak.peakRss)} (target < 400 MiB), after ${mib(peak.rss)}`,
    ...refused.map((status) => `  refused: ${String((status as PromiseRejectedResult).reason)}`),
    '',
  ].join('\n');
}

async function main() {
  const { typical, big } = await testImages();
  process.stdout.write(
    `images: ${typical.length} × ${width}×${height} JPEG (${mib(typical[0]?.length ?? 0)} each), ` +
      `burst image ${mib(big.length)}\n`,
  );

  // The API's own default (config.ts), said explicitly so that both sides run as many images at once.
  const parallel = Math.max(1, availableParallelism());
  const env = extraEnv();
  const api = await startBuiltApi({ MEDIA_PROCESSING_CONCURRENCY: String(parallel), ...env });
  process.stdout.write(
    `built API up (processing concurrency ${parallel}, RSS ${mib(api.rss())}${
      Object.keys(env).length ? `, ${process.env.API_ENV}` : ''
    })\n`,
  );
  const draft = (await (await fetch(`${api.origin}/api/media/drafts`, { method: 'POST' })).json()) as {
    draftToken: string;
  };
  const client = createUploadClient(api.origin, draft.draftToken);

  // Warm-up, one unmeasured pass of each side (a server runs warm): code paths, the JIT's optimised code for the
  // image loops, libvips; every body is encoded once.
  await client.prepare([...typical, big]);
  const work = Array.from({ length: rounds }, () => typical).flat();
  await measurePass(work, parallel, api, client.upload);

  // Interleaved passes, so a change in machine load hits both sides of each ratio alike; the median ratio is
  // the figure.
  const rows: Pass[] = [];
  for (let pass = 0; pass < passes; pass++) rows.push(await measurePass(work, parallel, api, client.upload));
  process.stdout.write(throughputReport(rows, work.length));

  process.stdout.write(await measureBurst(api, client.upload, big));
  client.close();
  await api.stop();
}

await main();
