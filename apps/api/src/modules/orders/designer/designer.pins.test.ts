// Instructions pinned on the photos at order time, through HTTP on a real database: stored with the order (and
// refused when malformed, changing nothing), shown to designers and to the client, and ticked off by the order's
// designer only while the order is being worked on.
import {
  type ClientOrderDetail,
  type DesignerAvailableOutput,
  type DesignerMineOutput,
  designerMessageKeys,
  pinMessageKeys,
  pinRules,
} from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createUser, data, sessionFor, trpc } from '../../auth/auth.fixtures';
import { createMediaTestServer, type MediaTestServer } from '../../media/media.testing';
import { call, createDraft, createServices, orderInput } from '../orders.fixtures';

const k = designerMessageKeys;
let testDb: TestDatabase;
let server: MediaTestServer;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await createMediaTestServer(testDb.database);
  services = await createServices(db());
});
afterAll(async () => {
  await server.cleanup();
  await testDb.drop();
});

const pins = [
  { x: 0.2, y: 0.3, note: '  Remove this car  ' },
  { x: 0.75, y: 0.1, note: 'Sky here' },
];

async function signedIn(role: 'designer' | 'client', userId?: string) {
  const id = userId ?? (await createUser(db(), role, { approved: true })).id;
  return { id, token: (await sessionFor(db(), id, server.config)).access_token };
}

/** A paid order of two photos, the first with two instruction pins. */
async function pinnedOrder() {
  const { draftToken, mediaIds } = await createDraft(server, db(), 2);
  const input = orderInput(mediaIds, [services.sky]);
  input.images[0] = { ...input.images[0], pins } as (typeof input.images)[0];
  const created = await call(server, 'orders.create', input, { draftToken });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const access = created.data as { orderId: string; accessToken: string; orderNumber: number };
  await call(server, 'payments.start', { orderId: access.orderId, accessToken: access.accessToken });
  await call(server, 'payments.offline.confirm', {
    orderId: access.orderId,
    accessToken: access.accessToken,
  });
  const images = await db()
    .selectFrom('order_images')
    .select(['id', 'instruction_pins'])
    .where('order_id', '=', access.orderId)
    .orderBy('position')
    .execute();
  return { ...access, email: input.contact.email, images };
}

const tick = (token: string, orderImageId: string, pin: unknown, done: unknown) =>
  trpc(server, 'designer.orders.tickPin', { orderImageId, pin, done }, { token });

describe('instruction pins', () => {
  it('are stored with the order (notes trimmed, not done yet) and shown to designers and the client', async () => {
    const order = await pinnedOrder();
    const stored = [
      { x: 0.2, y: 0.3, note: 'Remove this car', done: false },
      { x: 0.75, y: 0.1, note: 'Sky here', done: false },
    ];
    expect(order.images.map((image) => image.instruction_pins)).toEqual([stored, []]);

    const designer = await signedIn('designer');
    const available = data<DesignerAvailableOutput>(
      await trpc(server, 'designer.orders.available', {}, { token: designer.token, type: 'query' }),
    ).items.find((item) => item.id === order.orderId);
    expect(available?.images.map((image) => image.pins)).toEqual([stored, []]);

    const client = await db()
      .selectFrom('orders')
      .select('client_id')
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    const owner = await signedIn('client', client.client_id as string);
    const detail = data<ClientOrderDetail>(
      await trpc(
        server,
        'clientOrders.detail',
        { orderNumber: order.orderNumber },
        { token: owner.token, type: 'query' },
      ),
    );
    expect(detail.images.map((image) => image.pins)).toEqual([stored, []]);
  });

  it('refuses pins off the photo, without a note or more than ten, creating nothing', async () => {
    const { draftToken, mediaIds } = await createDraft(server, db(), 1);
    const before = await db().selectFrom('orders').select('id').execute();
    for (const [bad, key] of [
      [[{ x: 2, y: 0.5, note: 'here' }], pinMessageKeys.pinOutside],
      [[{ x: 0.5, y: 0.5, note: ' ' }], pinMessageKeys.pinNoteRequired],
      [Array.from({ length: pinRules.maxPins + 1 }, () => pins[1]), pinMessageKeys.tooManyPins],
    ] as const) {
      const input = orderInput(mediaIds, [services.sky]);
      input.images[0] = { ...input.images[0], pins: bad } as (typeof input.images)[0];
      const result = await call(server, 'orders.create', input, { draftToken });
      expect(result.status, JSON.stringify(bad)).toBe(400);
      expect(result.body.error?.data.issues).toEqual([expect.objectContaining({ message: key })]);
    }
    expect(await db().selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });

  it("are ticked off by the order's designer while working, and by nobody else", async () => {
    const order = await pinnedOrder();
    const [first, second] = order.images.map((image) => ({ id: image.id })) as [
      { id: string },
      { id: string },
    ];
    const designer = await signedIn('designer');
    const other = await signedIn('designer');
    // Before the claim the order is nobody's.
    expect((await tick(designer.token, first.id, 1, true)).status).toBe(404);
    expect(
      (await trpc(server, 'designer.orders.claim', { orderId: order.orderId }, { token: designer.token }))
        .status,
    ).toBe(200);

    const ticked = await tick(designer.token, first.id, 2, true);
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    expect(data<{ pins: { done: boolean }[] }>(ticked).pins.map((pin) => pin.done)).toEqual([false, true]);
    const mine = data<DesignerMineOutput>(
      await trpc(server, 'designer.orders.mine', {}, { token: designer.token, type: 'query' }),
    ).items.find((item) => item.id === order.orderId);
    expect(mine?.images[0]?.pins.map((pin) => pin.done)).toEqual([false, true]);
    expect(
      data<{ pins: { done: boolean }[] }>(await tick(designer.token, first.id, 2, false)).pins[1]?.done,
    ).toBe(false);

    // Another designer, a pin that is not there, malformed input, a finished order: refused, nothing changes.
    const refusals: [Awaited<ReturnType<typeof tick>>, number, string][] = [
      [await tick(other.token, first.id, 1, true), 404, k.orderNotFound],
      [await tick(designer.token, second.id, 1, true), 400, k.pinNotFound],
      [await tick(designer.token, first.id, 3, true), 400, k.pinNotFound],
      [await tick(designer.token, first.id, 0, true), 400, k.pinNotFound],
      [await tick(designer.token, first.id, 1, 'yes'), 400, k.pinNotFound],
    ];
    for (const [result, status, key] of refusals) {
      expect(result.status, JSON.stringify(result.body)).toBe(status);
      const issues = result.body.error?.data.issues as { message: string }[] | undefined;
      const reported = issues?.[0]?.message ?? result.body.error?.data.messageKey;
      expect(reported).toBe(key);
    }
    await db().updateTable('orders').set({ status: 'completed' }).where('id', '=', order.orderId).execute();
    const late = await tick(designer.token, first.id, 1, true);
    expect([late.status, late.body.error?.data.messageKey]).toEqual([409, k.notSubmittable]);
    const row = await db()
      .selectFrom('order_images')
      .select('instruction_pins')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect((row.instruction_pins as { done: boolean }[]).map((pin) => pin.done)).toEqual([false, false]);
  });
});
