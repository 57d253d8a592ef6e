// Migrations on an empty database, tables.ts against the real schema, contracts' enums against Postgres's.
import {
  currencies,
  languages,
  mediaQualities,
  orderStatuses,
  roles,
  serviceCategories,
  userStatuses,
} from '@photoedit/contracts';
import { sql } from 'kysely';
import { NO_MIGRATIONS } from 'kysely/migration';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, createTestDatabase, type TestDatabase } from '../test/database';
import { Database } from './database';
import { migrations } from './migrations';

describe('migrations', () => {
  let empty: TestDatabase;
  beforeAll(async () => {
    empty = await createEmptyTestDatabase();
  });
  afterAll(() => empty.drop());

  it('migrate an empty database up, are then up to date, and go down and up again', async () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{8}T\d{6}-[a-z0-9-]+$/);

    expect(await empty.database.migrateToLatest()).toEqual(names);
    expect(await empty.database.migrateToLatest()).toEqual([]);

    const down = await empty.database.migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM information_schema.tables
      WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'
    `.execute(empty.database.db);
    expect(rows[0]?.count).toBe(0);
    expect(await empty.database.migrateToLatest()).toEqual(names);
  });
});

describe('the schema', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it('has Postgres enums equal to the contracts enums', async () => {
    const { rows } = await sql<{ name: string; labels: string[] }>`
      SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname
    `.execute(testDb.database.db);
    const enums = Object.fromEntries(rows.map((row) => [row.name, row.labels]));
    expect(enums).toMatchObject({
      user_role: [...roles],
      user_status: [...userStatuses],
      order_status: [...orderStatuses],
      service_category: [...serviceCategories],
      // 'listing': the listing-ready variant, made for downloads and never asked for by quality.
      media_quality: [...mediaQualities, 'listing'],
      language: [...languages],
      currency: [...currencies],
    });
  });

  it('enforces the rules the schema owns', async () => {
    const db = testDb.database.db;
    // E-mail is unique per role, case-insensitively; staff need a password, clients do not.
    await db.insertInto('users').values({ role: 'client', email: 'Ann@Example.com' }).execute();
    await expect(
      db.insertInto('users').values({ role: 'client', email: 'ann@example.com' }).execute(),
    ).rejects.toThrow(/users_role_email_key/);
    await expect(
      db.insertInto('users').values({ role: 'designer', email: 'ann@example.com' }).execute(),
    ).rejects.toThrow(/users_staff_password/);
    const designer = await db
      .insertInto('users')
      .values({ role: 'designer', email: 'ann@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'client')
      .executeTakeFirstOrThrow();

    // Order numbers are short and sequential; amounts must add up; roles are pinned by foreign keys.
    const order = {
      currency: 'USD' as const,
      subtotal_minor: 1000,
      total_minor: 1000,
      contact_email: 'a@b.co',
    };
    const first = await db
      .insertInto('orders')
      .values(order)
      .returning('order_number')
      .executeTakeFirstOrThrow();
    const second = await db
      .insertInto('orders')
      .values(order)
      .returning('order_number')
      .executeTakeFirstOrThrow();
    expect(first.order_number).toBeGreaterThanOrEqual(10001);
    expect(second.order_number).toBe(first.order_number + 1);
    await expect(
      db
        .insertInto('orders')
        .values({ ...order, total_minor: 900 })
        .execute(),
    ).rejects.toThrow(/orders_amounts/);
    const paid = { ...order, paid_at: new Date(), payment_status: 'paid' as const };
    await expect(
      db
        .insertInto('orders')
        .values({ ...paid, client_id: designer.id })
        .execute(),
    ).rejects.toThrow(/orders_client_fkey/);
    await expect(
      db
        .insertInto('orders')
        .values({ ...order, designer_id: designer.id })
        .execute(),
    ).rejects.toThrow(/orders_designer_only_when_paid/);
    await db
      .insertInto('orders')
      .values({ ...paid, client_id: client.id, designer_id: designer.id })
      .execute();

    // updated_at follows every update.
    const before = await db
      .selectFrom('users')
      .select('updated_at')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    await sql`SELECT pg_sleep(0.01)`.execute(db);
    await db.updateTable('users').set({ display_name: 'Ann' }).where('id', '=', client.id).execute();
    const after = await db
      .selectFrom('users')
      .select('updated_at')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });

  it('reads bigint as a JS number', async () => {
    const { rows } = await sql<{ n: number }>`SELECT 9007199254740991::int8 AS n`.execute(testDb.database.db);
    expect(rows[0]?.n).toBe(Number.MAX_SAFE_INTEGER);
    await expect(sql`SELECT 9007199254740993::int8 AS n`.execute(testDb.database.db)).rejects.toThrow(/int8/);
  });
});

describe('stopping', () => {
  const shutdownError = () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

  it('a shutdown that closes idle connections while the process stops is quiet; otherwise it is a warning', async () => {
    const warnings: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void warnings.push(line) });
    const database = new Database({ connectionString: 'postgres://127.0.0.1:1/none', logger });
    database.pool.emit('error', shutdownError(), undefined as never);
    expect(warnings.filter((line) => line.includes('"level":40'))).toHaveLength(1);
    database.expectShutdown();
    database.pool.emit('error', shutdownError(), undefined as never);
    database.pool.emit('error', Object.assign(new Error('boom'), { code: 'XX000' }), undefined as never);
    const warned = warnings.filter((line) => line.includes('"level":40'));
    expect(warned).toHaveLength(2);
    expect(warned[1]).toContain('XX000');
    await database.close();
  });
});
