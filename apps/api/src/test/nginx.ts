// Debian's nginx in front of test nodes, configured from the operators' guide itself: the `nginx` block of
// docs/deploy.md with its upstream servers, TLS listener and log path swapped for the test's, so a change to the
// documented configuration is what the test runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../net';

export const nginxBinary = '/usr/sbin/nginx';
const deployGuide = new URL('../../../../docs/deploy.md', import.meta.url);

/** The documented configuration with our nodes (`127.0.0.1:port`), a plain listener and a log in `dir`. */
export async function documentedNginxConfig(
  nodes: string[],
  listenPort: number,
  dir: string,
): Promise<string> {
  const guide = await readFile(deployGuide, 'utf8');
  const section = guide.slice(guide.indexOf('## nginx'));
  const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/deploy.md has no nginx block under "## nginx"');
  const upstreamLine = /^(\s*)server\s+\S+:\d+(.*);$/m.exec(block);
  if (!upstreamLine) throw new Error('the documented upstream has no server line');
  const [, indent, options] = upstreamLine;
  const servers = nodes.map((node) => `${indent}server ${node}${options};`).join('\n');
  const lines = block.split('\n').filter((line) => !/^\s*server\s+\S+:\d+.*;$/.test(line));
  const config = lines
    .join('\n')
    .replace(/(upstream \w+ \{\n(?:\s*#.*\n)*)/, `$1${servers}\n`)
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${listenPort};`)
    .replace(/^\s*(http2 on|ssl_certificate|ssl_certificate_key)\b.*\n/gm, '')
    .replace(/access_log \S+/, `access_log ${join(dir, 'access.log')}`);
  return [
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'daemon off;',
    'worker_processes 1;',
    'events { worker_connections 512; }',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${join(dir, kind)};`,
    ),
    config,
    '}',
  ].join('\n');
}

export interface Nginx {
  origin: string;
  /** What nginx logged as errors and warnings (for a failing test's message). */
  errors(): Promise<string>;
  stop(): Promise<void>;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts nginx with the documented configuration in front of `nodes`. */
export async function startNginx(nodes: string[]): Promise<Nginx> {
  const dir = await mkdtemp(join(tmpdir(), 'photoedit-nginx-'));
  await chmod(dir, 0o755); // run as root, nginx's workers are `nobody`
  const port = await freePort();
  const configPath = join(dir, 'nginx.conf');
  await writeFile(configPath, await documentedNginxConfig(nodes, port, dir));
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', configPath],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = async () => `${stderr}${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`;
  for (let attempt = 0; !(await listening(port)); attempt++) {
    if (child.exitCode !== null || attempt > 200) throw new Error(`nginx did not start: ${await errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    errors,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
