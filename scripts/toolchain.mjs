#!/usr/bin/env node
// Puts the pinned Node and pnpm in place, installs dependencies, then runs a root script with them.
// Runs on any Node >= 18 with npm, so the README's commands work on a machine that has only those.
// Usage: node scripts/toolchain.mjs <root-script> [args...]
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { satisfies } from './node-version.mjs';
import { forwardSignals } from './signals.mjs';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '12.21.0';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
/** What the project needs (package.json engines.node, e.g. ">=22.12"): below it the pinned Node is fetched. */
const enginesNode = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;

function npmInstall(prefix, spec) {
  mkdirSync(prefix, { recursive: true });
  console.log(`[toolchain] installing ${spec} into ${prefix}`);
  execFileSync(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      spec,
    ],
    { stdio: 'inherit' },
  );
}

function nodeBinary() {
  // Not the major alone: Node 22.0–22.11 crashed with ERR_REQUIRE_ESM while engines asks >= 22.12.
  if (satisfies(process.versions.node, enginesNode)) return process.execPath;
  const pkg = `node-${process.platform}-${process.arch === 'x64' ? 'x64' : process.arch}`;
  const prefix = join(toolsDir, `node-${NODE_VERSION}`);
  const bin = join(prefix, 'node_modules', pkg, 'bin', 'node');
  if (!existsSync(bin)) npmInstall(prefix, `${pkg}@${NODE_VERSION}`);
  return bin;
}

function pnpmShim(node) {
  const prefix = join(toolsDir, `pnpm-${PNPM_VERSION}`);
  const cli = join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');
  const cliCjs = join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (!existsSync(cli) && !existsSync(cliCjs)) npmInstall(prefix, `pnpm@${PNPM_VERSION}`);
  const entry = existsSync(cli) ? cli : cliCjs;
  const binDir = join(toolsDir, 'bin');
  mkdirSync(binDir, { recursive: true });
  const shim = join(binDir, 'pnpm');
  writeFileSync(shim, `#!/bin/sh\nexec "${node}" "${entry}" "$@"\n`);
  chmodSync(shim, 0o755);
  // The Node the project runs on, beside pnpm: `export PATH="$PWD/.tools/bin:$PATH"` gives a shell both.
  const nodeLink = join(binDir, 'node');
  try {
    rmSync(nodeLink, { force: true });
    symlinkSync(node, nodeLink);
  } catch (error) {
    console.warn(`[toolchain] could not link ${nodeLink}: ${error.message}`);
  }
  return binDir;
}

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/toolchain.mjs <root-script> [args...]');
  process.exit(2);
}

const node = nodeBinary();
const binDir = pnpmShim(node);
const env = {
  ...process.env,
  PATH: [binDir, dirname(node), process.env.PATH].join(process.platform === 'win32' ? ';' : ':'),
  TURBO_TELEMETRY_DISABLED: '1',
  npm_config_manage_package_manager_versions: 'false',
};

function run(cmdArgs) {
  return new Promise((resolvePromise) => {
    const child = spawn(join(binDir, 'pnpm'), cmdArgs, { cwd: root, env, stdio: 'inherit' });
    forwardSignals(child);
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

const installCode = await run(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
if (installCode !== 0) process.exit(installCode);
// pnpm echoes a script's command line, arguments included: never for a command that takes a password.
const takesSecrets = new Set(['tool:admin:create']);
process.exit(await run([...(takesSecrets.has(script) ? ['--silent'] : []), 'run', script, ...args]));
