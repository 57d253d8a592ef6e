// The process frame of `backup` and `restore`: the configuration's DATABASE_URL and media store, pg_dump and
// pg_restore from PG_BIN (or PATH), then the exit code.
import { loadConfigOrExit } from '../config';
import { createStorage } from '../storage';
import type { BackupIo } from './backup.command';
import { runCli } from './run-cli';

export function runBackupCli(
  name: string,
  command: (argv: string[], io: BackupIo) => Promise<number>,
): Promise<never> {
  const config = loadConfigOrExit();
  const databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    process.stderr.write(
      `${name} needs DATABASE_URL (with the embedded PostgreSQL, its address while it runs: ` +
        `postgres://postgres:photoedit@127.0.0.1:${config.embeddedPgPort}/photoedit).\n`,
    );
    process.exit(64);
  }
  return runCli(
    name,
    async () => {
      const storage = createStorage(config.media.storage);
      const io: BackupIo = {
        databaseUrl,
        storage,
        pgBin: config.pgBin,
        out: (text) => process.stdout.write(text),
        err: (text) => process.stderr.write(text),
      };
      return { io, close: () => storage.close() };
    },
    command,
  );
}
