// Users stored per role and everything that signs them in: refresh tokens, access codes, auto-login links.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS citext;

    CREATE TYPE user_role AS ENUM ('client', 'designer', 'admin');
    CREATE TYPE user_status AS ENUM ('active', 'inactive');
    CREATE TYPE language AS ENUM ('en', 'pl');
    CREATE TYPE currency AS ENUM ('USD', 'EUR', 'PLN');

    -- Keeps updated_at honest whatever code path writes the row.
    CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.updated_at = now();
      RETURN NEW;
    END;
    $$;

    -- One row per (role, e-mail): the same person may be a client and a designer with separate accounts.
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      role user_role NOT NULL,
      email citext NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND position('@' IN email) > 1),
      status user_status NOT NULL DEFAULT 'active',
      approved boolean NOT NULL DEFAULT false,
      approved_at timestamptz,
      display_name text CHECK (length(display_name) <= 100),
      first_name text CHECK (length(first_name) <= 100),
      last_name text CHECK (length(last_name) <= 100),
      phone text CHECK (length(phone) <= 40),
      company text CHECK (length(company) <= 200),
      password_hash text,
      preferred_language language NOT NULL DEFAULT 'en',
      last_login_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT users_role_email_key UNIQUE (role, email),
      -- Target of the (id, role) foreign keys that pin orders.client_id to a client, designer_id to a designer.
      CONSTRAINT users_id_role_key UNIQUE (id, role),
      CONSTRAINT users_staff_password CHECK (role = 'client' OR password_hash IS NOT NULL),
      CONSTRAINT users_approved_at CHECK (approved = (approved_at IS NOT NULL))
    );
    CREATE INDEX users_role_created_idx ON users (role, created_at DESC);
    CREATE TRIGGER users_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION set_updated_at();

    -- Refresh tokens: stored hashed, single use, rotated within a family; reuse revokes the family.
    CREATE TABLE refresh_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      family_id uuid NOT NULL,
      token_hash bytea NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      user_agent text CHECK (length(user_agent) <= 500)
    );
    CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
    CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
    CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);

    -- The client's 6-digit e-mailed code. One row per e-mail: issuing a new code replaces the old one.
    CREATE TABLE access_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email citext NOT NULL UNIQUE,
      code_hash bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      consumed_at timestamptz
    );
    CREATE INDEX access_codes_expires_idx ON access_codes (expires_at);

    -- One-time links exchanged at /auth/auto-login for a normal session.
    CREATE TABLE auto_login_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash bytea NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz
    );
    CREATE INDEX auto_login_tokens_user_idx ON auto_login_tokens (user_id);
    CREATE INDEX auto_login_tokens_expires_idx ON auto_login_tokens (expires_at);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE auto_login_tokens, access_codes, refresh_tokens, users;
    DROP FUNCTION set_updated_at();
    DROP TYPE currency, language, user_status, user_role;
  `.execute(db);
}
