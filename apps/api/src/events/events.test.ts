// One mechanism for side effects: an event's reactions are recorded in the transaction of the change, so a
// rollback leaves no live event, no mail and no job, and a commit leaves each of them with its wake-up.
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob, queueJob } from '../jobs/job-definitions';
import { createJobs, type Jobs } from '../jobs/jobs';
import { createUser, uniqueEmail } from '../modules/auth/auth.fixtures';
import { sendMail } from '../modules/mail';
import { liveOrderEvent } from '../modules/orders';
import { createPaidOrder } from '../modules/orders/client/client-orders.fixtures';
import { createTestDatabase, silentLogger, type TestDatabase } from '../test/database';
import { defineEvent, emit } from './events';

let testDb: TestDatabase;
let jobs: Jobs;
let listener: pg.PoolClient;
const notifications: { channel: string; payload: string | undefined }[] = [];

const noticeJob = defineJob({ name: 'test.notice', does: 'notes', payload: z.object({ orderId: z.uuid() }) });
const to = uniqueEmail('events');
const orderNoticed = defineEvent({
  name: 'test.order_noticed',
  when: 'a test says so',
  payload: z.object({ orderId: z.uuid() }),
}).reactions([
  liveOrderEvent('changed', ({ orderId }) => ({ orderIds: [orderId] })),
  sendMail('a notice', async () => [
    { subject: 's', text: 't', html: '<p>t</p>', template: 'test', to, language: 'en' },
  ]),
  queueJob(noticeJob, ({ orderId }) => [{ orderId }]),
]);

beforeAll(async () => {
  testDb = await createTestDatabase();
  jobs = createJobs({ pool: testDb.database.pool, logger: silentLogger });
  jobs.work(noticeJob, async () => {});
  listener = await testDb.database.pool.connect();
  listener.on('notification', (message) =>
    notifications.push({ channel: message.channel, payload: message.payload }),
  );
  await listener.query('LISTEN order_events; LISTEN mail_outbox');
});
afterAll(async () => {
  listener.release();
  await jobs.stop();
  await testDb.drop();
});

const recorded = async (orderId: string) => {
  const db = testDb.database.db;
  const events = await db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).execute();
  const mails = await db.selectFrom('mail_outbox').select('id').where('to_address', '=', to).execute();
  const queued = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job
    WHERE name = ${noticeJob.name} AND data->>'orderId' = ${orderId}`.execute(db);
  return { events, mails: mails.length, jobs: queued.rows[0]?.n ?? 0 };
};

describe('emit', () => {
  it('records nothing when the change rolls back, and wakes nobody', async () => {
    const client = await createUser(testDb.database.db, 'client');
    const { orderId } = await createPaidOrder(testDb.database.db, { clientId: client.id, serviceIds: [] });
    const before = notifications.length;
    await expect(
      testDb.database.db.transaction().execute(async (trx) => {
        await emit({ trx, now: new Date(), jobs }, orderNoticed, { orderId });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await recorded(orderId)).toEqual({ events: [], mails: 0, jobs: 0 });
    // A committed statement after it: its notification is the first one the listener gets.
    await sql`SELECT pg_notify('mail_outbox', 'marker')`.execute(testDb.database.db);
    await vi.waitFor(() =>
      expect(notifications.slice(before)).toEqual([{ channel: 'mail_outbox', payload: 'marker' }]),
    );
  });

  it('records the live event, the mail and the job on commit, with their wake-ups', async () => {
    const client = await createUser(testDb.database.db, 'client');
    const { orderId } = await createPaidOrder(testDb.database.db, { clientId: client.id, serviceIds: [] });
    const before = notifications.length;
    await testDb.database.db
      .transaction()
      .execute((trx) => emit({ trx, now: new Date(), jobs }, orderNoticed, { orderId }));
    const { events, mails, jobs: queued } = await recorded(orderId);
    expect(events).toMatchObject([
      { kind: 'changed', client_id: client.id, designer_id: null, for_designers: true },
    ]);
    expect({ mails, queued }).toEqual({ mails: 1, queued: 1 });
    await vi.waitFor(() =>
      expect(
        notifications
          .slice(before)
          .map((n) => n.channel)
          .sort(),
      ).toEqual(['mail_outbox', 'order_events']),
    );
    expect(notifications.slice(before).find((n) => n.channel === 'order_events')?.payload).toBe(
      String(events[0]?.id),
    );
  });

  it('refuses a payload its schema does not accept, before any reaction', async () => {
    const mailsBefore = (await recorded('00000000-0000-4000-8000-000000000000')).mails;
    await expect(
      testDb.database.db
        .transaction()
        .execute((trx) => emit({ trx, now: new Date(), jobs }, orderNoticed, { orderId: 'not-an-id' })),
    ).rejects.toThrow(/uuid/i);
    expect((await recorded('00000000-0000-4000-8000-000000000000')).mails).toBe(mailsBefore);
  });
});
