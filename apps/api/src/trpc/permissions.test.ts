// The permission matrix: every procedure of appRouter × every kind of caller. Adding a procedure without a
// row here fails the first test: decide who may call it and add the row.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestServer,
  type IdentityTestServer,
  type PermissionCaller,
  permissionCallers,
  permissionCallerTokens,
  trpc,
} from '../modules/auth/auth.fixtures';
import { openStream } from '../modules/orders/live/live.testing';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { appRouter } from './router';

type Access = 'public' | 'authenticated' | 'client' | 'designer' | 'admin';

/** Who may call each procedure. */
const expectedAccess: Record<string, Access> = {
  'services.list': 'public',
  'auth.login': 'public',
  'auth.register': 'public',
  'auth.refresh': 'public',
  'auth.logout': 'public',
  'auth.accessCode.request': 'public',
  'auth.accessCode.verify': 'public',
  'auth.autoLogin': 'public',
  'auth.me': 'authenticated',
  'admin.users.list': 'admin',
  'admin.users.approve': 'admin',
  'admin.users.setStatus': 'admin',
  'admin.stats': 'admin',
  'admin.jobs': 'admin',
  'admin.orders.list': 'admin',
  'admin.orders.detail': 'admin',
  'admin.orders.setStatus': 'admin',
  'admin.orders.assign': 'admin',
  'admin.orders.unassign': 'admin',
  'admin.orders.delete': 'admin',
  'admin.orders.deletions': 'admin',
  'admin.services.list': 'admin',
  'admin.services.create': 'admin',
  'admin.services.update': 'admin',
  'admin.services.delete': 'admin',
  'admin.services.images.attach': 'admin',
  'admin.services.images.detach': 'admin',
  'admin.discounts.list': 'admin',
  'admin.discounts.create': 'admin',
  'admin.discounts.setActive': 'admin',
  'orders.quote': 'public',
  'orders.create': 'public',
  // Public, but only on the uploads of the draft in X-Draft-Token (bracket-sets.test.ts: another draft's are refused).
  'media.brackets': 'public',
  'orders.publicStatus': 'public',
  'discounts.check': 'public',
  'payments.config': 'public',
  'payments.start': 'public',
  'payments.offline.confirm': 'public',
  'contact.send': 'public',
  'designer.orders.available': 'designer',
  'designer.orders.claim': 'designer',
  'designer.orders.mine': 'designer',
  'designer.orders.submit': 'designer',
  'designer.orders.tickPin': 'designer',
  'orders.turnarounds': 'public',
  'orders.pricing': 'public',
  'admin.turnaround.list': 'admin',
  'admin.turnaround.update': 'admin',
  'admin.pricing.get': 'admin',
  'admin.pricing.update': 'admin',
  'admin.assignment.get': 'admin',
  'admin.assignment.update': 'admin',
  'clientOrders.rate': 'client',
  'clientOrders.repeatable': 'client',
  'clientOrders.setDesignerPreference': 'client',
  'designer.rating': 'designer',
  'clientOrders.stats': 'client',
  'style.get': 'client',
  'style.save': 'client',
  'billing.overview': 'client',
  'billing.profile': 'client',
  'billing.saveProfile': 'client',
  'billing.invoices': 'client',
  'billing.packs': 'client',
  'billing.buyPack': 'client',
  'billing.confirmPack': 'client',
  'billing.purchase': 'client',
  'admin.creditPacks.list': 'admin',
  'admin.creditPacks.create': 'admin',
  'admin.creditPacks.update': 'admin',
  'admin.invoices.month': 'admin',
  'shares.create': 'client',
  'shares.ofOrder': 'client',
  'shares.revoke': 'client',
  'shares.view': 'public',
  'team.get': 'client',
  'team.create': 'client',
  'team.invite': 'client',
  'team.setRole': 'client',
  'team.remove': 'client',
  'apiKeys.list': 'client',
  'apiKeys.create': 'client',
  'apiKeys.revoke': 'client',
  'webhooks.list': 'client',
  'webhooks.create': 'client',
  'webhooks.update': 'client',
  'webhooks.remove': 'client',
  'webhooks.deliveries': 'client',
  'webhooks.resend': 'client',
  'admin.apiKeys.list': 'admin',
  'admin.apiKeys.revoke': 'admin',
  'admin.refunds.ofOrder': 'admin',
  'admin.refunds.create': 'admin',
  'claims.ofOrder': 'client',
  'claims.open': 'client',
  'admin.claims.queue': 'admin',
  'admin.claims.resolve': 'admin',
  'admin.sla.board': 'admin',
  'admin.promises': 'admin',
  'admin.sla.settings.get': 'admin',
  'admin.sla.settings.update': 'admin',
  'designer.orders.checkLook': 'designer',
  'clientOrders.list': 'client',
  'clientOrders.detail': 'client',
  'clientOrders.acceptImage': 'client',
  'clientOrders.acceptPhotos': 'client',
  'clientOrders.requestRevision': 'client',
  'live.client': 'client',
  'live.designer': 'designer',
  'live.admin': 'admin',
};

/** What each caller gets: 'ok' means neither 401 nor 403 (the input may still be refused with 400). */
function expectedOutcome(access: Access, caller: PermissionCaller): 'ok' | 401 | 403 {
  if (access === 'public') return 'ok';
  if (caller === 'anonymous' || caller === 'deactivated') return 401;
  if (access === 'authenticated') return 'ok';
  if (access === 'designer') return caller === 'designer' ? 'ok' : 403;
  return caller === access ? 'ok' : 403;
}

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
).map(([path, procedure]) => ({
  path,
  type: procedure._def.type as 'query' | 'mutation' | 'subscription',
}));

let testDb: TestDatabase;
let server: IdentityTestServer;
let tokens: Partial<Record<PermissionCaller, string>> = {};
let trpcUrl: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
  tokens = await permissionCallerTokens(testDb.database.db);
  // Subscriptions answer over a socket (SSE): their status travels in the first event.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  trpcUrl = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}/api/trpc`;
});

/** A subscription's outcome: the HTTP status of its refusal event, or 200 once it sends data. */
async function subscribe(path: string, token: string | undefined) {
  const stream = await openStream(trpcUrl, path, token ? { token } : {});
  try {
    const first = await stream.next(
      (event) => event.event === 'serialized-error' || event.event === 'message',
    );
    if (first.event === 'message') return { status: 200 };
    return { status: (JSON.parse(first.data) as { data: { httpStatus: number } }).data.httpStatus };
  } finally {
    stream.close();
  }
}
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

describe('permission matrix', () => {
  it('has a row for every procedure of the router, and no stale rows', () => {
    const paths = procedures.map((procedure) => procedure.path).sort();
    expect(paths).toEqual(Object.keys(expectedAccess).sort());
  });

  it.each(procedures)('$path', async ({ path, type }) => {
    const access = expectedAccess[path];
    if (!access) throw new Error(`no permission row for ${path}`);
    const outcomes: Record<string, number> = {};
    const wrong: string[] = [];
    for (const caller of permissionCallers) {
      const token = tokens[caller];
      const response =
        type === 'subscription'
          ? await subscribe(path, token)
          : await trpc(server, path, undefined, { type, ...(token ? { token } : {}) });
      outcomes[caller] = response.status;
      const expected = expectedOutcome(access, caller);
      const ok =
        expected === 'ok' ? response.status !== 401 && response.status !== 403 : response.status === expected;
      if (!ok) wrong.push(`${caller}: expected ${expected}, got ${response.status}`);
    }
    expect(wrong, JSON.stringify(outcomes)).toEqual([]);
  });
});
