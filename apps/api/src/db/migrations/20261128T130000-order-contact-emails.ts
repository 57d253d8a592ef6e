// The admin's e-mail search at a million orders (docs/scale.md): a trigram index over a million contact e-mails
// spent 20+ ms reading the posting lists of common trigrams ("cli", "ent", …) for any search. The distinct
// contact addresses are far fewer (one per customer): they are kept in their own table, filled by a trigger,
// searched by trigram there, and the orders are then found by address on orders_contact_email_idx.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE order_contact_emails (email citext PRIMARY KEY);
    CREATE INDEX order_contact_emails_trgm_idx ON order_contact_emails
      USING gin ((lower(email::text)) gin_trgm_ops);
    INSERT INTO order_contact_emails (email) SELECT DISTINCT contact_email FROM orders ON CONFLICT DO NOTHING;
    CREATE FUNCTION remember_order_contact_email() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO order_contact_emails (email) VALUES (NEW.contact_email) ON CONFLICT DO NOTHING;
      RETURN NEW;
    END $$;
    CREATE TRIGGER orders_contact_email_known AFTER INSERT OR UPDATE OF contact_email ON orders
      FOR EACH ROW EXECUTE FUNCTION remember_order_contact_email();
    DROP INDEX orders_contact_email_trgm_idx;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX orders_contact_email_trgm_idx ON orders USING gin ((lower(contact_email::text)) gin_trgm_ops);
    DROP TRIGGER orders_contact_email_known ON orders;
    DROP FUNCTION remember_order_contact_email();
    DROP TABLE order_contact_emails;
  `.execute(db);
}
