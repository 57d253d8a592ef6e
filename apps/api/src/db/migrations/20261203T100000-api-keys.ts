// Issue 36: API keys. A client (or a team, under its owner's account) makes named keys for other software: each is
// shown once (`pe_` and 40 random characters), stored as its SHA-256 with a visible prefix, has scopes (read,
// write), remembers when it was last used, and can be revoked, by its owner or an admin.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      prefix text NOT NULL CHECK (char_length(prefix) BETWEEN 8 AND 16),
      secret_hash bytea NOT NULL UNIQUE,
      can_write boolean NOT NULL,
      created_at timestamptz NOT NULL,
      last_used_at timestamptz,
      revoked_at timestamptz,
      revoked_by uuid REFERENCES users (id) ON DELETE SET NULL
    );
    CREATE INDEX api_keys_account_idx ON api_keys (account_id, created_at);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE api_keys;`.execute(db);
}
