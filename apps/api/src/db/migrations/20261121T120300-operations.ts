// Contact messages, the mail outbox, Postgres-backed rate limits, payment events and the seed ledger.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TYPE mail_status AS ENUM ('pending', 'sending', 'sent', 'failed');

    CREATE TABLE contact_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email citext NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
      name text CHECK (length(name) <= 200),
      message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
      language language NOT NULL DEFAULT 'en',
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      handled_at timestamptz
    );
    CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);

    -- Mail is written here in the same transaction as the change that caused it and sent by a job with
    -- retries; without SMTP it stays here for the development mailbox page.
    CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address citext NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
      subject text NOT NULL CHECK (length(subject) <= 300),
      html text NOT NULL,
      text text NOT NULL,
      -- What the mail is, e.g. 'access_code' or 'order_confirmation', for the mailbox page and metrics.
      template text CHECK (length(template) <= 100),
      language language NOT NULL DEFAULT 'en',
      status mail_status NOT NULL DEFAULT 'pending',
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
    CREATE INDEX mail_outbox_to_created_idx ON mail_outbox (to_address, created_at DESC);
    CREATE TRIGGER mail_outbox_updated_at BEFORE UPDATE ON mail_outbox
      FOR EACH ROW EXECUTE FUNCTION set_updated_at();

    -- Fixed-window counters shared by every API node: INSERT ... ON CONFLICT (key, window_start)
    -- DO UPDATE SET count = rate_limit_buckets.count + 1 RETURNING count.
    CREATE TABLE rate_limit_buckets (
      key text NOT NULL CHECK (length(key) <= 300),
      window_start timestamptz NOT NULL,
      count integer NOT NULL DEFAULT 1 CHECK (count >= 0),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (key, window_start)
    );
    CREATE INDEX rate_limit_buckets_expires_idx ON rate_limit_buckets (expires_at);

    -- Each payment provider event is applied once, in the same transaction as its effect.
    CREATE TABLE payment_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider payment_provider NOT NULL,
      provider_event_id text NOT NULL,
      type text NOT NULL,
      order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      applied_at timestamptz,
      CONSTRAINT payment_events_provider_event_key UNIQUE (provider, provider_event_id)
    );
    CREATE INDEX payment_events_order_idx ON payment_events (order_id);

    -- Seeds that ran once (e.g. the initial service catalogue), so later admin edits and deletions stick.
    CREATE TABLE seed_runs (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE seed_runs, payment_events, rate_limit_buckets, mail_outbox, contact_messages;
    DROP TYPE mail_status;
  `.execute(db);
}
