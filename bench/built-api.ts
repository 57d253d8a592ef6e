// The built API exactly as `npm start` runs it (apps/api's start script: `node dist/main.js` with its malloc
// settings), on its own embedded PostgreSQL in a temp directory: what ships, rather than the sources under tsx
// (whose compiler and source maps alone add ~40 MiB of resident memory). Run `npm run build` first.
// Memory is read from outside, off Linux's /proc: the resident set and its peak (VmHWM), which `resetPeak` sets
// back to the current size.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const apiDir = new URL('../apps/api/', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The node process below `root` running `script` (the start script runs node under a shell). */
function descendantPid(root: number, script: string): number | undefined {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process has gone
    }
  }
  for (const pid of parents.keys()) {
    let ancestor: number | undefined = pid;
    while (ancestor !== undefined && ancestor > 1 && ancestor !== root) ancestor = parents.get(ancestor);
    if (ancestor !== root) continue;
    try {
      const [command, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (command?.split('/').pop() === 'node' && args.includes(script)) return pid;
    } catch {
      // the process has gone
    }
  }
  return undefined;
}

const statusKiB = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(
    new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN,
  );

/** User + system CPU time of a process, all its threads, in ms. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ is 100 on Linux
}

export async function startBuiltApi(env: Record<string, string> = {}) {
  if (!existsSync(join(apiDir, 'dist/main.js'))) throw new Error('build first: npm run build');
  const dataDir = await mkdtemp(join(tmpdir(), 'photoedit-bench-built-'));
  // Run as root, the embedded PostgreSQL runs as 'postgres', which must be able to enter the directory.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const child: ChildProcess = spawn('pnpm', ['run', '--silent', 'start'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (child.exitCode !== null || attempt > 600) {
      child.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
      throw new Error('the built API did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = descendantPid(child.pid as number, 'dist/main.js');
  if (pid === undefined) throw new Error('cannot find the API process');
  // A benchmark that fails half-way does not leave the server (and its PostgreSQL) running.
  const stopOnExit = () => {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stopOnExit);
  return {
    origin,
    pid,
    /** Resident memory now, in bytes. */
    rss: () => statusKiB(pid, 'VmRSS') * 1024,
    /** The highest resident memory since start or the last resetPeak, in bytes. */
    peakRss: () => statusKiB(pid, 'VmHWM') * 1024,
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    cpuMs: () => processCpuMs(pid),
    /** SIGTERM (the server and its PostgreSQL stop cleanly), then the temp directory goes. */
    stop: async () => {
      process.off('exit', stopOnExit);
      process.kill(pid, 'SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
