// Live fan-out on one node (prints figures, asserts nothing; ADR 010): STREAMS open SSE streams (default 500) of
// one admin, then EVENTS order changes one after the other; for each, the time from its commit until the last
// stream has it. Prints p50/p95/max of that, and the node's resident memory per open stream (after a GC, before
// and after opening them, and 3 s after closing them). The streams are read in this process, whose own parsing is part of the figure.
// Usage: pnpm --filter @photoedit/bench run bench:live   (STREAMS=500, EVENTS=20)
import { fork } from 'node:child_process';
import { liveData, type OpenStream, openStream } from '../../apps/api/src/modules/orders/live/live.testing';
import { ipcRequester } from '../ipc';

interface Ready {
  type: 'ready';
  port: number;
  token: string;
  orderId: string;
}

const streamCount = Number(process.env.STREAMS ?? 500);
const eventCount = Number(process.env.EVENTS ?? 20);
const child = fork(new URL('./live-server.ts', import.meta.url), {
  execArgv: [
    '--import',
    'tsx',
    '--expose-gc',
    ...(process.env.LIVE_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/liveprof'] : []),
  ],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, STREAMS: String(streamCount) },
});
const next = ipcRequester(child);
const ready = await next<Ready>('ready');
const trpcUrl = `http://127.0.0.1:${ready.port}/api/trpc`;
const rssBefore = (await next<{ rss: number }>('rss', { type: 'rss' })).rss;

const streams: OpenStream[] = [];
for (let opened = 0; opened < streamCount; opened += 50) {
  const batch = Array.from({ length: Math.min(50, streamCount - opened) }, () =>
    openStream(trpcUrl, 'live.admin', { token: ready.token }),
  );
  streams.push(...(await Promise.all(batch)));
}
await Promise.all(streams.map((stream) => stream.next((event) => liveData(event)?.kind === 'ready', 60_000)));
const rssAfter = (await next<{ rss: number }>('rss', { type: 'rss' })).rss;

const untilLast: number[] = [];
for (let n = 0; n < eventCount; n++) {
  const received: Promise<number>[] = streams.map((stream) => {
    const seen = stream.events.length;
    return stream
      .next(
        (event) => stream.events.indexOf(event) >= seen && liveData(event)?.orderId === ready.orderId,
        30_000,
      )
      .then(() => performance.timeOrigin + performance.now());
  });
  const { committedAt } = await next<{ committedAt: number }>('emitted', { type: 'emit', n });
  const times = await Promise.all(received);
  untilLast.push(Math.max(...times) - committedAt);
}

const sorted = [...untilLast].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`${streamCount} open streams on one node, ${eventCount} events fanned out to all of them`);
console.log(
  `time from commit until the last stream has the event: p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`,
);
console.log(
  `node RSS: ${(rssBefore / 2 ** 20).toFixed(1)} MiB before, ${(rssAfter / 2 ** 20).toFixed(1)} MiB with the streams open: ${((rssAfter - rssBefore) / streamCount / 1024).toFixed(1)} KiB per stream`,
);

for (const stream of streams) stream.close();
const closed = await next<{ rss: number; heapUsed: number }>('closed', { type: 'closed' });
console.log(
  `3 s after the streams closed: RSS ${(closed.rss / 2 ** 20).toFixed(1)} MiB (heap in use ${(closed.heapUsed / 2 ** 20).toFixed(1)} MiB); ${(((closed.rss - rssBefore) / Math.max(1, rssAfter - rssBefore)) * 100).toFixed(0)} % of the streams' memory still held`,
);
const exited = new Promise((resolve) => child.once('exit', resolve));
child.send({ type: 'stop' });
await exited;
