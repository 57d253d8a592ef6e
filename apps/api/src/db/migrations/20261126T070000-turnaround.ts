// Turnaround tiers: Standard (24 h, the catalogue price), Express (12 h, +50 %) and Economy (48 h, −20 %). The
// admin sets whether Express and Economy are offered and their percentage; each order keeps what it was sold with.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE turnaround_tiers (
      tier text PRIMARY KEY CHECK (tier IN ('express', 'standard', 'economy')),
      hours integer NOT NULL CHECK (hours > 0),
      percent integer NOT NULL CHECK (percent BETWEEN 10 AND 300),
      available boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO turnaround_tiers (tier, hours, percent) VALUES
      ('express', 12, 150), ('standard', 24, 100), ('economy', 48, 80);
    ALTER TABLE orders
      ADD COLUMN turnaround text NOT NULL DEFAULT 'standard'
        CHECK (turnaround IN ('express', 'standard', 'economy')),
      ADD COLUMN turnaround_hours integer NOT NULL DEFAULT 24 CHECK (turnaround_hours > 0),
      ADD COLUMN turnaround_minor integer NOT NULL DEFAULT 0;
    -- The total now includes the turnaround's change to the services' subtotal, before the discount.
    ALTER TABLE orders DROP CONSTRAINT orders_amounts;
    ALTER TABLE orders ADD CONSTRAINT orders_amounts CHECK (
      discount_minor <= subtotal_minor + turnaround_minor
      AND total_minor = subtotal_minor + turnaround_minor - discount_minor
    );
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE orders DROP CONSTRAINT orders_amounts;
    ALTER TABLE orders DROP COLUMN turnaround, DROP COLUMN turnaround_hours, DROP COLUMN turnaround_minor;
    ALTER TABLE orders ADD CONSTRAINT orders_amounts
      CHECK (discount_minor <= subtotal_minor AND total_minor = subtotal_minor - discount_minor);
    DROP TABLE turnaround_tiers;
  `.execute(db);
}
