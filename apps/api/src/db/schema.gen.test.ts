import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { renderSchema, schemaFile } from './schema-codegen';

describe('schema.gen.ts', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it('is what kysely-codegen makes of the migrated database (run `npm run db:types` when it is not)', async () => {
    const current = await readFile(schemaFile, 'utf8');
    expect(current).toBe(await renderSchema(testDb.database.db));
  });
});
