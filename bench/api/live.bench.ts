// Live fan-out on one node (prints figures, asserts nothing; ADR 010): STREAMS open SSE streams (default 500) of
// one admin, then EVENTS order changes one after the other; for each, the time from its commit until the last
// stream has it. Prints p50/p95/max of that, and the node's resident memory per open stream (after a GC, before
// and after opening them, and 3 s after closing them). The streams are read in this process (node:http, only the
// data lines looked at: sse-reader.ts), whose own reading is part of the figure.
// Usage: pnpm --filter @photoedit/bench run bench:live   (STREAMS=500, EVENTS=20)
import { fork } from 'node:child_process';
import { startScriptEnv, startScriptFlags } from '../api-process';
import { ipcRequester } from '../ipc';
import { openRawStream, type RawStream } from './sse-reader';

interface Ready {
  type: 'ready';
  port: number;
  token: string;
  orderId: string;
}

const streamCount = Number(process.env.STREAMS ?? 500);
const eventCount = Number(process.env.EVENTS ?? 20);
// The node runs as `npm start` runs the API (apps/api's start script): its V8 flags, `--expose-gc` (the memory of
// closed streams is given back with it: ADR 013) and its malloc settings.
const child = fork(new URL('./live-server.ts', import.meta.url), {
  execArgv: ['--import', 'tsx', ...startScriptFlags],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: startScriptEnv({ STREAMS: String(streamCount) }),
});
const next = ipcRequester(child);
const ready = await next<Ready>('ready');
const trpcUrl = `http://127.0.0.1:${ready.port}/api/trpc`;
const rssBefore = (await next<{ rss: number }>('rss', { type: 'rss' })).rss;

// The first event of each stream is its "ready" (no order id); every later one is an order change.
let waiting: { count: number; done: () => void } | undefined;
const onChange = () => {
  if (waiting && --waiting.count === 0) waiting.done();
};
const streamUrl = (query: URLSearchParams) => `${trpcUrl}/live.admin?${query}`;
const query = new URLSearchParams({ connectionParams: JSON.stringify({ token: ready.token }) });
async function openStreams(): Promise<RawStream[]> {
  const opened: RawStream[] = [];
  while (opened.length < streamCount) {
    const batch = Array.from({ length: Math.min(50, streamCount - opened.length) }, () =>
      openRawStream(streamUrl(query), ready.orderId, onChange),
    );
    opened.push(...(await Promise.all(batch)));
  }
  return opened;
}
const streams = await openStreams();
const rssAfter = (await next<{ rss: number }>('rss', { type: 'rss' })).rss;

const cpu = async () => (await next<{ micros: number }>('cpu', { type: 'cpu' })).micros;
const cpuBefore = await cpu();
const untilLast: number[] = [];
for (let n = 0; n < eventCount; n++) {
  const everyStream = new Promise<void>((done) => {
    waiting = { count: streamCount, done };
  });
  const { committedAt } = await next<{ committedAt: number }>('emitted', { type: 'emit', n });
  await everyStream;
  untilLast.push(Math.max(...streams.map((stream) => stream.lastAt)) - committedAt);
}
const serverCpuMicros = (await cpu()) - cpuBefore;
const sorted = [...untilLast].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`${streamCount} open streams on one node, ${eventCount} events fanned out to all of them`);
console.log(
  `time from commit until the last stream has the event: p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`,
);
console.log(
  `the node's CPU time per event: ${ms(serverCpuMicros / 1000 / eventCount)}, ${(serverCpuMicros / eventCount / streamCount).toFixed(1)} µs per stream`,
);
console.log(
  `node RSS: ${(rssBefore / 2 ** 20).toFixed(1)} MiB before, ${(rssAfter / 2 ** 20).toFixed(1)} MiB with the streams open: ${((rssAfter - rssBefore) / streamCount / 1024).toFixed(1)} KiB per stream`,
);

for (const stream of streams) stream.close();
const closed = await next<{ rss: number; heapUsed: number; heapTotal: number }>('closed', { type: 'closed' });
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
console.log(
  `3 s after the streams closed: RSS ${mib(closed.rss)}, JavaScript heap in use ${mib(closed.heapUsed)} of ${mib(closed.heapTotal)} kept by V8; ${(((closed.rss - rssBefore) / Math.max(1, rssAfter - rssBefore)) * 100).toFixed(0)} % of the streams' memory not yet back with the system`,
);
// A second burst of as many streams, opened and closed: what the first left is reused, not added to.
for (const stream of await openStreams()) stream.close();
const closedAgain = await next<{ rss: number }>('closed', { type: 'closed' });
console.log(
  `after a second burst of ${streamCount} streams, 3 s after they closed: RSS ${mib(closedAgain.rss)}`,
);

const exited = new Promise((resolve) => child.once('exit', resolve));
child.send({ type: 'stop' });
await exited;
