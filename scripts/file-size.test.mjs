// Files and functions that hold one thing: no source file outside tests, fixtures, migrations, translations and
// generated code is over 400 lines, and no function in one is over 120 lines, counted from the line it starts on
// to the line it ends on (node --test, part of `npm test`). Biome's complexity/noExcessiveLinesPerFunction counts
// only some of a body's lines, so a 146-line component passed it; this counts what a reader scrolls through.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const maxLines = 400;
const maxFunctionLines = 120;
const exempt = [
  /\.(test|spec)\.tsx?$/,
  /\.fixtures\.ts$/,
  /\.testing\.ts$/,
  /\/test\//,
  /^e2e\//,
  /\/migrations\//,
  /\/locales\//,
  /\.gen\.ts$/,
  /\.gen\.d\.ts$/,
  /routeTree\.gen\.ts$/,
  /stripe\.fake\.ts$/,
];

const sourceFiles = () =>
  execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !exempt.some((pattern) => pattern.test(file)));

test(`no source file is over ${maxLines} lines`, () => {
  const files = sourceFiles();
  assert.ok(files.length > 100, 'the file list is not empty');
  const long = files
    .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > maxLines);
  assert.deepEqual(long, []);
});

/** Every function-like node (declarations, expressions, arrows, methods) of a Babel AST. */
function* functions(node) {
  if (!node || typeof node.type !== 'string') return;
  if (/Function|Method/.test(node.type) && node.body) yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') yield* functions(child);
    }
  }
}

/** Functions longer than `limit` lines in `source`, as `file:line (N lines)`. */
function longFunctions(file, source, limit) {
  const plugins = ['typescript', ...(file.endsWith('.tsx') ? ['jsx'] : [])];
  const ast = parse(source, { sourceType: 'module', plugins });
  return [...functions(ast.program)]
    .map((node) => ({ line: node.loc.start.line, lines: node.loc.end.line - node.loc.start.line + 1 }))
    .filter(({ lines }) => lines > limit)
    .map(({ line, lines }) => `${file}:${line} (${lines} lines)`);
}

test('the function-length check counts from first to last line, arrows and methods included', () => {
  const body = (count) => Array.from({ length: count - 2 }, (_, index) => `  const v${index} = ${index};`);
  const declared = ['function f() {', ...body(5), '}'].join('\n');
  assert.deepEqual(longFunctions('a.ts', declared, 5), []);
  assert.deepEqual(longFunctions('a.ts', declared, 4), ['a.ts:1 (5 lines)']);
  const arrowInJsx = ['const C = () => {', ...body(4), '  return <div />;', '};'].join('\n');
  assert.deepEqual(longFunctions('c.tsx', arrowInJsx, 4), ['c.tsx:1 (5 lines)']);
  const method = ['const o = {', '  m() {', ...body(3), '  },', '};'].join('\n');
  assert.deepEqual(longFunctions('o.ts', method, 2), ['o.ts:2 (3 lines)']);
});

test(`no function is over ${maxFunctionLines} lines`, () => {
  const long = sourceFiles().flatMap((file) =>
    longFunctions(file, readFileSync(join(root, file), 'utf8'), maxFunctionLines),
  );
  assert.deepEqual(long, []);
});
