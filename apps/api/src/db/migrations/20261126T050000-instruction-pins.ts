// Instructions pinned on an order photo at order time ([{ x, y, note, done }], see contracts/marks.ts): the
// client's numbered pins, ticked off (`done`) by the designer while working.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE order_images ADD COLUMN instruction_pins jsonb NOT NULL DEFAULT '[]'::jsonb
      CHECK (jsonb_typeof(instruction_pins) = 'array' AND jsonb_array_length(instruction_pins) <= 10)
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE order_images DROP COLUMN instruction_pins`.execute(db);
}
