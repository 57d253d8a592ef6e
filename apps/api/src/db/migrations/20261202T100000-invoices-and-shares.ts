// Issue 35: who the client bills to (billing_profiles, and the buyer given at checkout on orders.billing), the
// invoices and correcting invoices (numbered per kind and calendar year by invoice_counters, whose row the paying
// transaction locks: no gap, no duplicate), mail attachments (resolved when the mail is sent), and share links.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TYPE billing_party AS ENUM ('person', 'company');
    CREATE TABLE billing_profiles (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      party billing_party NOT NULL,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
      street text NOT NULL CHECK (char_length(street) <= 200),
      postal_code text NOT NULL CHECK (char_length(postal_code) <= 20),
      city text NOT NULL CHECK (char_length(city) <= 100),
      country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      vat_id text CHECK (char_length(vat_id) BETWEEN 2 AND 30),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- The buyer as given at checkout (a billing profile's shape); NULL: the contact details, a private person.
    ALTER TABLE orders ADD COLUMN billing jsonb;

    CREATE TYPE invoice_kind AS ENUM ('invoice', 'correction');
    CREATE TABLE invoice_counters (
      kind invoice_kind NOT NULL,
      year smallint NOT NULL,
      last_number integer NOT NULL CHECK (last_number > 0),
      PRIMARY KEY (kind, year)
    );
    CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind invoice_kind NOT NULL,
      year smallint NOT NULL,
      sequence integer NOT NULL CHECK (sequence > 0),
      number text NOT NULL UNIQUE,
      -- Kept when an order is deleted: an issued invoice stays in the books.
      order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
      order_number integer NOT NULL,
      refund_id uuid UNIQUE REFERENCES order_refunds (id) ON DELETE SET NULL,
      corrects_id uuid REFERENCES invoices (id),
      client_id uuid REFERENCES users (id) ON DELETE SET NULL,
      language language NOT NULL,
      currency currency NOT NULL,
      net_minor integer NOT NULL,
      vat_minor integer NOT NULL,
      gross_minor integer NOT NULL CHECK (gross_minor = net_minor + vat_minor),
      issued_at timestamptz NOT NULL,
      -- Everything the PDF shows, frozen at issue: seller, buyer, lines, VAT treatment.
      document jsonb NOT NULL,
      UNIQUE (kind, year, sequence),
      CHECK ((kind = 'invoice') = (corrects_id IS NULL))
    );
    CREATE UNIQUE INDEX invoices_one_per_order_idx ON invoices (order_id) WHERE kind = 'invoice';
    CREATE INDEX invoices_issued_idx ON invoices (issued_at, number);
    CREATE INDEX invoices_client_idx ON invoices (client_id, issued_at);

    -- What a mail carries besides its text, resolved when it is sent: [{"kind": "invoice", "id": "…"}].
    ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';

    CREATE TABLE order_shares (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      -- SHA-256 of the link's secret; the secret itself is shown once, in the link.
      token_hash bytea NOT NULL UNIQUE,
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
      revoked_at timestamptz
    );
    CREATE INDEX order_shares_order_idx ON order_shares (order_id, created_at);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE order_shares;
    ALTER TABLE mail_outbox DROP COLUMN attachments;
    DROP TABLE invoices;
    DROP TABLE invoice_counters;
    DROP TYPE invoice_kind;
    ALTER TABLE orders DROP COLUMN billing;
    DROP TABLE billing_profiles;
    DROP TYPE billing_party;
  `.execute(db);
}
