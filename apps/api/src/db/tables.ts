// The Kysely types of the database, generated from the migrated schema by kysely-codegen (schema.gen.ts;
// `npm run db:types` after a migration, checked by schema.gen.test.ts). Column names are the database's own
// (snake_case); queries map them to the contracts' camelCase views.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.gen';

export type { JsonValue } from './json-value';
export type { DB, MediaFormat, MediaQuality as StoredQuality, Timestamp } from './schema.gen';

/** Where a query runs: the pool, or the transaction it must be part of. */
export type Executor = Kysely<DB> | Transaction<DB>;
