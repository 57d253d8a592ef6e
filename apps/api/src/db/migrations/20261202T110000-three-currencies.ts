// Issue 35: price lists in USD, EUR and PLN. A service is priced in each currency (service_prices; services keeps
// its own currency's price as before), the blending surcharge too (blend_surcharges), and the admin names the
// default currency of the wizard (Polish visitors start in PLN). The prices in the other currencies start from the
// existing ones at round rates (1 USD = 0.92 EUR = 4 PLN, to 0.10), for an admin to set.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TEMPORARY TABLE per_usd (currency currency PRIMARY KEY, rate numeric NOT NULL) ON COMMIT DROP;
    INSERT INTO per_usd VALUES ('USD', 1), ('EUR', 0.92), ('PLN', 4);

    CREATE TABLE service_prices (
      service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
      currency currency NOT NULL,
      price_minor integer NOT NULL CHECK (price_minor BETWEEN 0 AND 100000000),
      PRIMARY KEY (service_id, currency)
    );
    INSERT INTO service_prices (service_id, currency, price_minor)
      SELECT s.id, c.currency,
        CASE WHEN c.currency = s.currency THEN s.price_minor
          ELSE (round(s.price_minor / own.rate * c.rate / 10) * 10)::integer END
      FROM services s
      JOIN per_usd own ON own.currency = s.currency
      CROSS JOIN per_usd c;

    CREATE TABLE blend_surcharges (
      currency currency PRIMARY KEY,
      surcharge_minor integer NOT NULL CHECK (surcharge_minor BETWEEN 0 AND 100000000),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO blend_surcharges (currency, surcharge_minor)
      SELECT c.currency, (round(p.blend_surcharge_minor * c.rate / 10) * 10)::integer
      FROM pricing_settings p CROSS JOIN per_usd c;
    ALTER TABLE pricing_settings DROP COLUMN blend_surcharge_minor;
    ALTER TABLE pricing_settings ADD COLUMN default_currency currency NOT NULL DEFAULT 'USD';
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE pricing_settings DROP COLUMN default_currency;
    ALTER TABLE pricing_settings
      ADD COLUMN blend_surcharge_minor integer NOT NULL DEFAULT 0 CHECK (blend_surcharge_minor BETWEEN 0 AND 100000000);
    UPDATE pricing_settings SET blend_surcharge_minor =
      coalesce((SELECT surcharge_minor FROM blend_surcharges WHERE currency = 'USD'), 0);
    DROP TABLE blend_surcharges;
    DROP TABLE service_prices;
  `.execute(db);
}
