// The npm-only user's commands (node --test scripts/*.test.mjs, part of `npm test`): the bootstrap fetches the
// pinned Node whenever the running one does not satisfy engines, and every `npm run X` the README documents
// exists and goes through the bootstrap, so it works on a machine with only Node and npm.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { satisfies } from './node-version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

test('engines: Node 22.0–22.11 and older are bootstrapped, 22.12+ is used as it is', () => {
  const range = pkg.engines.node;
  assert.equal(range, '>=22.12');
  for (const version of ['18.20.4', '20.20.2', '22.0.0', '22.11.9', 'v22.11.0']) {
    assert.equal(satisfies(version, range), false, version);
  }
  for (const version of ['22.12.0', '22.21.1', '24.21.0', '26.0.0']) {
    assert.equal(satisfies(version, range), true, version);
  }
  assert.throws(() => satisfies('20.1.0', '^18'), /unsupported/, 'a caret range is refused, not guessed');
});

test('engines ranges with several comparators', () => {
  assert.equal(satisfies('22.12.0', '>=22.12 <25'), true);
  assert.equal(satisfies('25.0.0', '>=22.12 <25'), false);
  assert.equal(satisfies('20.19.0', '>=20.19 <21 || >=22.12'), true);
  assert.equal(satisfies('21.0.0', '>=20.19 <21 || >=22.12'), false);
});

test('every `npm run X` of the README is a root script that goes through the bootstrap', () => {
  const documented = [...readme.matchAll(/npm run ([a-z0-9:-]+)/g)].map((match) => match[1]);
  assert.ok(documented.length >= 8, `the README documents the npm commands (${documented.join(', ')})`);
  for (const name of [...new Set(documented)]) {
    const script = pkg.scripts[name];
    assert.ok(script, `package.json has no script "${name}"`);
    assert.match(script, /^node scripts\/toolchain\.mjs /, `"${name}" must go through the bootstrap`);
    const target = script.split(' ')[2];
    assert.ok(pkg.scripts[target], `"${name}" runs "${target}", which does not exist`);
  }
  for (const name of ['start', 'test']) assert.match(pkg.scripts[name], /^node scripts\/toolchain\.mjs /);
});

test('admin:create never echoes its arguments (the password) through pnpm', () => {
  assert.match(pkg.scripts['tool:admin:create'], /^pnpm --silent /);
  const toolchain = readFileSync(join(root, 'scripts', 'toolchain.mjs'), 'utf8');
  assert.match(toolchain, /takesSecrets = new Set\(\['tool:admin:create'\]\)/);
});
