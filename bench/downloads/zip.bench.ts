// ZIP streaming benchmark (prints figures, asserts nothing): a delivered order of PHOTOS × MB photos (default
// 100 × 10 MB, so each ZIP carries 1 GB) is downloaded as the full-resolution ZIP and as the originals ZIP, and
// the API process's peak resident memory above its idle level is printed for each, beside the same figure for
// one photo downloaded alone (the baseline, measured in the same run). The originals ZIP is read by a client that
// stops for 3 s after its first 50 MB: a server that did not respect backpressure would read the rest of the
// order into memory meanwhile.
// Usage: pnpm --filter @photoedit/bench run bench:zip   (PHOTOS=, MB= to change the order)
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { startApiProcess } from '../api-process';

const photos = Number(process.env.PHOTOS ?? 100);
const bytes = Math.round(Number(process.env.MB ?? 10) * 1048576);
const mib = (value: number) => `${(value / 1048576).toFixed(1)} MiB`;

interface Seeded {
  editedZip: string;
  originalsZip: string;
}
interface Peak {
  peakRss: number;
  rss: number;
}

/** Reads the whole body (hashing it, as a client saving it would touch every byte); optionally stops once. */
async function download(url: string, stall?: { afterBytes: number; ms: number }) {
  const started = performance.now();
  const response = await fetch(url);
  if (response.status !== 200 || !response.body) throw new Error(`download refused: ${response.status}`);
  const hash = createHash('sha256');
  let received = 0;
  let stalled = false;
  for await (const chunk of response.body) {
    hash.update(chunk);
    received += chunk.byteLength;
    if (stall && !stalled && received >= stall.afterBytes) {
      stalled = true;
      await sleep(stall.ms);
    }
  }
  const announced = Number(response.headers.get('content-length'));
  if (announced && announced !== received) throw new Error(`received ${received} of ${announced} bytes`);
  return { received, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const api = await startApiProcess();
  const { ready, origin } = api;
  const next = api.request;
  process.stdout.write(
    `API process up (RSS ${mib(ready.rss)}); writing ${photos} × 2 files of ${mib(bytes)}...\n`,
  );
  const seeded = await next<Seeded>('seeded', { type: 'seed-order', photos, bytes });
  const single = await next<Seeded>('seeded', { type: 'seed-order', photos: 1, bytes });

  const measure = async (label: string, url: string, stall?: { afterBytes: number; ms: number }) => {
    const { rss: idle } = await next<{ rss: number }>('reset', { type: 'reset' });
    const result = await download(`${origin}${url}`, stall);
    const peak = await next<Peak>('peak', { type: 'peak' });
    const growth = peak.peakRss - idle;
    process.stdout.write(
      `${label.padEnd(46)} ${mib(result.received).padStart(11)} in ${result.seconds.toFixed(1).padStart(5)} s` +
        `  RSS growth ${mib(growth).padStart(9)}\n`,
    );
    return growth;
  };

  // Warm-up: code paths and JIT, so the first measured download does not carry them.
  await download(`${origin}${single.editedZip}`);
  const baseline = await measure('baseline: ZIP of 1 photo', single.editedZip);
  const originals = await measure(`originals ZIP, ${photos} photos, client stalls 3 s`, seeded.originalsZip, {
    afterBytes: 50 * 1048576,
    ms: 3000,
  });
  const full = await measure(`full-resolution ZIP, ${photos} photos`, seeded.editedZip);
  process.stdout.write(
    `\nRSS growth above the 1-photo baseline: full ${mib(full - baseline)}, originals ${mib(originals - baseline)}` +
      ` (goal: under 50 MiB for 100 × 10 MB)\n`,
  );
  await api.stop();
}

await main();
