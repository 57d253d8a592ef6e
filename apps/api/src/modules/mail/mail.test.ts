import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../net';
import { escapeHtml } from '../../rest/dev';
import { createTestDatabase, silentLogger, type TestDatabase } from '../../test/database';
import { createIdentityTestServer, createUser, trpc } from '../auth/auth.fixtures';
import { deliverDueMail, mailBackoffMs, mailMaxAttempts } from './mail.delivery';
import { startSmtp } from './mail.fixtures';
import { enqueueMail, mailToEach } from './mail.outbox';
import { accessCodeMail } from './mail.templates';
import { smtpTransport } from './mail.transport';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

describe('outbox', () => {
  it('a mail is written in the same transaction as its cause and rolled back with it', async () => {
    const to = 'rollback@example.com';
    await expect(
      testDb.database.db.transaction().execute(async (trx) => {
        await enqueueMail(
          trx,
          { ...(await accessCodeMail('en', { code: '123456', link: 'http://x' })), to, language: 'en' },
          new Date(),
        );
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    const rows = await testDb.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', to)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a mail to many recipients goes to each in their language, rendered once per language', async () => {
    const recipients = [
      { email: 'each-en-1@example.com', preferred_language: 'en' as const },
      { email: 'each-pl@example.com', preferred_language: 'pl' as const },
      { email: 'each-en-2@example.com', preferred_language: 'en' as const },
    ];
    const mailIn = (language: 'en' | 'pl') => accessCodeMail(language, { code: '123456', link: 'http://x' });
    const rendered: string[] = [];
    const rollback = new Error('rolled back: these rows must not reach the delivery tests');
    // In a transaction rolled back at the end, so that the delivery tests below never see these rows.
    const rows = testDb.database.db.transaction().execute(async (trx) => {
      const mails = await mailToEach(recipients, (language) => {
        rendered.push(language);
        return mailIn(language);
      });
      for (const mail of mails) await enqueueMail(trx, mail, new Date());
      const queued = await trx
        .selectFrom('mail_outbox')
        .select(['to_address', 'language', 'subject'])
        .where('to_address', 'like', 'each-%')
        .orderBy('to_address')
        .execute();
      expect(rendered).toEqual(['en', 'pl']);
      expect(queued).toEqual([
        { to_address: 'each-en-1@example.com', language: 'en', subject: (await mailIn('en')).subject },
        { to_address: 'each-en-2@example.com', language: 'en', subject: (await mailIn('en')).subject },
        { to_address: 'each-pl@example.com', language: 'pl', subject: (await mailIn('pl')).subject },
      ]);
      throw rollback;
    });
    await expect(rows).rejects.toBe(rollback);
  });

  it('templates escape what they interpolate', async () => {
    const mail = await accessCodeMail('en', { code: '<b>1</b>', link: 'http://x/?a="1"&b=<2>' });
    expect(mail.html).not.toContain('<b>1</b>');
    expect(mail.html).toContain('http://x/?a=&quot;1&quot;&amp;b=&lt;2&gt;');
    expect(mail.html).toContain('&lt;b&gt;1&lt;/b&gt;');
  });
});

describe('delivery over SMTP', () => {
  it('delivers an access-code mail in the client language, and retries after the server was down', async () => {
    const port = await freePort();
    let clock = new Date();
    const deps = {
      db: testDb.database.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 5_000 }),
      from: 'PhotoEdit <no-reply@photoedit.test>',
      logger: silentLogger,
      now: () => clock,
    };
    // Queue through the product: a client asks for a code in Polish while the mail server is down.
    const server = createIdentityTestServer(testDb.database, { deps: { now: () => clock } });
    const client = await createUser(testDb.database.db, 'client');
    await trpc(server, 'auth.accessCode.request', { email: client.email, language: 'pl' });
    await server.stop();

    const down = await deliverDueMail(deps);
    expect(down).toEqual({ sent: 0, failed: 1 });
    const pending = await testDb.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error', 'next_attempt_at'])
      .where('to_address', '=', client.email)
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.last_error).toBeTruthy();
    expect(pending.next_attempt_at.getTime()).toBe(clock.getTime() + mailBackoffMs(1));

    const smtp = await startSmtp(port);
    try {
      // Not due yet: nothing happens.
      expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });
      clock = new Date(clock.getTime() + mailBackoffMs(1));
      expect(await deliverDueMail(deps)).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const message = smtp.received[0];
      expect(message?.to).toEqual([client.email]);
      expect(message?.raw).toMatch(/Link jest/);
      expect(message?.raw).toContain('auto-login?token=');
      expect(message?.raw).toMatch(/Content-Type: text\/html/);
      const sent = await testDb.database.db
        .selectFrom('mail_outbox')
        .select(['status', 'transport', 'sent_at'])
        .where('to_address', '=', client.email)
        .executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: 'sent', transport: 'smtp' });
    } finally {
      await smtp.close();
      deps.transport.close();
    }
  });

  it(`records a permanent failure after ${mailMaxAttempts} attempts`, async () => {
    let clock = new Date();
    const deps = {
      db: testDb.database.db,
      transport: smtpTransport(`smtp://127.0.0.1:${await freePort()}`, { timeoutMs: 5_000 }),
      from: 'PhotoEdit <no-reply@photoedit.test>',
      logger: silentLogger,
      now: () => clock,
    };
    const to = 'never@example.com';
    await enqueueMail(
      testDb.database.db,
      { ...(await accessCodeMail('en', { code: '1', link: 'x' })), to, language: 'en' },
      clock,
    );
    for (let attempt = 1; attempt <= mailMaxAttempts; attempt++) {
      await deliverDueMail(deps);
      clock = new Date(clock.getTime() + mailBackoffMs(attempt));
    }
    const row = await testDb.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: mailMaxAttempts });
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });
    deps.transport.close();
  });
});

describe('development mailbox', () => {
  it('without SMTP the mail is delivered to the dev mailbox, listed as HTML and JSON, newest first', async () => {
    const server = createIdentityTestServer(testDb.database, {
      config: { devRoutes: true },
    });
    await server.start();
    try {
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/dev/clients',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'mailbox@example.com', language: 'en' }),
      });
      expect(created.statusCode).toBe(201);
      await trpc(server, 'auth.accessCode.request', { email: 'mailbox@example.com', language: 'en' });
      let messages: {
        to: string;
        subject: string;
        text: string;
        status: string;
        transport: string | null;
      }[] = [];
      await vi.waitFor(
        async () => {
          const json = await server.app.inject({
            method: 'GET',
            url: '/api/dev/mailbox?to=mailbox@example.com',
          });
          messages = json.json().messages;
          expect(messages[0]?.status).toBe('sent');
        },
        { timeout: 20_000, interval: 20 },
      );
      expect(messages[0]).toMatchObject({
        to: 'mailbox@example.com',
        status: 'sent',
        transport: 'dev_mailbox',
      });
      expect(messages[0]?.text).toMatch(/^\d{6}$/m);
      for (const url of ['/api/dev/mailbox?to=a%00b', '/dev/mailbox?to=a%00b']) {
        expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
      }
      const page = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('Development mailbox');
      expect(page.body).toContain(escapeHtml(messages[0]?.subject ?? ''));

      const designer = await server.app.inject({
        method: 'POST',
        url: '/api/dev/designers',
        payload: { email: 'dev-designer@example.com', password: 'designer-password-1' },
      });
      expect(designer.statusCode).toBe(201);
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'dev-designer@example.com', password: 'designer-password-1', role: 'designer' },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().user).toMatchObject({ role: 'designer', approved: true });

      const admin = await server.app.inject({
        method: 'POST',
        url: '/api/dev/admins',
        payload: { email: 'dev-admin@example.com', password: 'admin-password-1' },
      });
      expect(admin.statusCode).toBe(201);
      const adminLogin = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'dev-admin@example.com', password: 'admin-password-1', role: 'admin' },
      });
      expect(adminLogin.statusCode, adminLogin.body).toBe(200);
      expect(adminLogin.json().user).toMatchObject({ role: 'admin' });
    } finally {
      await server.stop();
    }
  });

  it('does not exist in production', async () => {
    const server = createIdentityTestServer(testDb.database, { config: { devRoutes: false } });
    for (const url of ['/api/dev/mailbox']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const page = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toContain('Development mailbox');
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/dev/clients', payload: { email: 'a@b.co' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/dev/designers',
          payload: { email: 'a@b.co', password: 'designer-password-1' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/dev/admins',
          payload: { email: 'a@b.co', password: 'admin-password-1' },
        })
      ).statusCode,
    ).toBe(404);
    await server.stop();
  });
});
