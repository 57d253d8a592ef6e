// Dependencies point one way (node --test, part of `npm test`): no import cycle in any app or package (madge,
// type-only imports included), and the boundary rules of biome.json fire — a file reaching into another API
// module at any depth, a web feature importing another feature, a package importing an app. Each rule is proved
// on a probe file in a scratch copy of the configuration, so the repository's tree is never written.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

const sourceRoots = () =>
  ['apps', 'packages'].flatMap((parent) =>
    readdirSync(join(root, parent))
      .map((name) => join(root, parent, name, 'src'))
      .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory()),
  );

const cyclesIn = async (dir) => {
  const graph = await madge(dir, {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/node_modules/, /\.d\.ts$/],
  });
  return graph.circular();
};

test('no import cycles in any app or package', async () => {
  const roots = sourceRoots();
  assert.ok(roots.length >= 8, `found the source folders: ${roots.join(', ')}`);
  for (const dir of roots) assert.deepEqual(await cyclesIn(dir), [], `cycles in ${dir}`);
});

test('the cycle check finds a cycle, type-only imports included', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'photoedit-cycles-'));
  try {
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b: B }\n");
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a: A }\n");
    assert.deepEqual(await cyclesIn(dir), [['a.ts', 'b.ts']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The diagnostics biome.json's rules give `source` at `path`, in a scratch copy of the configuration. */
function lintProbe(path, source) {
  const dir = mkdtempSync(join(tmpdir(), 'photoedit-boundaries-'));
  try {
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    for (const pkg of ['ui', 'web-client']) {
      const nested = JSON.parse(readFileSync(join(root, 'packages', pkg, 'biome.json'), 'utf8'));
      delete nested.$schema;
      mkdirSync(join(dir, 'packages', pkg), { recursive: true });
      writeFileSync(join(dir, 'packages', pkg, 'biome.json'), JSON.stringify(nested));
    }
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
    const out = execFileSync(biome, ['lint', '--reporter=json', path], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(out).diagnostics.map((diagnostic) => diagnostic.category);
  } catch (error) {
    if (typeof error.stdout === 'string' && error.stdout.startsWith('{')) {
      return JSON.parse(error.stdout).diagnostics.map((diagnostic) => diagnostic.category);
    }
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const restricted = 'lint/style/noRestrictedImports';
const probe = (specifier) => `import { x } from '${specifier}';\nexport const y = x;\n`;

test('an API file may not reach into another module at any depth, only through its face', () => {
  const path = 'apps/api/src/rest/probe.ts';
  assert.deepEqual(lintProbe(path, probe('../modules/orders/downloads/downloads.signing')), [restricted]);
  assert.deepEqual(lintProbe(path, probe('../modules/orders/orders.queries')), [restricted]);
  assert.deepEqual(lintProbe(path, probe('../modules/orders')), []);
  const inModule = 'apps/api/src/modules/payments/probe.ts';
  assert.deepEqual(lintProbe(inModule, probe('../orders/client/client-orders.service')), [restricted]);
  assert.deepEqual(lintProbe(inModule, probe('./payments.queries')), []);
});

test('a web feature may not import another feature; shared code is outside features/', () => {
  const path = 'apps/client-web/src/features/wizard/components/Probe.tsx';
  assert.deepEqual(lintProbe(path, probe('../../dashboard/components/RevisionDialog')), [restricted]);
  assert.deepEqual(lintProbe(path, probe('../../../components/pins/PinEditor')), []);
  assert.deepEqual(lintProbe(path, probe('../useOrderWizard')), []);
  const admin = 'apps/admin-web/src/features/orders/Probe.tsx';
  assert.deepEqual(lintProbe(admin, probe('../users/components/UsersPage')), [restricted]);
});

test('a package may not import an app', () => {
  const typesProbe = "import type { AppRouter } from '@photoedit/api/router';\nexport type Y = AppRouter;\n";
  assert.deepEqual(lintProbe('packages/web-client/src/api/probe.ts', typesProbe), [restricted]);
  assert.deepEqual(lintProbe('packages/ui/src/components/probe.ts', typesProbe), [restricted]);
  assert.deepEqual(lintProbe('packages/contracts/src/probe.ts', typesProbe), [restricted]);
  const shared = "import type { AppRouter } from '@photoedit/api-types';\nexport type Y = AppRouter;\n";
  assert.deepEqual(lintProbe('packages/web-client/src/api/probe.ts', shared), []);
});

test('the browser plumbing (web-client) may not import the UI kit that uses it', () => {
  assert.deepEqual(lintProbe('packages/web-client/src/live/probe.ts', probe('@photoedit/ui')), [restricted]);
  assert.deepEqual(lintProbe('packages/ui/src/live/probe.ts', probe('@photoedit/web-client')), []);
});

test('every web feature has its boundary rule in biome.json', () => {
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  const covered = new Set(config.overrides.flatMap((override) => override.includes));
  for (const app of ['client-web', 'designer-web', 'admin-web']) {
    const features = readdirSync(join(root, 'apps', app, 'src/features'));
    for (const feature of features) {
      assert.ok(
        covered.has(`apps/${app}/src/features/${feature}/**`),
        `a rule for ${app}'s feature ${feature}`,
      );
    }
  }
});

// SQL lives in `*.queries.ts`. These files are the exceptions, each because SQL is its whole job: the
// database's own plumbing, a store or outbox, a reaction or job that is one statement, a one-table setting.
const sqlOutsideQueries = new Map([
  ['apps/api/src/db/database.ts', 'the pool, the migrator and the health query'],
  ['apps/api/src/db/keyset.ts', 'the exact list cursors every keyset query shares'],
  ['apps/api/src/db/watermarks.ts', "the scheduled jobs' watermarks table"],
  ['apps/api/src/jobs/job-runs.ts', "each job's last run, across nodes"],
  ['apps/api/src/modules/access/access.predicates.ts', 'the access rules: SQL predicates (ADR 014)'],
  ['apps/api/src/metrics.ts', "PostgreSQL's own figures for /api/metrics"],
  ['apps/api/src/rate-limit/rate-limit.store.ts', 'the rate limits store in PostgreSQL'],
  ['apps/api/src/modules/auth/auth.jobs.ts', 'the identity clean-up: three DELETEs'],
  ['apps/api/src/modules/auth/login-throttle.ts', 'the login failures table and its delay'],
  ['apps/api/src/modules/discounts/discounts.holds.ts', "the checkouts' holds on a code (ADR 004)"],
  ['apps/api/src/modules/mail/mail.delivery.ts', "the outbox's claim and pin statements"],
  ['apps/api/src/modules/mail/mail.outbox.ts', 'the outbox row and its wake-up (ADR 014)'],
  [
    'apps/api/src/modules/orders/live/live.record.ts',
    'the live reaction: the event rows and their wake-up (ADR 014)',
  ],
  ['apps/api/src/modules/orders/orders.turnaround.ts', 'the turnaround tiers table'],
  ['apps/api/src/modules/services/services.seed.ts', "the development catalogue's seed"],
]);

test('SQL is written in *.queries.ts, or in a file of the documented exceptions', () => {
  const writesSql = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(<[^>]*>)?`/;
  const exempt = /\.queries\.ts$|\.(test|fixtures|testing)\.ts$|\/migrations\/|\/test\/|\/cli\/|\.gen\.ts$/;
  const files = execFileSync('git', ['ls-files', 'apps/api/src/*.ts', 'apps/api/src/**/*.ts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !exempt.test(file));
  const withSql = files.filter((file) => writesSql.test(readFileSync(join(root, file), 'utf8')));
  const unexpected = withSql.filter((file) => !sqlOutsideQueries.has(file));
  assert.deepEqual(unexpected, [], 'move the SQL to the module’s *.queries.ts');
  const stale = [...sqlOutsideQueries.keys()].filter((file) => !withSql.includes(file));
  assert.deepEqual(stale, [], 'an exception with no SQL left: remove it from the list');
});
