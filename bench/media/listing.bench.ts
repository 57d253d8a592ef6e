// A bracketed listing in Chromium (issue 32; prints figures, asserts nothing): SETS sets of 5 exposures (default 40
// sets, 200 files of ~8 MB, 24-megapixel JPEGs with a camera's EXIF) dropped into the wizard of the built API, from
// the drop until every upload is done and until every set's automatic preview is shown. Beside them, measured in
// the same run: the time the same bytes take to reach a local HTTP sink at the uploader's parallelism (3), and
// the floor of the blending work (sharp decoding each set's five frames and resizing them to 2048 px). The API's
// resident memory is sampled every 100 ms throughout (goal: under 600 MiB).
// The API is the built one (bench/built-api.ts): run `npm run build` first. Chromium: CHROMIUM_PATH, else
// /usr/bin/chromium.
// Usage: pnpm --filter @photoedit/bench run bench:listing   (SETS=)
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { startBuiltApi } from '../built-api';
import { cameraFrame } from './camera-frames';

sharp.cache(false);
const sets = Number(process.env.SETS ?? 40);
const evs = [-2, -1, 0, 1, 2];
const cacheDir = join(tmpdir(), 'photoedit-bench-listing-v1');
const mib = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const capturedAt = '2026:11:29 10:00:00';

/** The files of the listing, written once: each set the masters with its own minute in the capture time. */
async function listingFiles(): Promise<string[]> {
  await mkdir(cacheDir, { recursive: true });
  const masters: Buffer[] = [];
  const paths: string[] = [];
  for (let set = 0; set < sets; set++) {
    for (const [index, ev] of evs.entries()) {
      const path = join(cacheDir, `room-${String(set + 1).padStart(2, '0')}-${index + 1}.jpg`);
      paths.push(path);
      if (existsSync(path)) continue;
      masters[index] ??= await cameraFrame(ev, index, capturedAt);
      const file = Buffer.from(masters[index] as Buffer);
      // The same length in place: 10:00:00 → 1H:MM:00, a set a minute after the one before.
      const time = `2026:11:29 1${Math.floor(set / 60)}:${String(set % 60).padStart(2, '0')}:00`;
      for (let at = file.indexOf(capturedAt); at >= 0 && at < 65536; at = file.indexOf(capturedAt, at + 1))
        file.write(time, at, 'latin1');
      await writeFile(path, file);
    }
  }
  return paths;
}

/** The bytes' transfer: every file POSTed to a local sink that reads and discards, 3 at once. */
async function transferTime(paths: readonly string[]): Promise<number> {
  const sink = createServer((request, response) => {
    request.on('data', () => undefined);
    request.on('end', () => response.end('{}'));
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.address() as { port: number };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        body: createReadStream(path) as never,
        duplex: 'half',
        headers: { 'content-length': String((await stat(path)).size) },
      } as RequestInit);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  const elapsed = performance.now() - started;
  sink.close();
  return elapsed;
}

/** The floor of the blending: each set's five frames decoded and resized to 2048 px, one set after another. */
async function blendFloor(paths: readonly string[]): Promise<number> {
  const started = performance.now();
  for (let set = 0; set < sets; set++) {
    const frames = paths.slice(set * evs.length, (set + 1) * evs.length);
    await Promise.all(
      frames.map(async (path) =>
        sharp(await readFile(path))
          .resize(2048, 2048, { fit: 'inside' })
          .raw()
          .toBuffer(),
      ),
    );
  }
  return performance.now() - started;
}

const paths = await listingFiles();
let bytes = 0;
for (const path of paths) bytes += (await stat(path)).size;
console.log(
  `${sets} sets of ${evs.length}: ${paths.length} files, ${mib(bytes)} (${mib(bytes / paths.length)} each)`,
);

const api = await startBuiltApi();
let maxRss = api.rss();
const sampler = setInterval(() => {
  maxRss = Math.max(maxRss, api.rss());
}, 100);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        version: 1,
        timestamp: new Date().toISOString(),
        preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
        accepted: true,
      }),
    );
  });
  await page.goto(`${api.origin}/en`);
  await page.getByRole('link', { name: 'Upload photos', exact: true }).first().click();
  const dropped = performance.now();
  await page.getByTestId('uploader-input').setInputFiles(paths);
  await page
    .locator('li[data-status="done"]')
    .nth(paths.length - 1)
    .waitFor({ timeout: 3_600_000 });
  const uploaded = performance.now() - dropped;
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const previews = page.getByRole('img', {
    name: 'Automatic preview — your designer edits the full exposures',
  });
  await previews.nth(sets - 1).waitFor({ timeout: 3_600_000 });
  const shown = performance.now() - dropped;
  clearInterval(sampler);
  const photos = await page.getByTestId('wizard-image').count();
  const peak = Math.max(maxRss, api.peakRss());
  await browser.close();
  await api.stop();

  const transfer = await transferTime(paths);
  const floor = await blendFloor(paths);
  console.log(`wizard photos after grouping: ${photos} (of ${paths.length} files)`);
  console.log(`drop → every upload done: ${seconds(uploaded)}`);
  console.log(`drop → every preview shown: ${seconds(shown)}`);
  console.log(`the bytes' transfer to a local sink (3 at once): ${seconds(transfer)}`);
  console.log(
    `the blending floor (sharp: each set's frames decoded and resized to 2048 px): ${seconds(floor)}`,
  );
  console.log(
    `every preview shown = ${(shown / (transfer + floor)).toFixed(2)}× (transfer + floor) = ${seconds(transfer + floor)}`,
  );
  console.log(`API resident memory: peak ${mib(peak)} (goal < 600 MiB)`);
} finally {
  clearInterval(sampler);
  await browser.close().catch(() => undefined);
}
