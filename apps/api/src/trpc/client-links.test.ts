// The web apps' tRPC links (packages/web-client/src/api/client.ts: httpBatchLink and httpLink) against the real server over
// a socket: results, refusals with their data and headers, a token refused in a batch, and logout ending a session.

import {
  createTRPCClient,
  httpBatchLink,
  httpBatchStreamLink,
  httpLink,
  TRPCClientError,
} from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentJwtSecret } from '../config';
import {
  createIdentityTestServer,
  createUser,
  type IdentityTestServer,
  sessionFor,
} from '../modules/auth/auth.fixtures';
import { seedServiceCatalogue } from '../modules/services';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { AppRouter } from './router';

let testDb: TestDatabase;
let server: IdentityTestServer;
let url: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedServiceCatalogue(testDb.database.db);
  server = createIdentityTestServer(testDb.database);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}/api/trpc`;
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const clientSession = async () => {
  const user = await createUser(testDb.database.db, 'client');
  const session = await sessionFor(testDb.database.db, user.id, { jwtSecret: developmentJwtSecret });
  return { user, session };
};

/** What the apps' client sees of a refusal. */
const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      if (!(error instanceof TRPCClientError)) throw error;
      const data = error.data as { httpStatus: number; appCode: string; messageKey: string };
      return { httpStatus: data.httpStatus, appCode: data.appCode, messageKey: data.messageKey };
    },
  );

describe('the web apps’ tRPC links', () => {
  it('httpBatchLink: queries batched into one GET, each with its own result or refusal', async () => {
    const { user, session } = await clientSession();
    const seen: { status: number; challenge: string | null; length: string | null }[] = [];
    const link = (token?: string) =>
      httpBatchLink({
        url,
        maxItems: 10,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          seen.push({
            status: response.status,
            challenge: response.headers.get('www-authenticate'),
            length: response.headers.get('content-length'),
          });
          return response;
        },
      });
    const signedIn = createTRPCClient<AppRouter>({ links: [link(session.access_token)] });
    const [config, services, me, orders] = await Promise.all([
      signedIn.payments.config.query(),
      signedIn.services.list.query({ lang: 'en' }),
      signedIn.auth.me.query(),
      signedIn.clientOrders.list.query({}),
    ]);
    expect(config.provider).toBe('offline');
    expect(services.length).toBeGreaterThan(0);
    expect(me).toMatchObject({ id: user.id, role: 'client' });
    expect(orders).toEqual({ orders: [], nextCursor: null });
    expect(seen).toEqual([{ status: 200, challenge: null, length: expect.stringMatching(/^\d+$/) }]);

    // A refused token: the public call still answers, the protected one is a 401 with the challenge.
    seen.length = 0;
    const refused = createTRPCClient<AppRouter>({ links: [link('not-a-token')] });
    const [publicCall, protectedCall] = await Promise.all([
      refused.payments.config.query(),
      refusal(() => refused.auth.me.query()),
    ]);
    expect(publicCall.provider).toBe('offline');
    expect(protectedCall).toEqual({
      httpStatus: 401,
      appCode: 'UNAUTHENTICATED',
      messageKey: 'errors.UNAUTHENTICATED',
    });
    expect(seen).toEqual([
      { status: 207, challenge: 'Bearer error="invalid_token"', length: expect.stringMatching(/^\d+$/) },
    ]);
  });

  it('httpLink: a protected query, a mutation, and the session refused once logged out', async () => {
    const { user, session } = await clientSession();
    const client = createTRPCClient<AppRouter>({
      links: [httpLink({ url, headers: { authorization: `Bearer ${session.access_token}` } })],
    });
    expect(await client.auth.me.query()).toMatchObject({ id: user.id });
    expect(await refusal(() => client.clientOrders.detail.query({ orderNumber: 999_999 }))).toMatchObject({
      httpStatus: 404,
    });
    await client.auth.logout.mutate({ refresh_tokens: [session.refresh_token] });
    expect(await refusal(() => client.auth.me.query())).toMatchObject({ httpStatus: 401 });
  });

  it('httpBatchStreamLink (not used by the apps today) still works', async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpBatchStreamLink({ url })] });
    const [config, services] = await Promise.all([
      client.payments.config.query(),
      client.services.list.query({ lang: 'pl' }),
    ]);
    expect(config.provider).toBe('offline');
    expect(services.length).toBeGreaterThan(0);
  });
});
