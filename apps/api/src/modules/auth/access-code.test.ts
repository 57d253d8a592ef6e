import {
  AuthResponse,
  accessCodeMaxAttempts,
  accessCodeTtlMs,
  autoLoginTokenTtlMs,
} from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../rate-limit/rate-limit.windows';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  createIdentityTestServer,
  createUser,
  data,
  type IdentityTestServer,
  trpc,
  uniqueEmail,
} from './auth.fixtures';

let testDb: TestDatabase;
let server: IdentityTestServer;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const request = (email: string, language = 'en') =>
  trpc(server, 'auth.accessCode.request', { email, language });
const verify = (email: string, code: string) => trpc(server, 'auth.accessCode.verify', { email, code });

/** The latest mail to an address (what the client would read). */
async function latestMail(to: string) {
  return testDb.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'html', 'language', 'template'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
const codeIn = (text: string) => /^(\d{6})$/m.exec(text)?.[1] ?? '';
const linkTokenIn = (text: string) => /auto-login\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('access codes', () => {
  it('e-mails a 6-digit code and a sign-in link in the requested language; the code signs the client in once', async () => {
    const client = await createUser(testDb.database.db, 'client');
    expect(data(await request(client.email, 'pl'))).toEqual({ sent: true });
    const mail = await latestMail(client.email);
    expect(mail).toMatchObject({ language: 'pl', template: 'access_code' });
    expect(mail?.subject).toMatch(/kod dostępu/);
    const code = codeIn(mail?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain('http://localhost:3000/auth/auto-login?token=');
    const session = await verify(client.email, code);
    expect(session.status).toBe(200);
    expect(AuthResponse.parse(data(session)).user).toMatchObject({
      role: 'client',
      id: client.id,
      language: 'pl',
    });
    // Replay: spent.
    const replay = await verify(client.email, code);
    expect(replay.status).toBe(401);
    expect(replay.body.error?.data.messageKey).toBe('errors.auth.invalidAccessCode');
  });

  it('answers the same for an unknown e-mail and sends nothing (no enumeration)', async () => {
    const client = await createUser(testDb.database.db, 'client');
    const unknown = uniqueEmail('stranger');
    const known = await request(client.email);
    const stranger = await request(unknown);
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    expect(await latestMail(unknown)).toBeUndefined();
    // Guessing for an unknown e-mail never signs anyone in.
    expect((await verify(unknown, '000000')).status).toBe(401);
  });

  it('only the latest code is valid', async () => {
    const client = await createUser(testDb.database.db, 'client');
    await request(client.email);
    const first = codeIn((await latestMail(client.email))?.text ?? '');
    server.clock.advance(1000);
    await request(client.email);
    const second = codeIn((await latestMail(client.email))?.text ?? '');
    if (first !== second) expect((await verify(client.email, first)).status).toBe(401);
    expect((await verify(client.email, second)).status).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const client = await createUser(testDb.database.db, 'client');
    await request(client.email);
    const code = codeIn((await latestMail(client.email))?.text ?? '');
    server.clock.advance(accessCodeTtlMs + 1);
    expect((await verify(client.email, code)).status).toBe(401);
    server.clock.set(new Date());
  });

  it(`is burned after ${accessCodeMaxAttempts} wrong attempts, even for the right code`, async () => {
    const client = await createUser(testDb.database.db, 'client');
    await request(client.email);
    const code = codeIn((await latestMail(client.email))?.text ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < accessCodeMaxAttempts; i++)
      expect((await verify(client.email, wrong)).status).toBe(401);
    expect((await verify(client.email, code)).status).toBe(401);
  });

  it('a deactivated client gets no mail and cannot sign in', async () => {
    const client = await createUser(testDb.database.db, 'client', { status: 'inactive' });
    expect(data(await request(client.email))).toEqual({ sent: true });
    expect(await latestMail(client.email)).toBeUndefined();
  });

  it('rejects a code that is not 6 digits with the field rule', async () => {
    const response = await verify('a@example.com', '12345');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.error?.data.issues)).toContain('validation.accessCodeFormat');
    const empty = await trpc(server, 'auth.accessCode.request', { email: '', language: 'en' });
    expect(JSON.stringify(empty.body.error?.data.issues)).toContain('validation.emailRequired');
  });
});

describe('auto-login links', () => {
  it('sign the client in once', async () => {
    const client = await createUser(testDb.database.db, 'client');
    await request(client.email);
    const token = linkTokenIn((await latestMail(client.email))?.text ?? '');
    expect(token.length).toBeGreaterThanOrEqual(22);
    const first = await trpc(server, 'auth.autoLogin', { token });
    expect(first.status).toBe(200);
    expect(AuthResponse.parse(data(first)).user.id).toBe(client.id);
    const second = await trpc(server, 'auth.autoLogin', { token });
    expect(second.status).toBe(401);
    expect(second.body.error?.data.messageKey).toBe('errors.auth.invalidAutoLoginLink');
  });

  it('expire', async () => {
    const client = await createUser(testDb.database.db, 'client');
    await request(client.email);
    const token = linkTokenIn((await latestMail(client.email))?.text ?? '');
    server.clock.advance(autoLoginTokenTtlMs + 1);
    expect((await trpc(server, 'auth.autoLogin', { token })).status).toBe(401);
    server.clock.set(new Date());
  });
});

describe('issuance limits', () => {
  it('limits codes per e-mail, then answers RATE_LIMITED with Retry-After', async () => {
    const limited = createIdentityTestServer(testDb.database, { config: { rateLimits: defaultRateLimits } });
    const client = await createUser(testDb.database.db, 'client');
    const limit = defaultRateLimits.accessCodeSendPerEmail.limit;
    for (let i = 0; i < limit; i++) {
      expect(
        (await trpc(limited, 'auth.accessCode.request', { email: client.email, language: 'en' })).status,
      ).toBe(200);
    }
    const over = await trpc(limited, 'auth.accessCode.request', { email: client.email, language: 'en' });
    expect(over.status).toBe(429);
    expect(over.body.error?.data.appCode).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const mails = await testDb.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', client.email)
      .execute();
    expect(mails).toHaveLength(limit);
    await limited.stop();
  });

  it('holds through a single batched tRPC request', async () => {
    const limited = createIdentityTestServer(testDb.database, { config: { rateLimits: defaultRateLimits } });
    const email = uniqueEmail('batch');
    const limit = defaultRateLimits.accessCodeVerifyPerEmail.limit;
    const calls = 10;
    const paths = Array.from({ length: calls }, () => 'auth.accessCode.verify').join(',');
    const input = Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { email, code: '123456' }]));
    let statuses: number[] = [];
    for (let round = 0; round < Math.ceil((limit + 1) / calls); round++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: `/api/trpc/${paths}?batch=1`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(input),
      });
      statuses = statuses.concat(
        (response.json() as { error?: { data: { httpStatus: number } } }[]).map(
          (r) => r.error?.data.httpStatus ?? 200,
        ),
      );
    }
    // The calls of a batch run concurrently: which ones are refused varies, how many does not.
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - limit);
    expect(statuses.length).toBeGreaterThan(limit);
    await limited.stop();
  });
});

describe('rate limits across API nodes', () => {
  it('two servers on one database share the counts', async () => {
    const nodeA = createIdentityTestServer(testDb.database, { config: { rateLimits: defaultRateLimits } });
    const nodeB = createIdentityTestServer(testDb.database, { config: { rateLimits: defaultRateLimits } });
    const email = uniqueEmail('nodes');
    const limit = defaultRateLimits.accessCodeSendPerEmail.limit;
    for (let i = 0; i < limit; i++) {
      const node = i % 2 === 0 ? nodeA : nodeB;
      expect((await trpc(node, 'auth.accessCode.request', { email, language: 'en' })).status).toBe(200);
    }
    expect((await trpc(nodeA, 'auth.accessCode.request', { email, language: 'en' })).status).toBe(429);
    expect((await trpc(nodeB, 'auth.accessCode.request', { email, language: 'en' })).status).toBe(429);
    await nodeA.stop();
    await nodeB.stop();
  });
});
