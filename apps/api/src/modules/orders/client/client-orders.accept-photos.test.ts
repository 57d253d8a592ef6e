// "Accept all" and "Accept the rest" (clientOrders.acceptPhotos) through HTTP on a real database: the photos
// confirmed are accepted together or not at all, the order completes exactly once however many accepts race.
import { type ClientAcceptedPhotos, clientOrdersMessageKeys as keys } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import {
  type CallResult,
  createIdentityTestServer,
  data,
  type IdentityTestServer,
  trpc,
} from '../../auth/auth.fixtures';
import { createServices } from '../orders.fixtures';
import {
  createPaidOrder,
  deliverOrder,
  historyOf,
  signedInClient as signedInFixture,
} from './client-orders.fixtures';

let testDb: TestDatabase;
let server: IdentityTestServer;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
  services = await createServices(db());
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const signedInClient = () => signedInFixture(db());

async function deliveredOrder(clientId: string, images: number) {
  const order = await createPaidOrder(db(), { clientId, serviceIds: [services.sky], images });
  await deliverOrder(db(), order.orderId);
  return order;
}

const acceptPhotos = (token: string, orderImageIds: unknown) =>
  trpc(server, 'clientOrders.acceptPhotos', { orderImageIds }, { token });

function refusedWith(result: CallResult, status: number, messageKey: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body.error?.data.messageKey).toBe(messageKey);
}

const acceptedIds = async (orderId: string) =>
  (
    await db()
      .selectFrom('order_images')
      .where('order_id', '=', orderId)
      .where('accepted_at', 'is not', null)
      .select('id')
      .orderBy('position')
      .execute()
  ).map((row) => row.id);
const statusOf = async (orderId: string) =>
  (await db().selectFrom('orders').where('id', '=', orderId).select('status').executeTakeFirstOrThrow())
    .status;

describe('clientOrders.acceptPhotos', () => {
  it('accepts the rest after a revision was asked on one photo, and the order waits for that one', async () => {
    const client = await signedInClient();
    const order = await deliveredOrder(client.id, 4);
    const [flagged, ...rest] = order.imageIds as [string, ...string[]];
    const revision = await trpc(
      server,
      'clientOrders.requestRevision',
      { orderImageId: flagged, note: 'Brighter window' },
      { token: client.token },
    );
    expect(revision.status).toBe(200);

    const result = await acceptPhotos(client.token, rest);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(data<ClientAcceptedPhotos>(result)).toEqual({ accepted: 3, orderStatus: 'revision_requested' });
    expect(await acceptedIds(order.orderId)).toEqual(rest);
    expect(await statusOf(order.orderId)).toBe('revision_requested');
  });

  it('accepts every photo at once and completes the order once, in its history', async () => {
    const client = await signedInClient();
    const order = await deliveredOrder(client.id, 3);
    const result = await acceptPhotos(client.token, order.imageIds);
    expect(data<ClientAcceptedPhotos>(result)).toEqual({ accepted: 3, orderStatus: 'completed' });
    expect(await acceptedIds(order.orderId)).toEqual(order.imageIds);
    const completions = (await historyOf(db(), order.orderId)).filter((row) => row.to_status === 'completed');
    expect(completions).toEqual([
      { from_status: 'ready_for_review', to_status: 'completed', changed_by: client.id },
    ]);
  });

  it('accepts none when one of them cannot be accepted, is not the client’s, or is of another order', async () => {
    const client = await signedInClient();
    const other = await signedInClient();
    const order = await deliveredOrder(client.id, 3);
    const second = await deliveredOrder(client.id, 1);
    const foreign = await deliveredOrder(other.id, 1);
    const [first, ...rest] = order.imageIds as [string, ...string[]];
    expect((await acceptPhotos(client.token, [first])).status).toBe(200);

    refusedWith(await acceptPhotos(client.token, [...rest, first]), 409, keys.alreadyAccepted);
    refusedWith(await acceptPhotos(client.token, [...rest, ...foreign.imageIds]), 404, keys.imageNotFound);
    refusedWith(await acceptPhotos(client.token, [...rest, ...second.imageIds]), 404, keys.imageNotFound);
    refusedWith(await acceptPhotos(other.token, rest), 404, keys.imageNotFound);
    expect(await acceptedIds(order.orderId)).toEqual([first]);
    expect(await acceptedIds(second.orderId)).toEqual([]);
    expect(await acceptedIds(foreign.orderId)).toEqual([]);

    for (const bad of [[], ['not-a-uuid'], 'x', Array.from({ length: 201 }, () => first)]) {
      const result = await acceptPhotos(client.token, bad);
      expect(result.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await acceptedIds(order.orderId)).toEqual([first]);
  });

  it('completes the order exactly once when tens of accepts race, one by one and all at once', async () => {
    const client = await signedInClient();
    const order = await deliveredOrder(client.id, 12);
    const perPhoto = order.imageIds.map((orderImageId) =>
      trpc(server, 'clientOrders.acceptImage', { orderImageId }, { token: client.token }),
    );
    const together = Array.from({ length: 12 }, () => acceptPhotos(client.token, order.imageIds));
    const results = await Promise.all([...perPhoto, ...together]);
    expect(results.every((result) => result.status === 200 || result.status === 409)).toBe(true);
    expect(results.some((result) => result.status === 200)).toBe(true);
    expect(await acceptedIds(order.orderId)).toEqual(order.imageIds);
    expect(await statusOf(order.orderId)).toBe('completed');
    const completions = (await historyOf(db(), order.orderId)).filter((row) => row.to_status === 'completed');
    expect(completions).toHaveLength(1);
  });
});
