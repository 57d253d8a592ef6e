// The process frame of `backup` and `restore`: the configuration's DATABASE_URL and media store, pg_dump and
// pg_restore from PG_BIN (or PATH), then the exit code.
import { loadConfigOrExit } from '../config';
import { createStorage } from '../storage';
import type { BackupIo } from './backup.command';

export async function runBackupCli(
  name: string,
  command: (argv: string[], io: BackupIo) => Promise<number>,
): Promise<never> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    process.stderr.write(
      `${name} needs DATABASE_URL (with the embedded PostgreSQL, its address while it runs: ` +
        `postgres://postgres:photoedit@127.0.0.1:${config.embeddedPgPort}/photoedit).\n`,
    );
    process.exit(64);
  }
  const storage = createStorage(config.media.storage);
  let exitCode = 0;
  try {
    exitCode = await command(process.argv.slice(2), {
      databaseUrl: config.databaseUrl,
      storage,
      pgBin: config.pgBin,
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    });
  } catch (error) {
    process.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    exitCode = 1;
  } finally {
    await storage.close();
  }
  process.exit(exitCode);
}
