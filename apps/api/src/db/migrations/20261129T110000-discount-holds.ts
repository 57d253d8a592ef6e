// One name per idea: a checkout's claim on a use of a discount code is a "hold" in the code, the docs and the
// console, so its table is too (it was discount_reservations).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE discount_reservations RENAME TO discount_holds;
    ALTER INDEX discount_reservations_code_idx RENAME TO discount_holds_code_idx;
    ALTER INDEX discount_reservations_pkey RENAME TO discount_holds_pkey;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER INDEX discount_holds_pkey RENAME TO discount_reservations_pkey;
    ALTER INDEX discount_holds_code_idx RENAME TO discount_reservations_code_idx;
    ALTER TABLE discount_holds RENAME TO discount_reservations;
  `.execute(db);
}
