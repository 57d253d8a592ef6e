import { AdminUsersListOutput, AuthResponse } from '@photoedit/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCreate } from '../../cli/admin-create.command';
import { developmentJwtSecret } from '../../config';
import { createTestDatabase, silentLogger, type TestDatabase } from '../../test/database';
import { testConfig } from '../../test/server';
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
} from '../auth/auth.fixtures';
import { ensureFirstAdmin } from './users.service';

let testDb: TestDatabase;
let server: IdentityTestServer;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
  const admin = await createUser(testDb.database.db, 'admin');
  adminId = admin.id;
  adminToken = (await sessionFor(testDb.database.db, admin.id, { jwtSecret: developmentJwtSecret }))
    .access_token;
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const list = async (input: Record<string, unknown>) => {
  const response = await trpc(server, 'admin.users.list', input, { token: adminToken, type: 'query' });
  expect(response.status).toBe(200);
  return AdminUsersListOutput.parse(data(response));
};

describe('admin.users', () => {
  it('lists by role and search, newest first, page by page without gaps or repeats', async () => {
    const tag = `page${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let i = 0; i < 6; i++)
      made.push((await createUser(testDb.database.db, 'designer', { email: `${tag}.${i}@example.com` })).id);
    await createUser(testDb.database.db, 'client', { email: `${tag}.client@example.com` });
    // Within one millisecond, and two pairs sharing a timestamp to the microsecond: only an exact cursor
    // (every digit, and the id as tie-breaker) pages these without a gap or a repeat.
    const times = ['.000100', '.000100', '.000200', '.000300', '.000300', '.000400'];
    for (const [index, id] of made.entries()) {
      await sql`update users set created_at = ${`2026-01-01T00:00:00${times[index]}Z`}::timestamptz where id = ${id}`.execute(
        testDb.database.db,
      );
    }
    const expected = await testDb.database.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', made)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const limit of [1, 2, 4]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ role: 'designer', search: tag, limit, ...(cursor ? { cursor } : {}) });
        expect(page.items.every((user) => user.role === 'designer')).toBe(true);
        seen.push(...page.items.map((user) => user.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(expected.map((row) => row.id));
    }
  });

  it('search finds e-mail, names and display name in any case, a first and last name together, and % literally', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    const ada = await createUser(testDb.database.db, 'client', { email: `${tag}.one@example.com` });
    const grace = await createUser(testDb.database.db, 'designer', { email: `${tag}.two@example.com` });
    await testDb.database.db
      .updateTable('users')
      .set({ first_name: 'Ada', last_name: `Lovelace${tag}` })
      .where('id', '=', ada.id)
      .execute();
    await testDb.database.db
      .updateTable('users')
      .set({ display_name: `Studio 100% ${tag}` })
      .where('id', '=', grace.id)
      .execute();
    const found = async (search: string) => (await list({ search })).items.map((user) => user.id).sort();
    expect(await found(`${tag.toUpperCase()}.ONE@`)).toEqual([ada.id]);
    expect(await found(`ada lovelace${tag}`)).toEqual([ada.id]);
    expect(await found(`100% ${tag}`)).toEqual([grace.id]);
    expect(await found(`10_% ${tag}`)).toEqual([]);
    expect(await found(tag)).toEqual([ada.id, grace.id].sort());
  });

  it('refuses a crafted cursor with 400 and the cursor message', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '5b1f3c1e-2f4a-4c59-9d55-1f0a2b3c4d5e';
    const crafted = [
      'garbage',
      encode(['2026-01-01T00:00:00.000100Z', '------------------------------------']),
      encode(['2026-01-01T00:00:00.000100Z', 'not-a-uuid']),
      encode(['-271821-04-20T00:00:00.000000Z', id]),
      encode(['+275760-09-13T00:00:00.000000Z', id]),
      encode(['2026-02-30T00:00:00.000000Z', id]),
      encode(['2026-01-01T00:00:00.000Z', id]),
      encode(['2026-01-01T00:00:00.000100Z', id, 'extra']),
      encode({ at: '2026-01-01T00:00:00.000100Z', id }),
      encode([12345, id]),
      `${encode(['2026-01-01T00:00:00.000100Z', id])}=`,
    ];
    for (const cursor of crafted) {
      const response = await trpc(
        server,
        'admin.users.list',
        { cursor },
        { token: adminToken, type: 'query' },
      );
      expect(response.status, cursor).toBe(400);
      expect(JSON.stringify(response.body)).toContain('validation.cursorInvalid');
    }
  });

  it('approves a designer (who is told by e-mail) and lets them into designer procedures', async () => {
    const registered = AuthResponse.parse(
      (
        await rest(server, '/api/auth/register', {
          firstName: 'Dee',
          lastName: 'Signer',
          displayName: 'dee',
          email: uniqueEmail('approve'),
          password: 'a long password',
          language: 'pl',
        })
      ).body,
    );
    const approved = await trpc(
      server,
      'admin.users.approve',
      { userId: registered.user.id },
      { token: adminToken },
    );
    expect(approved.status).toBe(200);
    expect(data<{ approved: boolean }>(approved).approved).toBe(true);
    const mail = await testDb.database.db
      .selectFrom('mail_outbox')
      .select(['template', 'language'])
      .where('to_address', '=', registered.user.email)
      .executeTakeFirst();
    expect(mail).toEqual({ template: 'designer_approved', language: 'pl' });
    const me = await trpc(server, 'auth.me', undefined, { token: registered.access_token, type: 'query' });
    expect(data<{ approved: boolean }>(me).approved).toBe(true);
    const client = await createUser(testDb.database.db, 'client');
    expect(
      (await trpc(server, 'admin.users.approve', { userId: client.id }, { token: adminToken })).status,
    ).toBe(409);
  });

  it('deactivation cuts off the access and refresh tokens at once; reactivation allows sign-in again', async () => {
    const designer = await createUser(testDb.database.db, 'designer');
    const session = AuthResponse.parse(
      (
        await rest(server, '/api/auth/login', {
          email: designer.email,
          password: testPassword,
          role: 'designer',
        })
      ).body,
    );
    const off = await trpc(
      server,
      'admin.users.setStatus',
      { userId: designer.id, status: 'inactive' },
      { token: adminToken },
    );
    expect(off.status).toBe(200);
    expect(
      (await trpc(server, 'auth.me', undefined, { token: session.access_token, type: 'query' })).status,
    ).toBe(401);
    expect((await rest(server, '/api/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(
      401,
    );
    await trpc(
      server,
      'admin.users.setStatus',
      { userId: designer.id, status: 'active' },
      { token: adminToken },
    );
    // The old session stays revoked; a new sign-in works.
    expect((await rest(server, '/api/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(
      401,
    );
    const again = await rest(server, '/api/auth/login', {
      email: designer.email,
      password: testPassword,
      role: 'designer',
    });
    expect(again.status).toBe(200);
  });

  it('an admin cannot deactivate themself', async () => {
    const response = await trpc(
      server,
      'admin.users.setStatus',
      { userId: adminId, status: 'inactive' },
      { token: adminToken },
    );
    expect(response.status).toBe(409);
  });
});

describe('admins: CLI and the first start', () => {
  it('admin:create creates an admin who can sign in, and resets the password of an existing one', async () => {
    const email = uniqueEmail('cli');
    const out: string[] = [];
    const io = { db: testDb.database.db, out: (t: string) => out.push(t), err: (t: string) => out.push(t) };
    expect(await runAdminCreate(['--', '--email', email, '--password', 'first password!'], io)).toBe(0);
    expect(out.join('')).toContain(`Created admin ${email}`);
    expect(
      (await rest(server, '/api/auth/login', { email, password: 'first password!', role: 'admin' })).status,
    ).toBe(200);
    expect(await runAdminCreate(['--email', email, '--password', 'second password'], io)).toBe(0);
    expect(
      (await rest(server, '/api/auth/login', { email, password: 'first password!', role: 'admin' })).status,
    ).toBe(401);
    expect(
      (await rest(server, '/api/auth/login', { email, password: 'second password', role: 'admin' })).status,
    ).toBe(200);
    expect(await runAdminCreate(['--email', 'nope'], io)).toBe(64);
    expect(await runAdminCreate(['--email', email, '--password', 'short'], io)).toBe(64);
    expect(await runAdminCreate(['--bogus'], io)).toBe(64);
  });

  it('first start: from ADMIN_EMAIL/ADMIN_PASSWORD, or generated and printed once in development, never again', async () => {
    const fresh = await createTestDatabase();
    try {
      const printed: string[] = [];
      const print = (text: string) => printed.push(text);
      const dev = {
        db: fresh.database.db,
        config: testConfig({ nodeEnv: 'development' }),
        log: silentLogger,
      };
      const first = await ensureFirstAdmin(dev, print);
      expect(first.created).toBe(true);
      expect(printed).toHaveLength(1);
      const password = /password\s+(\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
      expect(printed[0]).toContain('┌');
      const server2 = createIdentityTestServer(fresh.database);
      expect(
        (await rest(server2, '/api/auth/login', { email: first.email, password, role: 'admin' })).status,
      ).toBe(200);
      await server2.stop();
      expect((await ensureFirstAdmin(dev, print)).created).toBe(false);
      expect(printed).toHaveLength(1);
    } finally {
      await fresh.drop();
    }
    const configured = await createTestDatabase();
    try {
      const printed: string[] = [];
      const email = uniqueEmail('root');
      const result = await ensureFirstAdmin(
        {
          db: configured.database.db,
          config: testConfig({
            nodeEnv: 'production',
            initialAdmin: { email, password: 'from the environment' },
          }),
          log: silentLogger,
        },
        (text) => printed.push(text),
      );
      expect(result).toEqual({ created: true, email });
      expect(printed).toEqual([]);
    } finally {
      await configured.drop();
    }
  });
});
