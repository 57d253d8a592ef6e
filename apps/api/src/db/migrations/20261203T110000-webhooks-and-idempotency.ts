// Issue 36, second part. Idempotency keys of REST v1 POSTs: the first answer of a key is kept a day and given again
// to the same request (a different request under the same key is refused). Webhooks: a client's endpoints, the
// events raised for its account, and one delivery per event and endpoint, attempted with back-off for a day.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE api_idempotency (
      api_key_id uuid NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
      idempotency_key text NOT NULL,
      fingerprint bytea NOT NULL,
      status_code integer,
      response jsonb,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (api_key_id, idempotency_key)
    );
    CREATE INDEX api_idempotency_created_idx ON api_idempotency (created_at);

    CREATE TABLE webhook_endpoints (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      url text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2048),
      secret text NOT NULL,
      event_types text[] NOT NULL CHECK (cardinality(event_types) >= 1),
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text CHECK (disabled_reason IN ('failing', 'owner')),
      failing_since timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id, created_at);

    CREATE TABLE webhook_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type text NOT NULL,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL
    );

    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      event_id uuid NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
      endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_status integer,
      last_error text,
      last_attempt_at timestamptz,
      next_attempt_at timestamptz,
      created_at timestamptz NOT NULL,
      UNIQUE (event_id, endpoint_id)
    );
    CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
    CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE webhook_deliveries; DROP TABLE webhook_events; DROP TABLE webhook_endpoints; DROP TABLE api_idempotency;`.execute(
    db,
  );
}
