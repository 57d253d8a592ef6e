// A database at scale, written with generate_series (seconds per million rows, not an API call per order):
// 200 designers, 20,000 clients plus one with 10,000 orders, `orders` orders one minute apart over the past, each
// with its draft and one photo (the client's original and, once delivered, the designer's edit). The most recent
// ones are still at work (waiting for a designer, in progress, in revision); 3 % never paid; some were late.
import { sql } from 'kysely';
import type { Executor } from '../../apps/api/src/db/tables';

export const bigClientEmail = 'client-big@bench.test';
export const busyDesignerEmail = 'designer1@bench.test';

export async function seedScale(db: Executor, orders: number): Promise<void> {
  await sql`
    INSERT INTO users (role, email, password_hash, approved, approved_at, display_name)
    SELECT 'designer', 'designer' || g || '@bench.test', 'x', true, now(), 'Designer ' || g
    FROM generate_series(1, 200) g;
    INSERT INTO users (role, email, first_name)
    SELECT 'client', 'client' || g || '@bench.test', 'Client ' || g FROM generate_series(1, 20000) g;
    INSERT INTO users (role, email, first_name) VALUES ('client', ${bigClientEmail}, 'Big');
  `.execute(db);
  await sql`
    CREATE TEMP TABLE bench_people AS
    SELECT
      (SELECT array_agg(id ORDER BY email) FROM users WHERE role = 'designer') AS designers,
      (SELECT array_agg(id ORDER BY email) FROM users WHERE role = 'client' AND email <> ${bigClientEmail}) AS clients,
      (SELECT id FROM users WHERE email = ${bigClientEmail}) AS big_client;
    INSERT INTO order_drafts (token_hash, expires_at, created_at)
    SELECT sha256(('draft-' || g)::bytea), now() - (${orders} - g + 1) * interval '1 minute' + interval '7 days',
      now() - (${orders} - g) * interval '1 minute' - interval '10 minutes'
    FROM generate_series(1, ${orders} + 1000) g;
  `.execute(db);
  // Every order: g = 1 is the oldest. The newest 2,000 are still at work; 3 % of all never paid.
  await sql`
    INSERT INTO orders (client_id, designer_id, order_draft_id, status, payment_status, currency, subtotal_minor,
      total_minor, contact_email, contact_first_name, contact_property_address, language, payment_provider,
      payment_intent_id, paid_at, due_at, claimed_at, completed_at, created_at, updated_at)
    SELECT
      CASE WHEN unpaid THEN NULL ELSE client END,
      CASE WHEN unpaid OR waiting THEN NULL ELSE designer END,
      d.id,
      (CASE WHEN unpaid OR waiting THEN 'pending' WHEN recent THEN (ARRAY['in_progress', 'in_revision', 'pending'])[1 + g % 3] ELSE 'completed' END)::order_status,
      (CASE WHEN unpaid THEN 'awaiting_payment' ELSE 'paid' END)::payment_status,
      'USD', 1000 + g % 5000, 1000 + g % 5000,
      CASE WHEN client_is_big THEN ${bigClientEmail} ELSE 'client' || (1 + g % 20000) || '@bench.test' END,
      'Client', (g % 900 + 1) || ' Main Street', 'en',
      CASE WHEN unpaid THEN NULL ELSE 'offline'::payment_provider END,
      CASE WHEN unpaid THEN NULL ELSE 'pi_bench_' || g END,
      CASE WHEN unpaid THEN NULL ELSE created + interval '5 minutes' END,
      CASE WHEN unpaid THEN NULL ELSE created + interval '5 minutes' + interval '24 hours' END,
      CASE WHEN unpaid OR waiting THEN NULL ELSE created + interval '1 hour' END,
      CASE WHEN unpaid OR waiting OR recent THEN NULL
        ELSE created + CASE WHEN g % 50 = 0 THEN interval '30 hours' ELSE interval '20 hours' END END,
      created, created
    FROM (
      SELECT g,
        now() - (${orders} - g) * interval '1 minute' AS created,
        g % 33 = 0 AS unpaid,
        g > ${orders} - 2000 AS recent,
        g > ${orders} - 300 AS waiting,
        g % 100 = 0 AS client_is_big,
        CASE WHEN g % 100 = 0 THEN p.big_client ELSE p.clients[1 + g % 20000] END AS client,
        p.designers[1 + g % 200] AS designer
      FROM generate_series(1, ${orders}) g, bench_people p
    ) o
    JOIN order_drafts d ON d.token_hash = sha256(('draft-' || g)::bytea);
  `.execute(db);
  // One photo per order: the client's original, and the designer's edit once delivered.
  await sql`
    INSERT INTO media (owner_user_id, format, byte_size, width, height, status, original_filename, created_at)
    SELECT o.client_id, 'jpeg', 8000000, 6000, 4000, 'ready', 'photo-' || o.order_number || '.jpg', o.created_at
    FROM orders o;
    INSERT INTO order_images (order_id, position, original_media_id, created_at)
    SELECT o.id, 0, m.id, o.created_at
    FROM orders o JOIN media m ON m.original_filename = 'photo-' || o.order_number || '.jpg';
    INSERT INTO media (owner_user_id, format, byte_size, width, height, status, original_filename, created_at)
    SELECT o.designer_id, 'jpeg', 9000000, 6000, 4000, 'ready', 'edit-' || o.order_number || '.jpg',
      o.created_at + interval '19 hours'
    FROM orders o WHERE o.status = 'completed';
    UPDATE order_images oi SET edited_media_id = m.id, submitted_at = m.created_at, accepted_at = m.created_at
    FROM orders o, media m
    WHERE o.id = oi.order_id AND o.status = 'completed' AND m.original_filename = 'edit-' || o.order_number || '.jpg';
    ANALYZE;
  `.execute(db);
}
