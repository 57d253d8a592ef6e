// The per-account password throttle through the real login route: guesses spread over many addresses are
// slowed per account, parallel guesses get one turn between them, and the owner is never kept out longer
// than the cap.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createIdentityTestServer, createUser, type IdentityTestServer, testPassword } from './auth.fixtures';
import { delayAfterFailures, loginThrottle } from './login-throttle';

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

const login = (email: string, password: string, ip: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, role: 'designer' },
    remoteAddress: ip,
  });

const accountKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url');

/** Puts the account in the state of `failures` failed guesses, the next one allowed `inMs` from now. */
async function failuresSoFar(email: string, failures: number, inMs: number) {
  const now = server.clock.now();
  await testDb.database.db
    .updateTable('login_failures')
    .set({ failures, last_failed_at: now, next_attempt_at: new Date(now.getTime() + inMs) })
    .where('account_key', '=', accountKey(email))
    .execute();
}

describe('per-account login throttle', () => {
  it('doubles the wait from the sixth failure, capped at a minute', () => {
    expect([0, 4, 5, 6, 7, 10, 11, 50].map(delayAfterFailures)).toEqual([
      0, 0, 1_000, 2_000, 4_000, 32_000, 60_000, 60_000,
    ]);
    expect(loginThrottle.maxDelayMs).toBe(60_000);
  });

  it('counts failures per account across addresses and then answers 429 without checking the password', async () => {
    const owner = await createUser(testDb.database.db, 'designer');
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
    for (const ip of addresses) expect((await login(owner.email, 'wrong guess', ip)).statusCode).toBe(401);
    const row = await testDb.database.db
      .selectFrom('login_failures')
      .select('failures')
      .where('account_key', '=', accountKey(owner.email))
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(addresses.length);

    // Eleven failures: the next guess waits a minute, from any address, even with the right password.
    await failuresSoFar(owner.email, 11, loginThrottle.maxDelayMs);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(owner.email, index === 0 ? testPassword : `guess ${index}`, `198.51.100.${index % 4}`),
      ),
    );
    for (const response of burst) {
      expect(response.statusCode).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }

    // The owner is kept out no longer than the cap: then the right password works and the count is forgotten.
    server.clock.advance(loginThrottle.maxDelayMs + 1_000);
    expect((await login(owner.email, testPassword, '192.0.2.10')).statusCode).toBe(200);
    const forgotten = await testDb.database.db
      .selectFrom('login_failures')
      .select('failures')
      .where('account_key', '=', accountKey(owner.email))
      .executeTakeFirst();
    expect(forgotten).toBeUndefined();
  });

  it('gives parallel guesses from many addresses one turn between them', async () => {
    const owner = await createUser(testDb.database.db, 'designer');
    expect((await login(owner.email, 'first wrong guess', '203.0.113.9')).statusCode).toBe(401);
    // Ten failures so far, the next guess allowed now: one of the burst takes the turn, the rest wait 32 s.
    await failuresSoFar(owner.email, 10, 0);
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        login(owner.email, `guess ${index}`, `198.51.100.${10 + index}`),
      ),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, ...Array(9).fill(429)]);
  });

  it('counts unknown e-mails the same way, so the answers reveal no account', async () => {
    const email = 'nobody.throttle@example.com';
    for (let index = 0; index < 5; index++) {
      expect((await login(email, 'guess', `203.0.113.${20 + index}`)).statusCode).toBe(401);
    }
    await failuresSoFar(email, 11, loginThrottle.maxDelayMs);
    expect((await login(email, 'guess', '203.0.113.30')).statusCode).toBe(429);
  });
});
