// A database at scale, written with generate_series (seconds per million rows, not an API call per order):
// 200 designers, 20,000 clients plus one with 10,000 orders, `orders` orders one minute apart over the past, each
// with its draft and one photo (the client's original and, once delivered, the designer's edit). The most recent
// ones are still at work (waiting for a designer, in progress, in review, in revision); 3 % never paid; some were late.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB, Executor } from '../../apps/api/src/db/tables';

export const bigClientEmail = 'client-big@bench.test';
export const busyDesignerEmail = 'designer1@bench.test';

export async function seedScale(pool: Kysely<DB>, orders: number): Promise<void> {
  // One connection throughout: the session setting below holds for it only.
  await pool.connection().execute((db) => seed(db, orders));
}

async function seed(db: Executor, orders: number): Promise<void> {
  // Literals, not parameters: each block is several statements, which only the simple protocol runs.
  const n = sql.lit(orders);
  const big = sql.lit(bigClientEmail);
  // Foreign-key and rollup triggers off while seeding (the rows are consistent by construction); the rollups (the
  // order figures, the contact addresses) are then made once, as their migrations do.
  await sql`SET session_replication_role = replica`.execute(db);
  await sql`SET statement_timeout = 0`.execute(db);
  await timed(db, 'users', usersSql(big));
  await timed(db, 'drafts', draftsSql(n, big));
  await timed(db, 'orders', ordersSql(n, big));
  await timed(db, 'photos', photosSql);
  await timed(db, 'order images', orderImagesSql);
  await timed(db, 'edits', editsSql);
  await timed(db, 'deliveries', deliveriesSql);
  await sql`SET session_replication_role = DEFAULT`.execute(db);
  await timed(db, 'rollup', rollupSql);
  // As autovacuum would have by now: statistics, and the visibility map that index-only scans rely on.
  await timed(db, 'vacuum', sql`VACUUM ANALYZE`);
}

type Literal = RawBuilder<unknown>;

/** Runs one block of statements; SEED_TIMES=1 prints how long it took. */
async function timed(db: Executor, label: string, statements: Literal): Promise<void> {
  const started = performance.now();
  await statements.execute(db);
  if (process.env.SEED_TIMES)
    console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const usersSql = (big: Literal) => sql`
    INSERT INTO users (role, email, password_hash, approved, approved_at, display_name)
    SELECT 'designer', 'designer' || g || '@bench.test', 'x', true, now(), 'Designer ' || g
    FROM generate_series(1, 200) g;
    INSERT INTO users (role, email, first_name)
    SELECT 'client', 'client' || g || '@bench.test', 'Client ' || g FROM generate_series(1, 20000) g;
    INSERT INTO users (role, email, first_name) VALUES ('client', ${big}, 'Big');
`;

const draftsSql = (n: Literal, big: Literal) => sql`
    CREATE TEMP TABLE bench_people AS
    SELECT
      (SELECT array_agg(id ORDER BY email) FROM users WHERE role = 'designer') AS designers,
      (SELECT array_agg(id ORDER BY email) FROM users WHERE role = 'client' AND email <> ${big}) AS clients,
      (SELECT id FROM users WHERE email = ${big}) AS big_client;
    INSERT INTO order_drafts (token_hash, expires_at, created_at)
    SELECT sha256(('draft-' || g)::bytea), now() - (${n} - g + 1) * interval '1 minute' + interval '7 days',
      now() - (${n} - g) * interval '1 minute' - interval '10 minutes'
    FROM generate_series(1, ${n} + 1000) g;
`;

// Every order: g = 1 is the oldest. The newest 2,000 are still at work; 3 % of all never paid.
const ordersSql = (n: Literal, big: Literal) => sql`
    INSERT INTO orders (client_id, designer_id, order_draft_id, status, payment_status, currency, subtotal_minor,
      total_minor, contact_email, contact_first_name, contact_property_address, language, payment_provider,
      payment_intent_id, paid_at, due_at, claimed_at, completed_at, created_at, updated_at)
    SELECT
      CASE WHEN unpaid THEN NULL ELSE client END,
      CASE WHEN unpaid OR waiting THEN NULL ELSE designer END,
      d.id,
      (CASE WHEN unpaid OR waiting THEN 'pending' WHEN recent THEN (ARRAY['in_progress', 'ready_for_review', 'revision_requested', 'pending'])[1 + g % 4] ELSE 'completed' END)::order_status,
      (CASE WHEN unpaid THEN 'awaiting_payment' ELSE 'paid' END)::payment_status,
      'USD', 1000 + g % 5000, 1000 + g % 5000,
      CASE WHEN client_is_big THEN ${big} ELSE 'client' || (1 + g % 20000) || '@bench.test' END,
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
        now() - (${n} - g) * interval '1 minute' AS created,
        g % 33 = 0 AS unpaid,
        g > ${n} - 2000 AS recent,
        g > ${n} - 300 AS waiting,
        g % 100 = 0 AS client_is_big,
        CASE WHEN g % 100 = 0 THEN p.big_client ELSE p.clients[1 + g % 20000] END AS client,
        p.designers[1 + g % 200] AS designer
      FROM generate_series(1, ${n}) g, bench_people p
    ) o
    JOIN order_drafts d ON d.token_hash = sha256(('draft-' || g)::bytea);
`;

// One photo per order: the client's original (uploaded into the order's draft, as the wizard does), and the
// designer's edit (the designer's own upload) once delivered.
const photosSql = sql`
    INSERT INTO media (order_draft_id, format, byte_size, width, height, status, original_filename, created_at)
    SELECT o.order_draft_id, 'jpeg', 8000000, 6000, 4000, 'ready', 'photo-' || o.order_number || '.jpg', o.created_at
    FROM orders o;
`;

const orderImagesSql = sql`
    INSERT INTO order_images (order_id, position, original_media_id, created_at)
    SELECT o.id, 0, m.id, o.created_at
    FROM orders o JOIN media m ON m.original_filename = 'photo-' || o.order_number || '.jpg';
`;

const editsSql = sql`
    INSERT INTO media (owner_user_id, format, byte_size, width, height, status, original_filename, created_at)
    SELECT o.designer_id, 'jpeg', 9000000, 6000, 4000, 'ready', 'edit-' || o.order_number || '.jpg',
      o.created_at + interval '19 hours'
    FROM orders o WHERE o.status = 'completed';
`;

const deliveriesSql = sql`
    UPDATE order_images oi SET edited_media_id = m.id, submitted_at = m.created_at, accepted_at = m.created_at
    FROM orders o, media m
    WHERE o.id = oi.order_id AND o.status = 'completed' AND m.original_filename = 'edit-' || o.order_number || '.jpg';
`;

const rollupSql = sql`
    DO $$ BEGIN
      IF to_regclass('order_figures') IS NOT NULL THEN
        DELETE FROM order_figures;
        INSERT INTO order_figures (status, payment_status, currency, paid_on, orders, total_minor, on_time)
        SELECT status, payment_status, currency, (paid_at AT TIME ZONE 'UTC')::date, count(*), sum(total_minor),
          count(*) FILTER (WHERE status = 'completed' AND completed_at <= due_at)
        FROM orders
        GROUP BY 1, 2, 3, 4;
      END IF;
      IF to_regclass('order_contact_emails') IS NOT NULL THEN
        INSERT INTO order_contact_emails (email) SELECT DISTINCT contact_email FROM orders ON CONFLICT DO NOTHING;
      END IF;
    END $$;
`;
