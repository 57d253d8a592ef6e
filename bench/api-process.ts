// The benchmarks' side of api-server.ts: forks it, waits until it listens, and talks to it over IPC
// (`request(type, data)`, ipc.ts).
import { fork } from 'node:child_process';
import { ipcRequester } from './ipc';

/**
 * V8's flags as `npm start` sets them (apps/api's start script, docs/media.md): `gc` exposed (ADR 013), the young
 * generation and the major-GC trigger.
 */
export const startScriptFlags = [
  '--expose-gc',
  '--max-semi-space-size=8',
  '--incremental-marking-soft-trigger=80',
];

/**
 * The environment as `npm start` sets it: one glibc malloc arena, not eight per core, so the native memory image
 * decoding leaves behind is reused rather than kept (MALLOC_ARENA_MAX= to compare), and blocks of 2 MiB and more
 * (decoded pixels) mapped on their own, so they go back to the system when freed (MALLOC_MMAP_THRESHOLD_= to
 * compare; docs/media.md has the measurements).
 */
export const startScriptEnv = (extra: Record<string, string> = {}) => ({
  ...process.env,
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '2097152',
  ...extra,
});

export interface ApiReady {
  type: 'ready';
  port: number;
  concurrency: number;
  rss: number;
}

export async function startApiProcess() {
  const child = fork(new URL('./api-server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx', ...startScriptFlags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: startScriptEnv(),
  });
  let stopping = false;
  child.once('exit', (code) => {
    if (code !== 0 && !stopping) {
      process.stderr.write(`API process exited with ${code}\n`);
      process.exit(1);
    }
  });
  const request = ipcRequester(child);
  const ready = await request<ApiReady>('ready');
  return {
    ready,
    origin: `http://127.0.0.1:${ready.port}`,
    request,
    /** Stops the server, its database and removes its directory. */
    stop: async () => {
      stopping = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}
