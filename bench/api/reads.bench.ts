// Read throughput (prints figures, asserts nothing): requests per second and p99 at 10 connections, each as a
// ratio against a bare Fastify route measured in the same run — "hello" for the routes without database work, and
// for clientOrders.list a route that runs the very SQL the product ran for it, through `pg` alone (the limit of
// that query on this machine).
// Each row also shows the server process's CPU time per request (both servers run in one process; Linux /proc).
// Usage: pnpm --filter @photoedit/bench run bench:reads   (SECONDS_EACH=5, CONNECTIONS=10, CPU_PROF=/tmp/prof)
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

const seconds = Number(process.env.SECONDS_EACH ?? 5);
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

const hello = await run(ready.barePort, '/hello');
const sql = await run(ready.barePort, '/client-orders');
const rows: [string, Awaited<ReturnType<typeof run>>, Awaited<ReturnType<typeof run>>][] = [
  ['GET /api/health (SELECT 1)', await run(ready.productPort, '/api/health'), hello],
  ['payments.config (no database)', await run(ready.productPort, trpc('payments.config')), hello],
  ['services.list (from memory)', await run(ready.productPort, trpc('services.list', { lang: 'en' })), hello],
  ['auth.me (token, user)', await run(ready.productPort, trpc('auth.me'), auth), hello],
  ['clientOrders.list', await run(ready.productPort, ready.listPath, auth), sql],
];
const cpu = (measured: { cpuUs: number }) => measured.cpuUs.toFixed(0).padStart(11);
console.log(
  `\nbare Fastify hello: ${hello.rps.toFixed(0)} req/s, p99 ${hello.p99} ms, ${cpu(hello).trim()} µs CPU`,
);
console.log(
  `bare Fastify + the list's SQL through pg: ${sql.rps.toFixed(0)} req/s, p99 ${sql.p99} ms, ${cpu(sql).trim()} µs CPU\n`,
);
console.log(
  `${'call'.padEnd(34)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'µs CPU/req'.padStart(11)}  ratio to its baseline`,
);
for (const [label, measured, baseline] of rows) {
  console.log(
    `${label.padEnd(34)} ${measured.rps.toFixed(0).padStart(8)} ${String(measured.p99).padStart(7)} ${cpu(measured)}  ${(measured.rps / baseline.rps).toFixed(2)}× ${baseline === hello ? 'hello' : 'SQL'}`,
  );
}
const exited = new Promise((resolve) => child.once('exit', resolve));
child.send({ type: 'stop' });
await exited;
