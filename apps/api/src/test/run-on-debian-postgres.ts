// `pnpm --filter @photoedit/api run test:pg15`: the API suite again, on Debian's PostgreSQL 15 as a non-superuser
// owner (the first run uses the embedded PostgreSQL 18). Part of `npm test`; installed when missing where the run
// may (root with apt-get, as in CI); skipped with a note on a developer's machine without it, never in CI.
import { spawn } from 'node:child_process';
import { debianBinary } from './debian';
import { debianPostgresBin, startDebianPostgres } from './debian-postgres';

if (!debianBinary('postgresql-15', `${debianPostgresBin}/postgres`)) {
  if (process.env.CI) {
    process.stderr.write(
      'PostgreSQL 15 (Debian postgresql-15) is required in CI and could not be installed\n',
    );
    process.exit(1);
  }
  process.stdout.write(
    'PostgreSQL 15 is not installed (apt-get install postgresql-15): the second run is skipped\n',
  );
  process.exit(0);
}

const server = await startDebianPostgres();
const args = ['exec', 'vitest', 'run', ...process.argv.slice(2)];
const child = spawn('pnpm', args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: server.ownerUrl },
});
const code = await new Promise<number>((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)));
await server.stop();
process.exit(code);
