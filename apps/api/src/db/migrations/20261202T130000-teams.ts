// Issue 35: teams. A client account becomes an organisation (its owner); the owner adds colleagues by e-mail as
// orderers (they order and see the organisation's orders) or accountants (billing and invoices only). The
// organisation's billing (profile, credit, invoices) is kept under its owner's account; an order placed by a member
// belongs to the organisation and stays with it when the member is removed.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TYPE team_role AS ENUM ('owner', 'orderer', 'accountant');
    CREATE TABLE organisations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
      owner_id uuid NOT NULL UNIQUE REFERENCES users (id),
      created_at timestamptz NOT NULL
    );
    -- A user is in at most one organisation.
    CREATE TABLE organisation_members (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      role team_role NOT NULL,
      added_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX organisation_members_organisation_idx ON organisation_members (organisation_id, created_at);
    CREATE UNIQUE INDEX organisation_members_one_owner_idx ON organisation_members (organisation_id) WHERE role = 'owner';
    ALTER TABLE orders ADD COLUMN organisation_id uuid REFERENCES organisations (id) ON DELETE SET NULL;
    CREATE INDEX orders_organisation_idx ON orders (organisation_id, created_at) WHERE organisation_id IS NOT NULL;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE orders DROP COLUMN organisation_id;
    DROP TABLE organisation_members;
    DROP TABLE organisations;
    DROP TYPE team_role;
  `.execute(db);
}
