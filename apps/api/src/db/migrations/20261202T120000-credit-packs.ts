// Issue 35: prepaid credit. An admin offers packs (a price in one currency and a bonus on top); a client buys one
// by card (credit_purchases), and the credit (price + bonus) joins the one ledger as a 'purchase' row, spent at
// checkout before the card like any other credit. Each purchase has its own invoice (no order number).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TYPE credit_kind ADD VALUE IF NOT EXISTS 'purchase'`.execute(db);
  await sql`
    CREATE TABLE credit_packs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      currency currency NOT NULL,
      price_minor integer NOT NULL CHECK (price_minor BETWEEN 200 AND 100000000),
      bonus_minor integer NOT NULL DEFAULT 0 CHECK (bonus_minor BETWEEN 0 AND 100000000),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE credit_purchases (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      client_id uuid NOT NULL REFERENCES users (id),
      pack_id uuid REFERENCES credit_packs (id) ON DELETE SET NULL,
      currency currency NOT NULL,
      price_minor integer NOT NULL CHECK (price_minor > 0),
      credit_minor integer NOT NULL CHECK (credit_minor >= price_minor),
      language language NOT NULL,
      payment_provider payment_provider,
      payment_intent_id text,
      paid_at timestamptz,
      created_at timestamptz NOT NULL,
      UNIQUE (payment_provider, payment_intent_id)
    );
    CREATE INDEX credit_purchases_client_idx ON credit_purchases (client_id, created_at);
    -- One ledger row per paid purchase.
    ALTER TABLE credit_ledger ADD COLUMN purchase_id uuid UNIQUE REFERENCES credit_purchases (id);
    ALTER TABLE invoices
      ALTER COLUMN order_number DROP NOT NULL,
      ADD COLUMN purchase_id uuid UNIQUE REFERENCES credit_purchases (id),
      ADD CONSTRAINT invoices_of_an_order_or_purchase CHECK (order_number IS NOT NULL OR purchase_id IS NOT NULL);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DELETE FROM invoices WHERE purchase_id IS NOT NULL;
    ALTER TABLE invoices DROP CONSTRAINT invoices_of_an_order_or_purchase, DROP COLUMN purchase_id,
      ALTER COLUMN order_number SET NOT NULL;
    DELETE FROM credit_ledger WHERE purchase_id IS NOT NULL;
    ALTER TABLE credit_ledger DROP COLUMN purchase_id;
    DROP TABLE credit_purchases;
    DROP TABLE credit_packs;
  `.execute(db);
}
