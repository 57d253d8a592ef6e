// `pnpm db:migrate`: applies pending migrations (starting the embedded PostgreSQL if DATABASE_URL is unset).
import { runDatabaseCli } from './run-cli';

await runDatabaseCli('Migration', async (_args, io) => {
  io.out(
    io.applied.length === 0
      ? 'Database is up to date.\n'
      : `Applied ${io.applied.length} migration(s):\n${io.applied.map((name) => `  ${name}\n`).join('')}`,
  );
  return 0;
});
