// Lighthouse on the built client home (prints figures, asserts nothing): the performance score and its metrics
// under Lighthouse's mobile emulation (a mid-range phone on a slow 4G network, simulated), on Debian's Chromium,
// against the real server (precompressed, cached assets). The median of RUNS runs (3 by default).
// Usage, after a build: pnpm --filter @photoedit/bench run bench:lighthouse   (CHROMIUM_PATH, RUNS, PAGE=/pl;
// REPORT=file.json keeps the last run's whole report, to read its audits)
import { writeFile } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApiProcess } from '../api-process';

const runs = Number(process.env.RUNS ?? 3);
const page = process.env.PAGE ?? '/en';
const api = await startApiProcess();
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  scriptKb: number;
  totalKb: number;
}

const results: Figures[] = [];
const failures: string[] = [];
try {
  // A run Lighthouse itself could not complete (a runtime error, e.g. no paint seen on a loaded machine) is
  // reported and replaced, up to as many times again.
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
    const result = await lighthouse(`${api.origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    if (process.env.REPORT) await writeFile(process.env.REPORT, JSON.stringify(result.lhr, null, 1));
    if (result.lhr.runtimeError) {
      failures.push(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      continue;
    }
    const { audits, categories } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const items = (
      audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    const transfer = (type: string) =>
      (items?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
    results.push({
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndex: numeric('speed-index'),
      scriptKb: transfer('script'),
      totalKb: transfer('total'),
    });
  }
} finally {
  chrome.kill();
  await api.stop();
}

const median = (pick: (figures: Figures) => number) => {
  const sorted = results.map(pick).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
for (const failure of failures) console.log(`  a run failed in Lighthouse and was repeated: ${failure}`);
console.log(`Lighthouse (mobile), ${page}, median of ${results.length}:`);
console.log(
  `  performance score      ${median((r) => r.score)}   (runs: ${results.map((r) => r.score).join(', ')})`,
);
console.log(`  first contentful paint ${(median((r) => r.fcp) / 1000).toFixed(2)} s`);
console.log(`  largest contentful p.  ${(median((r) => r.lcp) / 1000).toFixed(2)} s`);
console.log(`  total blocking time    ${median((r) => r.tbt).toFixed(0)} ms`);
console.log(`  cumulative layout sh.  ${median((r) => r.cls).toFixed(3)}`);
console.log(`  speed index            ${(median((r) => r.speedIndex) / 1000).toFixed(2)} s`);
console.log(
  `  JavaScript transferred ${median((r) => r.scriptKb).toFixed(0)} KB, all ${median((r) => r.totalKb).toFixed(0)} KB`,
);
