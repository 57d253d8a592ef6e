// contact.send over HTTP on real Postgres: stored with its mails, refused with the SPEC's message and nothing
// stored, limited per address.
import { contactMessageKeys, contactRules, validationMessageKeys } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentJwtSecret } from '../../config';
import { defaultRateLimits } from '../../rate-limit/rate-limit.windows';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  createIdentityTestServer,
  createUser,
  generousRateLimits,
  type IdentityTestServer,
  sessionFor,
  trpc,
  uniqueEmail,
} from '../auth/auth.fixtures';

let testDb: TestDatabase;
let server: IdentityTestServer;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const stored = (email: string) =>
  db().selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
const mailsTo = (to: string) =>
  db()
    .selectFrom('mail_outbox')
    .select(['template', 'subject', 'text', 'language'])
    .where('to_address', '=', to)
    .execute();

describe('contact.send', () => {
  it('stores the message, copies it to every active admin and acknowledges it to the sender in their language', async () => {
    const admin = await createUser(db(), 'admin');
    const inactiveAdmin = await createUser(db(), 'admin', { status: 'inactive' });
    const email = uniqueEmail('contact');
    const message = 'Can you also straighten verticals?\n<b>Thanks</b>';

    const result = await trpc(server, 'contact.send', { email: ` ${email} `, message, language: 'pl' });
    expect(result.status).toBe(200);
    expect(result.body.result?.data).toEqual({ received: true });

    const [row] = await stored(email);
    expect(row).toMatchObject({ email, message, language: 'pl', user_id: null });
    const [copy] = await mailsTo(admin.email);
    expect(copy).toMatchObject({ template: 'contact_message' });
    expect(copy?.text).toContain(message);
    expect(copy?.subject).toContain(email);
    expect(await mailsTo(inactiveAdmin.email)).toHaveLength(0);
    const [ack] = await mailsTo(email);
    expect(ack).toMatchObject({ template: 'contact_acknowledgement', language: 'pl' });
    expect(ack?.text).toContain('2 godzin');
    // The acknowledgement never repeats the message: the form cannot send arbitrary text to any address.
    expect(ack?.text).not.toContain('verticals');
  });

  it('links the message to the signed-in user', async () => {
    const client = await createUser(db(), 'client');
    const { access_token } = await sessionFor(db(), client.id, { jwtSecret: developmentJwtSecret });
    const email = uniqueEmail('signed-in');
    await trpc(server, 'contact.send', { email, message: 'Hello', language: 'en' }, { token: access_token });
    expect((await stored(email))[0]?.user_id).toBe(client.id);
  });

  it.each([
    ['no e-mail', { message: 'Hi', language: 'en' }, contactMessageKeys.fieldsRequired],
    ['an empty e-mail', { email: '  ', message: 'Hi', language: 'en' }, contactMessageKeys.fieldsRequired],
    [
      'an invalid e-mail',
      { email: 'not-an-email', message: 'Hi', language: 'en' },
      validationMessageKeys.emailInvalid,
    ],
    [
      'an empty message',
      { email: 'a@example.com', message: '   ', language: 'en' },
      contactMessageKeys.fieldsRequired,
    ],
    [
      'a message over the limit',
      { email: 'a@example.com', message: 'x'.repeat(contactRules.messageMaxLength + 1), language: 'en' },
      contactMessageKeys.messageTooLong,
    ],
  ])('refuses %s with a translated message and stores nothing', async (_case, input, key) => {
    const before = await db()
      .selectFrom('contact_messages')
      .select(db().fn.countAll().as('n'))
      .executeTakeFirst();
    const result = await trpc(server, 'contact.send', input);
    expect(result.status).toBe(400);
    const issues = (result.body.error?.data.issues ?? []) as { message: string }[];
    expect(issues.map((issue) => issue.message)).toContain(key);
    const after = await db()
      .selectFrom('contact_messages')
      .select(db().fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after?.n).toBe(before?.n);
  });

  it('limits the messages per address (429 with Retry-After)', async () => {
    const limited = createIdentityTestServer(testDb.database, {
      config: { rateLimits: { ...generousRateLimits, contactPerIp: { limit: 2, windowMs: 60_000 } } },
    });
    // The windows are fixed (aligned to the minute): start a second into one, so the three sends share it.
    limited.clock.set(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1000));
    try {
      const send = () =>
        trpc(
          limited,
          'contact.send',
          { email: uniqueEmail('limit'), message: 'Hi', language: 'en' },
          { ip: '203.0.113.7' },
        );
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
    expect(defaultRateLimits.contactPerIp.limit).toBeGreaterThan(0);
  });
});
