// One mail pipeline: the database wakes delivery when a transaction that wrote mail commits (NOTIFY on
// mail_outbox), so no caller has to remember to; a rolled-back cause wakes nothing; a lost LISTEN connection is
// re-established; retries that come due are sent by the mail.retry job's pass.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen } from '../../db/listen';
import { freePort } from '../../net';
import { createTestDatabase, silentLogger, type TestDatabase } from '../../test/database';
import { createIdentityTestServer, trpc, uniqueEmail } from '../auth/auth.fixtures';
import { createMailDelivery, deliverDueMail, mailBackoffMs, mailChannel } from './mail.delivery';
import { startSmtp } from './mail.fixtures';
import { enqueueMail } from './mail.outbox';
import { accessCodeMail } from './mail.templates';
import { smtpTransport } from './mail.transport';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const db = () => testDb.database.db;
const mail = async (to: string) => ({
  ...(await accessCodeMail('en', { code: '123456', link: 'http://x' })),
  to,
  language: 'en' as const,
});
const statusOf = async (to: string) =>
  (await db().selectFrom('mail_outbox').select('status').where('to_address', '=', to).executeTakeFirst())
    ?.status;

describe('the outbox wakes delivery', () => {
  it('when the transaction that wrote mail commits, and not when it rolls back', async () => {
    let wakeUps = 0;
    const listening = await listen(testDb.database, mailChannel, () => wakeUps++, silentLogger);
    try {
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await enqueueMail(trx, await mail(uniqueEmail('rolled-back')), new Date());
            throw new Error('the cause failed');
          }),
      ).rejects.toThrow('the cause failed');
      // A committed write after it: once its wake-up has arrived, the rolled-back one would have too.
      await db()
        .transaction()
        .execute(async (trx) => {
          await enqueueMail(trx, await mail(uniqueEmail('first')), new Date());
          await enqueueMail(trx, await mail(uniqueEmail('second')), new Date());
        });
      await vi.waitFor(() => expect(wakeUps).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
      // PostgreSQL folds a transaction's identical notifications into one; the rolled-back one sent none.
      expect(wakeUps).toBe(1);
    } finally {
      await listening.stop();
    }
  });

  it('contact.send (which never wakes anything itself) is delivered over SMTP at once', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    const server = createIdentityTestServer(testDb.database, {
      deps: { mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 5_000 }) },
    });
    await server.start();
    try {
      const email = uniqueEmail('contact');
      const sent = await trpc(server, 'contact.send', {
        email,
        message: 'How long does a twilight edit take?',
        language: 'en',
      });
      expect(sent.status).toBe(200);
      // Well before the retry job's minute: woken by the commit. The SMTP server has the message a moment before
      // delivery records it as sent, so both are waited for.
      await vi.waitFor(
        async () => {
          expect(smtp.received.some((m) => m.to.includes(email))).toBe(true);
          expect(await statusOf(email)).toBe('sent');
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await server.stop();
      await smtp.close();
    }
  });

  it('after its LISTEN connection is cut, delivery listens again and sends what came meanwhile', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    const delivery = createMailDelivery({
      db: db(),
      listenSource: testDb.database,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 5_000 }),
      from: 'PhotoEdit <no-reply@photoedit.test>',
      logger: silentLogger,
      now: () => new Date(),
    });
    await delivery.start();
    try {
      const cut = await sql<{ terminated: boolean }>`
        SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
        WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()
      `.execute(db());
      expect(cut.rows).toEqual([{ terminated: true }]);
      const to = uniqueEmail('after-cut');
      await enqueueMail(db(), await mail(to), new Date());
      await vi.waitFor(async () => expect(await statusOf(to)).toBe('sent'), {
        timeout: 30_000,
        interval: 100,
      });
      expect(smtp.received.some((m) => m.to.includes(to))).toBe(true);
    } finally {
      await delivery.stop();
      await smtp.close();
    }
  });

  it('a retry that has come due is sent by the next pass of the retry job', async () => {
    const port = await freePort();
    let clock = new Date();
    const deps = {
      db: db(),
      listenSource: testDb.database,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 5_000 }),
      from: 'PhotoEdit <no-reply@photoedit.test>',
      logger: silentLogger,
      now: () => clock,
    };
    await db().deleteFrom('mail_outbox').execute();
    const to = uniqueEmail('retried');
    await enqueueMail(db(), await mail(to), clock);
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
    const smtp = await startSmtp(port);
    const delivery = createMailDelivery(deps);
    await delivery.start();
    try {
      clock = new Date(clock.getTime() + mailBackoffMs(1));
      await delivery.run();
      expect(await statusOf(to)).toBe('sent');
      expect(smtp.received.map((m) => m.to)).toEqual([[to]]);
    } finally {
      await delivery.stop();
      await smtp.close();
    }
  });
});
