// Read throughput (prints figures, asserts nothing): requests per second and p99 at 10 connections, each as a
// ratio against a bare Fastify route measured in the same run — "hello" for the routes without database work, and
// for clientOrders.list a route that runs the very SQL the product ran for it, through `pg` alone (the limit of
// that query on this machine).
// Each call is measured in ROUNDS pairs, its baseline right before it, and its ratio is the median of the pairs':
// on a shared machine the load changes within seconds, and a baseline taken once at the start let a row's ratio
// move with whatever else ran between the two.
// Each row also shows the server process's CPU time per request (both servers run in one process; Linux /proc).
// Usage: pnpm --filter @photoedit/bench run bench:reads   (SECONDS_EACH=3, ROUNDS=3, CONNECTIONS=10, CPU_PROF=/tmp/prof)
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

interface Ready {
  type: 'ready';
  productPort: number;
  barePort: number;
  token: string;
  listPath: string;
  queries: string[];
}

const seconds = Number(process.env.SECONDS_EACH ?? 3);
const rounds = Number(process.env.ROUNDS ?? 3);
const connections = Number(process.env.CONNECTIONS ?? 10);
// CPU_PROF=dir writes a V8 CPU profile of the server process there (open it in Chrome's DevTools).
const profile = process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : [];
const child = fork(new URL('./reads-server.ts', import.meta.url), {
  execArgv: ['--import', 'tsx', ...profile],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ready = await new Promise<Ready>((resolve) =>
  child.once('message', (message) => resolve(message as Ready)),
);
console.log(`clientOrders.list runs ${ready.queries.length} queries:`);
for (const text of ready.queries) console.log(`  ${text}`);

// The server process's CPU time (user + system, ms) from /proc: CPU per request is steadier than requests per
// second on a shared machine, whose load changes between the baseline's run and a row's.
const serverCpuMs = () => {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticksPerMs = 1000 / 100; // USER_HZ is 100 on Linux
    return (Number(fields[11]) + Number(fields[12])) * ticksPerMs;
  } catch {
    return Number.NaN;
  }
};
const run = async (port: number, path: string, headers: Record<string, string> = {}) => {
  const cpuBefore = serverCpuMs();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: seconds,
    headers,
  });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
  const cpuUs = ((serverCpuMs() - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs };
};
const auth = { authorization: `Bearer ${ready.token}` };
const trpc = (path: string, input?: unknown) =>
  `/api/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

type Measured = Awaited<ReturnType<typeof run>>;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** `rounds` pairs of (baseline, call); the call's figures and its ratio are the medians of the pairs'. */
async function paired(call: () => Promise<Measured>, baseline: () => Promise<Measured>) {
  const pairs: { base: Measured; measured: Measured }[] = [];
  for (let round = 0; round < rounds; round += 1)
    pairs.push({ base: await baseline(), measured: await call() });
  const of = (pick: (pair: (typeof pairs)[number]) => number) => median(pairs.map(pick));
  return {
    rps: of((pair) => pair.measured.rps),
    p99: of((pair) => pair.measured.p99),
    cpuUs: of((pair) => pair.measured.cpuUs),
    baseRps: of((pair) => pair.base.rps),
    ratio: of((pair) => pair.measured.rps / pair.base.rps),
  };
}

const hello = () => run(ready.barePort, '/hello');
const sql = () => run(ready.barePort, '/client-orders');
const product = (path: string, headers?: Record<string, string>) => () =>
  run(ready.productPort, path, headers);
// Warm both servers (JIT, connection pools) before anything is measured.
await hello();
await product(trpc('payments.config'))();
const rows: [string, 'hello' | 'SQL', Awaited<ReturnType<typeof paired>>][] = [
  ['GET /api/health (SELECT 1)', 'hello', await paired(product('/api/health'), hello)],
  ['payments.config (no database)', 'hello', await paired(product(trpc('payments.config')), hello)],
  [
    'services.list (from memory)',
    'hello',
    await paired(product(trpc('services.list', { lang: 'en' })), hello),
  ],
  ['auth.me (token, user)', 'hello', await paired(product(trpc('auth.me'), auth), hello)],
  ['clientOrders.list', 'SQL', await paired(product(ready.listPath, auth), sql)],
];
const baselineRps = (kind: 'hello' | 'SQL') =>
  rows.filter((row) => row[1] === kind).map((row) => row[2].baseRps.toFixed(0));
console.log(`\nbare Fastify hello, req/s as measured beside each row: ${baselineRps('hello').join(', ')}`);
console.log(`bare Fastify + the list's SQL through pg, req/s: ${baselineRps('SQL').join(', ')}`);
console.log(`(medians of ${rounds} pairs of ${seconds} s at ${connections} connections)\n`);
console.log(
  `${'call'.padEnd(34)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'µs CPU/req'.padStart(11)}  ratio to its baseline`,
);
for (const [label, kind, measured] of rows) {
  console.log(
    `${label.padEnd(34)} ${measured.rps.toFixed(0).padStart(8)} ${String(measured.p99).padStart(7)} ${measured.cpuUs.toFixed(0).padStart(11)}  ${measured.ratio.toFixed(2)}× ${kind}`,
  );
}
const exited = new Promise((resolve) => child.once('exit', resolve));
child.send({ type: 'stop' });
await exited;
