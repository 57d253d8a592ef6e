import { createHash, createHmac } from 'node:crypto';
import { AuthResponse, accessTokenTtlSeconds, RefreshResponse } from '@photoedit/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentJwtSecret } from '../../config';
import { defaultRateLimits } from '../../rate-limit/rate-limit.windows';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  createIdentityTestServer,
  createUser,
  data,
  type IdentityTestServer,
  rest,
  sessionFor,
  testPassword,
  trpc,
  uniqueEmail,
} from './auth.fixtures';
import { refreshReuseGraceMs } from './auth.service';

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

const registration = (email = uniqueEmail('designer')) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'ada',
  email,
  password: 'a long password',
  language: 'pl',
});

const me = (token?: string) =>
  trpc(server, 'auth.me', undefined, { type: 'query', ...(token ? { token } : {}) });

describe('register and login', () => {
  it('REST: registers a designer (201), signed in, awaiting approval', async () => {
    const response = await rest(server, '/api/auth/register', registration());
    expect(response.status).toBe(201);
    const body = AuthResponse.parse(response.body);
    expect(body.user).toMatchObject({ role: 'designer', approved: false, status: 'active', language: 'pl' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await me(body.access_token)).status).toBe(200);
  });

  it('refuses a second registration of the same e-mail (any case) with CONFLICT', async () => {
    const email = uniqueEmail('dup');
    expect((await rest(server, '/api/auth/register', registration(email))).status).toBe(201);
    const again = await rest(server, '/api/auth/register', registration(email.toUpperCase()));
    expect(again.status).toBe(409);
    expect(again.body.error.messageKey).toBe('errors.auth.emailTaken');
  });

  it('reports each broken field rule with its message key, and stores nothing', async () => {
    const email = uniqueEmail('bad');
    const response = await rest(server, '/api/auth/register', {
      ...registration(email),
      password: 'short',
      displayName: 'x',
    });
    expect(response.status).toBe(400);
    const messages = response.body.error.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['validation.passwordTooShort', 'validation.displayNameTooShort']),
    );
    const stored = await testDb.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(stored).toEqual([]);
  });

  it('REST and tRPC login answer the same contract; the role picks the account', async () => {
    const email = uniqueEmail('both');
    await createUser(testDb.database.db, 'admin', { email });
    await createUser(testDb.database.db, 'designer', { email });
    const viaRest = await rest(server, '/api/auth/login', {
      email,
      password: testPassword,
      role: 'designer',
    });
    expect(viaRest.status).toBe(200);
    expect(AuthResponse.parse(viaRest.body).user.role).toBe('designer');
    expect(viaRest.headers['cache-control']).toBe('no-store');
    const viaTrpc = await trpc(server, 'auth.login', { email, password: testPassword, role: 'admin' });
    expect(viaTrpc.status).toBe(200);
    expect(AuthResponse.parse(data(viaTrpc)).user.role).toBe('admin');
    // SPEC §7's bare call (no role): the admin account first.
    const bare = await rest(server, '/api/auth/login', {
      email: email.toUpperCase(),
      password: testPassword,
    });
    expect(bare.body.user.role).toBe('admin');
  });

  it('answers one message for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(testDb.database.db, 'designer');
    const wrong = await rest(server, '/api/auth/login', {
      email: user.email,
      password: 'wrong password',
      role: 'designer',
    });
    const unknown = await rest(server, '/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'whatever',
      role: 'designer',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.messageKey).toBe('errors.auth.invalidCredentials');
  });

  it('clients cannot sign in with a password', async () => {
    const client = await createUser(testDb.database.db, 'client');
    const response = await rest(server, '/api/auth/login', { email: client.email, password: testPassword });
    expect(response.status).toBe(401);
  });
});

describe('refresh tokens', () => {
  const signIn = async () => {
    const user = await createUser(testDb.database.db, 'designer');
    return AuthResponse.parse(
      (await rest(server, '/api/auth/login', { email: user.email, password: testPassword, role: 'designer' }))
        .body,
    );
  };

  it('REST refresh needs no Authorization header and rotates: the old token is spent', async () => {
    const session = await signIn();
    const first = await rest(server, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(first.status).toBe(200);
    const rotated = RefreshResponse.parse(first.body);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect((await me(rotated.access_token)).status).toBe(200);
    const viaTrpc = await trpc(server, 'auth.refresh', { refresh_token: rotated.refresh_token });
    expect(viaTrpc.status).toBe(200);
    expect(RefreshResponse.parse(data(viaTrpc)).refresh_token).not.toBe(rotated.refresh_token);
  });

  it('two parallel refreshes with one token: exactly one wins', async () => {
    const session = await signIn();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        rest(server, '/api/auth/refresh', { refresh_token: session.refresh_token }),
      ),
    );
    const winners = results.filter((result) => result.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => result.status === 401)).toHaveLength(4);
    // A race inside the grace window is not theft: the winner's session lives on.
    const winner = RefreshResponse.parse(winners[0]?.body);
    expect((await rest(server, '/api/auth/refresh', { refresh_token: winner.refresh_token })).status).toBe(
      200,
    );
  });

  it('reuse of a spent token after the grace window revokes the whole family', async () => {
    const session = await signIn();
    const rotated = RefreshResponse.parse(
      (await rest(server, '/api/auth/refresh', { refresh_token: session.refresh_token })).body,
    );
    server.clock.advance(refreshReuseGraceMs + 1000);
    const replay = await rest(server, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(replay.status).toBe(401);
    expect(replay.body.error.messageKey).toBe('errors.auth.sessionExpired');
    // The legitimate holder's newer token died with the family.
    expect((await rest(server, '/api/auth/refresh', { refresh_token: rotated.refresh_token })).status).toBe(
      401,
    );
  });

  it('a family ends at its absolute lifetime however often it was rotated', async () => {
    const session = await signIn();
    server.clock.advance(29 * 24 * 3600_000);
    const rotated = RefreshResponse.parse(
      (await rest(server, '/api/auth/refresh', { refresh_token: session.refresh_token })).body,
    );
    server.clock.advance(2 * 24 * 3600_000);
    expect((await rest(server, '/api/auth/refresh', { refresh_token: rotated.refresh_token })).status).toBe(
      401,
    );
    server.clock.set(new Date());
  });

  it('unknown and malformed tokens are refused', async () => {
    expect((await rest(server, '/api/auth/refresh', { refresh_token: 'nope' })).status).toBe(401);
    expect((await rest(server, '/api/auth/refresh', {})).status).toBe(400);
  });

  it('logout revokes the given families only; logout-all takes the token of each role', async () => {
    const designer = await signIn();
    const otherDevice = await signIn();
    const client = await createUser(testDb.database.db, 'client');
    const clientSession = await sessionFor(testDb.database.db, client.id, { jwtSecret: testSecret() });
    const out = await trpc(server, 'auth.logout', { refresh_tokens: [designer.refresh_token] });
    expect(out.status).toBe(200);
    expect((await rest(server, '/api/auth/refresh', { refresh_token: designer.refresh_token })).status).toBe(
      401,
    );
    expect(
      (await rest(server, '/api/auth/refresh', { refresh_token: otherDevice.refresh_token })).status,
    ).toBe(200);
    const all = await rest(server, '/api/auth/logout', {
      refresh_tokens: [clientSession.refresh_token, 'unknown-token'],
    });
    expect(all.status).toBe(200);
    expect(
      (await rest(server, '/api/auth/refresh', { refresh_token: clientSession.refresh_token })).status,
    ).toBe(401);
  });

  it('logout ends the access token of that session at once; the other sessions keep working', async () => {
    const user = await createUser(testDb.database.db, 'designer');
    const login = async () =>
      AuthResponse.parse(
        (
          await rest(server, '/api/auth/login', {
            email: user.email,
            password: testPassword,
            role: 'designer',
          })
        ).body,
      );
    const designer = await login();
    const otherDevice = await login();
    expect((await me(designer.access_token)).status).toBe(200);
    expect((await trpc(server, 'auth.logout', { refresh_tokens: [designer.refresh_token] })).status).toBe(
      200,
    );
    const after = await me(designer.access_token);
    expect(after.status).toBe(401);
    expect(after.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const restAfter = await server.app.inject({
      method: 'POST',
      url: '/api/media/drafts',
      headers: { authorization: `Bearer ${designer.access_token}` },
    });
    expect(restAfter.statusCode).toBe(401);
    expect((await me(otherDevice.access_token)).status).toBe(200);
    // A refreshed token of a session is ended with it too.
    const refreshed = RefreshResponse.parse(
      (await rest(server, '/api/auth/refresh', { refresh_token: otherDevice.refresh_token })).body,
    );
    expect((await me(refreshed.access_token)).status).toBe(200);
    await rest(server, '/api/auth/logout', { refresh_tokens: [refreshed.refresh_token] });
    expect((await me(refreshed.access_token)).status).toBe(401);
    expect((await me(otherDevice.access_token)).status).toBe(401);
  });
});

const configSecret = developmentJwtSecret;
const testSecret = () => configSecret;

describe('access tokens', () => {
  const sign = (
    claims: { sub: string; aud: string; iss?: string; exp?: number; sid?: string | undefined },
    key = configSecret,
    alg = 'HS256',
  ) => {
    // The server's clock, not the wall clock: earlier tests move and then pin it.
    const now = Math.floor(server.clock.now().getTime() / 1000);
    return new SignJWT(claims.sid === undefined ? {} : { sid: claims.sid })
      .setProtectedHeader({ alg })
      .setSubject(claims.sub)
      .setAudience(claims.aud)
      .setIssuer(claims.iss ?? 'photoedit')
      .setIssuedAt(now)
      .setExpirationTime(claims.exp ?? now + 60)
      .sign(new TextEncoder().encode(key));
  };

  /** A sign-in session (refresh-token family) of the user, as its access tokens name it. */
  const openSession = async (userId: string) => {
    const session = await sessionFor(
      testDb.database.db,
      userId,
      { jwtSecret: configSecret },
      server.clock.now(),
    );
    const row = await testDb.database.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', createHash('sha256').update(session.refresh_token).digest())
      .executeTakeFirstOrThrow();
    return { ...session, sid: row.family_id };
  };

  it('accepts a valid token and refuses expired, forged, alg none and wrong-audience ones', async () => {
    const user = await createUser(testDb.database.db, 'designer');
    const { sid } = await openSession(user.id);
    expect((await me(await sign({ sub: user.id, aud: 'designer', sid }))).status).toBe(200);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const expired = await me(await sign({ sub: user.id, aud: 'designer', sid, exp: now - 1 }));
    expect(expired.status).toBe(401);
    expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(
      (await me(await sign({ sub: user.id, aud: 'designer', sid }, 'another secret of the same length!!!!')))
        .status,
    ).toBe(401);
    expect((await me(await sign({ sub: user.id, aud: 'admin', sid }))).status).toBe(401);
    expect((await me(await sign({ sub: user.id, aud: 'designer', sid, iss: 'elsewhere' }))).status).toBe(401);
    expect((await me(await sign({ sub: user.id, aud: 'designer', sid }, configSecret, 'HS512'))).status).toBe(
      401,
    );
    // No session named, or a session that is not this user's: refused.
    expect((await me(await sign({ sub: user.id, aud: 'designer' }))).status).toBe(401);
    const other = await openSession((await createUser(testDb.database.db, 'designer')).id);
    expect((await me(await sign({ sub: user.id, aud: 'designer', sid: other.sid }))).status).toBe(401);
    // Without any token: 401 with the scheme's challenge but no invalid_token (nothing to refresh), RFC 6750 §3.
    const anonymous = await me(undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="photoedit"');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: user.id, aud: 'designer', iss: 'photoedit', iat: now, exp: now + 60, sid }),
    ).toString('base64url');
    expect((await me(`${header}.${payload}.`)).status).toBe(401);
    // A hand-made HS256 signature with the right key is accepted (the check is the key, not the library).
    const signature = createHmac('sha256', configSecret)
      .update(`${Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url')}.${payload}`)
      .digest('base64url');
    expect(
      (
        await me(
          `${Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url')}.${payload}.${signature}`,
        )
      ).status,
    ).toBe(200);
  });

  it('expires after the access-token lifetime', async () => {
    const user = await createUser(testDb.database.db, 'designer');
    const session = await sessionFor(
      testDb.database.db,
      user.id,
      { jwtSecret: configSecret },
      server.clock.now(),
    );
    expect((await me(session.access_token)).status).toBe(200);
    server.clock.advance((accessTokenTtlSeconds + 1) * 1000);
    expect((await me(session.access_token)).status).toBe(401);
    server.clock.set(new Date());
  });

  it('deactivation: access token refused at once, refresh and login refused', async () => {
    const user = await createUser(testDb.database.db, 'designer');
    const session = AuthResponse.parse(
      (await rest(server, '/api/auth/login', { email: user.email, password: testPassword, role: 'designer' }))
        .body,
    );
    await testDb.database.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('id', '=', user.id)
      .execute();
    expect((await me(session.access_token)).status).toBe(401);
    expect((await rest(server, '/api/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(
      401,
    );
    const login = await rest(server, '/api/auth/login', {
      email: user.email,
      password: testPassword,
      role: 'designer',
    });
    expect(login.status).toBe(403);
    expect(login.body.error.messageKey).toBe('errors.auth.accountInactive');
  });
});

describe('REST rate limits', () => {
  it('limits logins per e-mail and IP with 429 and Retry-After, whatever the password', async () => {
    const limited = createIdentityTestServer(testDb.database, { config: { rateLimits: defaultRateLimits } });
    const user = await createUser(testDb.database.db, 'designer');
    const limit = defaultRateLimits.loginPerEmailAndIp.limit;
    for (let i = 0; i < limit; i++) {
      const attempt = await rest(limited, '/api/auth/login', {
        email: user.email,
        password: 'wrong password',
        role: 'designer',
      });
      expect(attempt.status).toBe(401);
      // This test is about the per-(e-mail, IP) window: keep the per-account throttle (its own tests) out of it.
      await testDb.database.db.deleteFrom('login_failures').execute();
    }
    const over = await rest(limited, '/api/auth/login', {
      email: user.email,
      password: testPassword,
      role: 'designer',
    });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same IP is not affected.
    const other = await createUser(testDb.database.db, 'designer');
    expect(
      (
        await rest(limited, '/api/auth/login', {
          email: other.email,
          password: testPassword,
          role: 'designer',
        })
      ).status,
    ).toBe(200);
    await limited.stop();
  });
});
