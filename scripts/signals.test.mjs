// A SIGTERM to the top process reaches the processes its child started (a shell that passes nothing on, as
// pnpm's script runner does), and not a process that left the group (the embedded PostgreSQL).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check) {
  for (let attempt = 0; attempt < 400 && !check(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

test('SIGTERM to a forwarding parent stops the grandchildren in its group, not one that left it', {
  skip: process.platform !== 'linux' && 'reads /proc',
}, async () => {
  // parent (forwards) → sh (passes nothing on) → node (in the group) and node (its own group, as PostgreSQL).
  const dir = mkdtempSync(join(tmpdir(), 'signals-'));
  const grandchild = join(dir, 'grandchild.cjs');
  const spawnDetached = join(dir, 'spawn-detached.cjs');
  writeFileSync(
    grandchild,
    "process.stdout.write(process.argv[2] + '=' + process.pid + '\\n'); setInterval(() => {}, 1000);",
  );
  writeFileSync(
    spawnDetached,
    `require('node:child_process').spawn(process.execPath, [${JSON.stringify(grandchild)}, 'left'], { detached: true, stdio: ['ignore', 'inherit', 'ignore'] }).unref();`,
  );
  const node = `'${process.execPath}'`;
  const shell = `trap '' TERM INT; ${node} '${spawnDetached}'; ${node} '${grandchild}' in`;
  const parent = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
       import { forwardSignals } from ${JSON.stringify(new URL('./signals.mjs', import.meta.url).href)};
       const child = spawn('sh', ['-c', ${JSON.stringify(shell)}], { stdio: ['ignore', 'inherit', 'inherit'] });
       forwardSignals(child);
       child.on('exit', () => process.exit(0));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const pids = new Map();
  parent.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      const [label, pid] = line.split('=');
      pids.set(label, Number(pid));
    }
  });
  assert.ok(await until(() => pids.size === 2), 'both grandchildren started');
  const leftGroup = pids.get('left');
  const inGroup = pids.get('in');
  parent.kill('SIGTERM');
  assert.ok(await until(() => !isAlive(inGroup)), 'the grandchild in the group stopped');
  assert.ok(isAlive(leftGroup), 'the process that left the group was left alone');
  process.kill(leftGroup, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
