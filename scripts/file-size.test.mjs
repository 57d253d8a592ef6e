// Files that hold one thing: no source file outside tests, fixtures, migrations, translations and generated
// code is over 400 lines (node --test, part of `npm test`). Functions over 120 lines are Biome's
// complexity/noExcessiveLinesPerFunction.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const maxLines = 400;
const exempt = [
  /\.(test|spec)\.tsx?$/,
  /\.fixtures\.ts$/,
  /\.testing\.ts$/,
  /\/test\//,
  /^e2e\//,
  /\/migrations\//,
  /\/locales\//,
  /\.gen\.ts$/,
  /routeTree\.gen\.ts$/,
  /stripe\.fake\.ts$/,
];

test(`no source file is over ${maxLines} lines`, () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !exempt.some((pattern) => pattern.test(file)));
  assert.ok(files.length > 100, 'the file list is not empty');
  const long = files
    .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > maxLines);
  assert.deepEqual(long, []);
});
