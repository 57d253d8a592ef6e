// API keys and the first part of REST v1 (issue 36) through HTTP on a real database: a key is shown once and kept
// hashed with a visible prefix; with it, other software reads its account's orders (a team's for its owner and
// orderers); revoked by its owner or an admin it stops at once; errors are problem details with translated keys.
import { type ApiKeyCreated, type ApiKeyView, apiKeyMessageKeys } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { clientIdOf, createUser, data, trpc } from '../auth/auth.fixtures';
import { ordersTestFrame, placePaidOrder } from '../orders/orders.fixtures';

const frame = ordersTestFrame();
const k = apiKeyMessageKeys;

const v1 = (path: string, secret?: string) =>
  frame.server.app.inject({
    method: 'GET',
    url: `/api/v1${path}`,
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
  });

describe('API keys', () => {
  it('are shown once, kept hashed, read the account’s orders, and stop at once when revoked', async () => {
    const paid = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
    });
    const other = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
    });
    const session = await frame.as(paid.clientId);
    const created = data<ApiKeyCreated>(
      await trpc(frame.server, 'apiKeys.create', { name: 'Aryeo', write: false }, session),
    );
    expect(created.secret).toMatch(/^pe_[A-Za-z0-9_-]{40}$/);
    expect(created.key).toMatchObject({
      name: 'Aryeo',
      scopes: ['read'],
      prefix: created.secret.slice(0, 11),
      lastUsedAt: null,
    });
    const stored = await frame.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.key.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.secret);

    const list = await v1('/orders', created.secret);
    expect(list.statusCode).toBe(200);
    const numbers = (list.json() as { orders: { orderNumber: number }[] }).orders.map(
      (order) => order.orderNumber,
    );
    expect(numbers).toEqual([paid.orderNumber]);
    expect((await v1(`/orders/${paid.orderNumber}`, created.secret)).statusCode).toBe(200);
    const notTheirs = await v1(`/orders/${other.orderNumber}`, created.secret);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.headers['content-type']).toContain('application/problem+json');
    expect(notTheirs.json()).toMatchObject({ status: 404, messageKey: 'errors.clientOrders.orderNotFound' });

    const listed = data<ApiKeyView[]>(
      await trpc(frame.server, 'apiKeys.list', undefined, { ...session, type: 'query' }),
    );
    expect(listed[0]?.lastUsedAt).not.toBeNull();

    const revoked = await trpc(frame.server, 'apiKeys.revoke', { keyId: created.key.id }, session);
    expect(data<ApiKeyView>(revoked).revokedAt).not.toBeNull();
    const refused = await v1('/orders', created.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 401, messageKey: k.invalidKey });
  });

  it('refuse no key, a wrong one, another client’s revoke; an admin sees and revokes every key', async () => {
    const client = await createUser(frame.db, 'client');
    const session = await frame.as(client.id);
    const created = data<ApiKeyCreated>(
      await trpc(frame.server, 'apiKeys.create', { name: 'Zapier', write: true }, session),
    );
    expect(created.key.scopes).toEqual(['read', 'write']);
    expect((await v1('/orders')).statusCode).toBe(401);
    expect((await v1('/orders', `pe_${'x'.repeat(40)}`)).statusCode).toBe(401);
    const stranger = await frame.as((await createUser(frame.db, 'client')).id);
    const notTheirs = await trpc(frame.server, 'apiKeys.revoke', { keyId: created.key.id }, stranger);
    expect([notTheirs.status, notTheirs.body.error?.data.messageKey]).toEqual([404, k.keyNotFound]);
    const badName = await trpc(frame.server, 'apiKeys.create', { name: ' ', write: false }, session);
    expect(badName.status).toBe(400);

    const admin = await frame.as((await createUser(frame.db, 'admin')).id);
    const all = data<{ id: string; accountEmail: string }[]>(
      await trpc(frame.server, 'admin.apiKeys.list', undefined, { ...admin, type: 'query' }),
    );
    expect(all.find((key) => key.id === created.key.id)?.accountEmail).toBe(client.email);
    await trpc(frame.server, 'admin.apiKeys.revoke', { keyId: created.key.id }, admin);
    expect((await v1('/orders', created.secret)).statusCode).toBe(401);
  });

  it("of a team are its owner's and orderers': they read the team's orders; an accountant makes none", async () => {
    const owner = await createUser(frame.db, 'client');
    const ownerSession = await frame.as(owner.id);
    await trpc(frame.server, 'team.create', { name: 'Keys team' }, ownerSession);
    const accountantEmail = `keys-accountant-${Date.now()}@example.com`;
    const ordererEmail = `keys-orderer-${Date.now()}@example.com`;
    await trpc(frame.server, 'team.invite', { email: accountantEmail, role: 'accountant' }, ownerSession);
    await trpc(frame.server, 'team.invite', { email: ordererEmail, role: 'orderer' }, ownerSession);
    const idOf = (email: string) => clientIdOf(frame.db, email);
    const placed = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
      email: ordererEmail,
    });
    const ordererKey = data<ApiKeyCreated>(
      await trpc(
        frame.server,
        'apiKeys.create',
        { name: 'Orderer', write: false },
        await frame.as(await idOf(ordererEmail)),
      ),
    );
    const numbers = ((await v1('/orders', ordererKey.secret)).json() as { orders: { orderNumber: number }[] })
      .orders;
    expect(numbers.map((order) => order.orderNumber)).toEqual([placed.orderNumber]);
    const accountant = await trpc(
      frame.server,
      'apiKeys.create',
      { name: 'Books', write: false },
      await frame.as(await idOf(accountantEmail)),
    );
    expect([accountant.status, accountant.body.error?.data.messageKey]).toEqual([403, k.forbidden]);
  });
});
