// Mail that cannot go wrong: a server that greets and then goes silent holds neither the other mail nor the
// queue for long; a mail past its usefulness (an access code past expiry) is never sent; the code is never in
// the subject.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../net';
import { createTestDatabase, silentLogger, type TestDatabase } from '../../test/database';
import { createMailDelivery, deliverDueMail } from './mail.delivery';
import { enqueueMail } from './mail.outbox';
import { accessCodeMail } from './mail.templates';
import { smtpTransport } from './mail.transport';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

/** A real SMTP server that greets every client and goes silent for recipients named hang…@. */
async function startHangingSmtp(port: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    closeTimeout: 1_000,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('hang')) return; // never answers
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const outboxRow = (to: string) =>
  testDb.database.db
    .selectFrom('mail_outbox')
    .select(['status', 'last_error', 'attempts'])
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();

/** An access-code mail to `to`, due now. */
const enqueueCode = async (to: string) =>
  enqueueMail(
    testDb.database.db,
    { ...(await accessCodeMail('en', { code: '123456', link: 'http://x' })), to, language: 'en' },
    new Date(),
  );

/** Delivery through the SMTP server on `port`, four workers, the real clock. */
const deliveryThrough = (port: number, timeoutMs: number) =>
  createMailDelivery({
    db: testDb.database.db,
    transport: smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs }),
    from: 'PhotoEdit <no-reply@photoedit.test>',
    logger: silentLogger,
    now: () => new Date(),
    listenSource: testDb.database,
    concurrency: 4,
  });

describe('a mail server that greets and goes silent', () => {
  it('does not hold the other mail: it is delivered within a minute, and the stuck one is retried later', async () => {
    const port = await freePort();
    const smtp = await startHangingSmtp(port);
    const stuck = `hang.${Date.now()}@example.com`;
    const others = [1, 2, 3].map((index) => `other${index}.${Date.now()}@example.com`);
    for (const to of [stuck, ...others]) await enqueueCode(to);
    // Short here; 20 s by default (SMTP_TIMEOUT_SECONDS), against nodemailer's 10 minutes.
    const delivery = deliveryThrough(port, 2_000);
    try {
      await delivery.start();
      await vi.waitFor(
        async () => {
          for (const to of others) expect((await outboxRow(to)).status).toBe('sent');
        },
        { timeout: 60_000, interval: 100 },
      );
      expect(smtp.received.sort()).toEqual([...others].sort());
      await vi.waitFor(
        async () => {
          const row = await outboxRow(stuck);
          expect(row.status).toBe('pending');
          expect(row.last_error).toMatch(/timeout/i);
        },
        { timeout: 60_000, interval: 100 },
      );
    } finally {
      await delivery.stop();
      await smtp.close();
    }
  });
});

describe('mail written while a server holds a message', () => {
  it('is sent at once, not after the held message times out', async () => {
    await testDb.database.db.deleteFrom('mail_outbox').execute();
    const port = await freePort();
    const smtp = await startHangingSmtp(port);
    const stuck = `hang.later.${Date.now()}@example.com`;
    const fresh = `fresh.${Date.now()}@example.com`;
    // The held message times out after 30 s; the fresh one must be out long before.
    const delivery = deliveryThrough(port, 30_000);
    try {
      await delivery.start();
      await enqueueCode(stuck);
      await vi.waitFor(async () => expect((await outboxRow(stuck)).status).toBe('sending'), {
        timeout: 10_000,
        interval: 50,
      });
      await enqueueCode(fresh);
      await vi.waitFor(async () => expect((await outboxRow(fresh)).status).toBe('sent'), {
        timeout: 15_000,
        interval: 50,
      });
      expect(smtp.received).toEqual([fresh]);
      expect((await outboxRow(stuck)).status).toBe('sending');
    } finally {
      await delivery.stop();
      await smtp.close();
    }
  });
});

describe('mail past its usefulness', () => {
  it('an access code past its expiry is not sent at all; mail still in time is', async () => {
    // This file's database: the stuck mail of the test above would be due again at this test's clock.
    await testDb.database.db.deleteFrom('mail_outbox').execute();
    const port = await freePort();
    const smtp = await startHangingSmtp(port);
    let clock = new Date();
    const late = `late.${Date.now()}@example.com`;
    const inTime = `intime.${Date.now()}@example.com`;
    await enqueueMail(
      testDb.database.db,
      {
        ...(await accessCodeMail('en', { code: '654321', link: 'http://x' })),
        to: late,
        language: 'en',
        expiresAt: new Date(clock.getTime() + 10 * 60_000),
      },
      clock,
    );
    clock = new Date(clock.getTime() + 11 * 60_000);
    await enqueueMail(
      testDb.database.db,
      {
        ...(await accessCodeMail('en', { code: '111111', link: 'http://x' })),
        to: inTime,
        language: 'en',
        expiresAt: new Date(clock.getTime() + 10 * 60_000),
      },
      clock,
    );
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 5_000 });
    try {
      const result = await deliverDueMail({
        db: testDb.database.db,
        transport,
        from: 'PhotoEdit <no-reply@photoedit.test>',
        logger: silentLogger,
        now: () => clock,
      });
      expect(result).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toEqual([inTime]);
      expect(await outboxRow(late)).toMatchObject({ status: 'failed', attempts: 0 });
      expect((await outboxRow(late)).last_error).toMatch(/expired/);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe('subjects', () => {
  it('never carry the access code; the body does', async () => {
    for (const language of ['en', 'pl'] as const) {
      const mail = await accessCodeMail(language, { code: '482913', link: 'http://x' });
      expect(mail.subject).not.toMatch(/\d{6}/);
      expect(mail.text).toContain('482913');
      expect(mail.html).toContain('482913');
    }
  });
});
