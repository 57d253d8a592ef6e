// At a million orders (prints figures, asserts nothing): p50/p95 of the list and dashboard calls each role makes,
// through the real server (tRPC, authentication, SQL), and how long each background job's run takes — the first
// one after seeding (a backlog) and the next (steady state).
// Usage: pnpm --filter @photoedit/bench run bench:scale   (ORDERS=200000 for a quicker run, RUNS=, EXPLAIN=1)
import { sql } from 'kysely';
import { sessionFor } from '../../apps/api/src/modules/auth/auth.fixtures';
import { createMediaModule } from '../../apps/api/src/modules/media';
import { deleteAbandonedUnpaidOrders } from '../../apps/api/src/modules/orders';
import { buildServer } from '../../apps/api/src/server';
import { startBenchDatabase } from '../bench-database';
import { bigClientEmail, busyDesignerEmail, seedScale } from './seed-scale';

const orders = Number(process.env.ORDERS ?? 1_000_000);
// 200 calls each: with 40, the p95 is the second-slowest call, which one garbage collection decides.
const runs = Number(process.env.RUNS ?? 200);
const bench = await startBenchDatabase('scale', ['-c', 'shared_buffers=256MB']);
const { database, config, logger } = bench;
const { db } = database;
const userIdOf = async (email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

try {
  let started = performance.now();
  await seedScale(db, orders);
  console.log(
    `seeded ${orders.toLocaleString('en')} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const server = buildServer({ config, database, logger });
  const tokenOf = async (email: string) => (await sessionFor(db, await userIdOf(email), config)).access_token;
  await db
    .insertInto('users')
    .values({ role: 'admin', email: 'admin@bench.test', password_hash: 'x' })
    .execute();
  const tokens = {
    admin: await tokenOf('admin@bench.test'),
    client: await tokenOf(bigClientEmail),
    designer: await tokenOf(busyDesignerEmail),
  };

  const call = async (token: string, path: string, input?: unknown) => {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/trpc/${path}${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200)
      throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.body.length;
  };
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

  const calls: [string, string, string, unknown][] = [
    ['admin: orders, first page', tokens.admin, 'admin.orders.list', {}],
    ['admin: orders, completed', tokens.admin, 'admin.orders.list', { status: 'completed' }],
    ['admin: orders, e-mail search (a match)', tokens.admin, 'admin.orders.list', { search: 'client1234@' }],
    ['admin: orders, e-mail search (none)', tokens.admin, 'admin.orders.list', { search: 'nobody-here' }],
    ['admin: users, search', tokens.admin, 'admin.users.list', { search: 'client777' }],
    ['admin: dashboard (admin.stats)', tokens.admin, 'admin.stats', undefined],
    ['client (10,000 orders): list', tokens.client, 'clientOrders.list', {}],
    ['client (10,000 orders): stats', tokens.client, 'clientOrders.stats', undefined],
    ['designer: available', tokens.designer, 'designer.orders.available', {}],
    ['designer (5,000 orders): mine', tokens.designer, 'designer.orders.mine', {}],
  ];
  console.log(
    `\n${'call'.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'answer KB'.padStart(10)}`,
  );
  for (const [label, token, path, input] of calls) {
    let bytes = 0;
    for (let i = 0; i < 3; i++) bytes = await call(token, path, input);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await call(token, path, input);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(42)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${percentile(times, 0.95).toFixed(1).padStart(8)} ${(bytes / 1024).toFixed(1).padStart(10)}`,
    );
  }

  if (process.env.EXPLAIN) await printPlans();

  const media = createMediaModule({ db, config: config.media, now: () => new Date(), log: logger });
  const jobs: [string, () => Promise<unknown>][] = [
    ['media.cleanup', () => media.service.deleteAbandonedDrafts()],
    ['orders.cleanup', () => deleteAbandonedUnpaidOrders({ db, now: () => new Date() })],
  ];
  console.log(`\n${'job'.padEnd(20)} ${'first run s'.padStart(12)} ${'next run s'.padStart(12)}`);
  for (const [name, run] of jobs) {
    const seconds: string[] = [];
    for (let i = 0; i < 2; i++) {
      started = performance.now();
      try {
        await run();
        seconds.push(((performance.now() - started) / 1000).toFixed(2));
      } catch (error) {
        // A run cut off by the 30 s statement timeout says so rather than ending the bench.
        seconds.push(
          `failed after ${((performance.now() - started) / 1000).toFixed(0)} s: ${(error as Error).message}`,
        );
      }
    }
    console.log(`${name.padEnd(20)} ${seconds[0]?.padStart(12)} ${seconds[1]?.padStart(12)}`);
  }
  await media.storage.close();
  await server.stop();
} finally {
  await bench.stop();
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements behind the slow calls of the issue, as the server sends them. */
async function printPlans() {
  const designerId = await userIdOf(busyDesignerEmail);
  const clientId = await userIdOf(bigClientEmail);
  const plans: [string, string][] = [
    [
      'e-mail search, a match (the addresses, then their orders)',
      `SELECT id FROM orders o WHERE payment_status = 'paid' AND o.contact_email IN (
         SELECT email FROM order_contact_emails WHERE lower(email::text) LIKE '%client1234@%' LIMIT 1001)
       ORDER BY created_at DESC, id DESC LIMIT 26`,
    ],
    [
      'user search',
      `SELECT id FROM users WHERE lower(email::text || ' ' || coalesce(first_name, '') || ' ' ||
         coalesce(last_name, '') || ' ' || coalesce(display_name, '')) LIKE '%client777%'
       ORDER BY created_at DESC, id DESC LIMIT 26`,
    ],
    [
      'dashboard: paid orders by status',
      `SELECT status, sum(orders) FROM order_figures WHERE payment_status = 'paid' GROUP BY status`,
    ],
    [
      'dashboard: orders at work',
      `SELECT count(*) FILTER (WHERE designer_id IS NULL), count(*) FILTER (WHERE due_at < now()) FROM orders
       WHERE payment_status = 'paid' AND status <> 'completed'`,
    ],
    [
      'client list, first page',
      `SELECT id FROM orders WHERE client_id = '${clientId}' AND payment_status IN ('paid', 'refunded')
       AND paid_at IS NOT NULL ORDER BY paid_at DESC, id DESC LIMIT 20`,
    ],
    [
      'designer: available',
      `SELECT id FROM orders o WHERE payment_status = 'paid' AND paid_at IS NOT NULL AND designer_id IS NULL
       AND status = 'pending' ORDER BY due_at, order_number LIMIT 50`,
    ],
    [
      'designer: mine, completed page',
      `SELECT id FROM orders o WHERE designer_id = '${designerId}' AND paid_at IS NOT NULL AND status = 'completed'
       ORDER BY completed_at DESC, id DESC LIMIT 21`,
    ],
    [
      'media.cleanup: abandoned drafts',
      `SELECT d.id FROM order_drafts d WHERE d.expires_at <= now() AND d.expires_at > now() - interval '7 days'
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_draft_id = d.id) ORDER BY d.expires_at LIMIT 100`,
    ],
    [
      'media.cleanup: unowned uploads nothing holds',
      `SELECT m.id FROM media m WHERE m.order_draft_id IS NULL AND m.owner_user_id IS NULL
       AND m.created_at < now() - interval '24 hours'
       AND NOT EXISTS (SELECT 1 FROM order_images oi WHERE oi.original_media_id = m.id OR oi.edited_media_id = m.id
         OR oi.revised_media_id = m.id)
       LIMIT 100`,
    ],
    [
      "media.cleanup: users' uploads past retention since the last run (30 minutes)",
      `SELECT m.id FROM media m WHERE m.order_draft_id IS NULL AND m.owner_user_id IS NOT NULL
       AND m.created_at >= now() - interval '7 days 30 minutes' AND m.created_at < now() - interval '7 days'
       AND NOT EXISTS (SELECT 1 FROM order_images oi WHERE oi.original_media_id = m.id OR oi.edited_media_id = m.id
         OR oi.revised_media_id = m.id)
       LIMIT 100`,
    ],
    [
      'orders.cleanup: unpaid past retention',
      `SELECT id FROM orders WHERE paid_at IS NULL AND payment_status <> 'paid' AND created_at < now() - interval '7 days'`,
    ],
  ];
  for (const [label, statement] of plans) {
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql.raw(statement)}`.execute(db);
    console.log(`\n-- ${label}`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
}
