// Bracketed exposures (issue 32): an optional surcharge per bracket set, set by an admin (default 0), in the
// catalogue's currency; each order image keeps the surcharge it was priced with.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE pricing_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      blend_surcharge_minor integer NOT NULL DEFAULT 0 CHECK (blend_surcharge_minor BETWEEN 0 AND 100000000),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO pricing_settings (id) VALUES (true);
    ALTER TABLE order_images
      ADD COLUMN blend_surcharge_minor integer NOT NULL DEFAULT 0 CHECK (blend_surcharge_minor >= 0);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE order_images DROP COLUMN blend_surcharge_minor;
    DROP TABLE pricing_settings;
  `.execute(db);
}
