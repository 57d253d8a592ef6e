// The client's own orders through HTTP on a real database: what each client sees (and never sees), accepting
// images until the order completes, the one revision per image, refusals that change nothing, and parallel
// accepts of the last images completing the order exactly once.
import {
  type ClientImageDecision,
  type ClientOrderDetail,
  type ClientOrderList,
  type ClientOrderStats,
  clientOrderRules,
  clientOrdersMessageKeys as keys,
  pinRules,
} from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import {
  type CallResult,
  createIdentityTestServer,
  createUser,
  data,
  type IdentityTestServer,
  trpc,
} from '../../auth/auth.fixtures';
import { createServices, mailTo } from '../orders.fixtures';
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

async function signedInDesigner(language: 'en' | 'pl' = 'en') {
  return createUser(db(), 'designer', { approved: true, language });
}

const query = (token: string, path: string, input?: unknown) =>
  trpc(server, `clientOrders.${path}`, input, { token, type: 'query' });
const mutate = (token: string, path: string, input: unknown) =>
  trpc(server, `clientOrders.${path}`, input, { token });

const accept = (token: string, orderImageId: string) => mutate(token, 'acceptImage', { orderImageId });
const revise = (token: string, orderImageId: string, note: unknown) =>
  mutate(token, 'requestRevision', { orderImageId, note });

function refusedWith(result: CallResult, appCode: string, messageKey: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(appCode === 'CONFLICT' ? 409 : 404);
  expect(result.body.error?.data.appCode).toBe(appCode);
  expect(result.body.error?.data.messageKey).toBe(messageKey);
}

const imageRow = (id: string) =>
  db().selectFrom('order_images').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderRow = (id: string) =>
  db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('clientOrders.stats, list and detail', () => {
  it('shows a client only their own paid orders, newest first, with counts, totals and signed thumbnails', async () => {
    const alice = await signedInClient();
    const bob = await signedInClient();
    const day = 24 * 3600_000;
    const base = Date.now() - 10 * day;
    const older = await createPaidOrder(db(), {
      clientId: alice.id,
      serviceIds: [services.sky, services.lawn],
      images: 3,
      status: 'completed',
      paidAt: new Date(base),
    });
    const refunded = await createPaidOrder(db(), {
      clientId: alice.id,
      serviceIds: [services.sky],
      images: 1,
      paymentStatus: 'refunded',
      paidAt: new Date(base + day),
    });
    const newest = await createPaidOrder(db(), {
      clientId: alice.id,
      serviceIds: [services.sky],
      images: 6,
      paidAt: new Date(base + 2 * day),
    });
    await createPaidOrder(db(), {
      clientId: alice.id,
      serviceIds: [services.sky],
      paymentStatus: 'awaiting_payment',
    });
    const bobs = await createPaidOrder(db(), { clientId: bob.id, serviceIds: [services.lawn], images: 1 });

    const stats = data<ClientOrderStats>(await query(alice.token, 'stats'));
    // Active: the newest only (completed is done, refunded is closed); spent: the refund is not counted.
    expect(stats).toEqual({
      activeOrders: 1,
      totalOrders: 3,
      totalSpent: [{ currency: 'USD', amountMinor: 3 * 2 * 500 + 6 * 500 }],
    });

    const list = data<ClientOrderList>(await query(alice.token, 'list'));
    expect(list.nextCursor).toBeNull();
    expect(list.orders.map((order) => order.orderNumber)).toEqual([
      newest.orderNumber,
      refunded.orderNumber,
      older.orderNumber,
    ]);
    const [first, second, third] = list.orders;
    expect(first).toMatchObject({ status: 'pending', refunded: false, imageCount: 6, serviceCount: 6 });
    expect(first?.total).toEqual({ amountMinor: 3000, currency: 'USD' });
    expect(first?.paidAt).toBe(new Date(base + 2 * day).toISOString());
    expect(first?.dueAt).toBe(new Date(base + 3 * day).toISOString());
    expect(first?.thumbnails).toHaveLength(4);
    expect(first?.thumbnails[0]?.url).toMatch(/^\/media\/[0-9a-f-]{36}\?quality=thumbnail&exp=\d+&sig=/);
    expect(second).toMatchObject({ refunded: true, imageCount: 1 });
    expect(third).toMatchObject({ status: 'completed', imageCount: 3, serviceCount: 6 });

    const bobList = data<ClientOrderList>(await query(bob.token, 'list'));
    expect(bobList.orders.map((order) => order.orderNumber)).toEqual([bobs.orderNumber]);
    expect(data<ClientOrderStats>(await query(bob.token, 'stats')).totalOrders).toBe(1);

    // Another client's order, and an unpaid one, are simply not found.
    refusedWith(
      await query(bob.token, 'detail', { orderNumber: newest.orderNumber }),
      'NOT_FOUND',
      keys.orderNotFound,
    );
    refusedWith(await accept(bob.token, newest.imageIds[0] as string), 'NOT_FOUND', keys.imageNotFound);
  });

  it('answers a client without orders with zeros and an empty list', async () => {
    const carol = await signedInClient();
    expect(data<ClientOrderStats>(await query(carol.token, 'stats'))).toEqual({
      activeOrders: 0,
      totalOrders: 0,
      totalSpent: [],
    });
    expect(data<ClientOrderList>(await query(carol.token, 'list'))).toEqual({ orders: [], nextCursor: null });
  });

  it('shows thumbnails of ready photos only', async () => {
    const dave = await signedInClient();
    const order = await createPaidOrder(db(), { clientId: dave.id, serviceIds: [services.sky], images: 3 });
    const [first] = await db()
      .selectFrom('order_images')
      .select(['id', 'original_media_id'])
      .where('order_id', '=', order.orderId)
      .orderBy('position')
      .execute();
    await db()
      .updateTable('media')
      .set({ status: 'failed' })
      .where('id', '=', first?.original_media_id as string)
      .execute();
    const [listed] = data<ClientOrderList>(await query(dave.token, 'list')).orders;
    expect(listed?.imageCount).toBe(3);
    expect(listed?.thumbnails.map((thumbnail) => thumbnail.orderImageId)).toEqual(order.imageIds.slice(1));
  });

  it('pages through many orders without gaps or repeats', async () => {
    const dave = await signedInClient();
    const count = clientOrderRules.listPageSize + 3;
    const numbers: number[] = [];
    const paidAt = new Date();
    for (let index = 0; index < count; index++) {
      // Equal payment times on purpose: the id breaks the tie.
      const order = await createPaidOrder(db(), { clientId: dave.id, serviceIds: [], images: 1, paidAt });
      numbers.push(order.orderNumber);
    }
    const first = data<ClientOrderList>(await query(dave.token, 'list', {}));
    expect(first.orders).toHaveLength(clientOrderRules.listPageSize);
    expect(first.nextCursor).not.toBeNull();
    const second = data<ClientOrderList>(await query(dave.token, 'list', { cursor: first.nextCursor }));
    expect(second.orders).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.orders, ...second.orders].map((order) => order.orderNumber);
    expect(new Set(seen).size).toBe(count);
    expect([...seen].sort()).toEqual([...numbers].sort());
  });

  it('gives one order with every image, its services, notes, edited versions and history', async () => {
    const erin = await signedInClient();
    const designer = await signedInDesigner();
    await db().updateTable('users').set({ display_name: 'Dana' }).where('id', '=', designer.id).execute();
    const order = await createPaidOrder(db(), {
      clientId: erin.id,
      serviceIds: [services.sky, services.lawn],
      images: 2,
      status: 'in_progress',
      designerId: designer.id,
      notes: 'Front of the house first',
    });
    const before = data<ClientOrderDetail>(
      await query(erin.token, 'detail', { orderNumber: order.orderNumber }),
    );
    expect(before.turnaround).toEqual({
      tier: 'standard',
      hours: 24,
      amount: { amountMinor: 0, currency: 'USD' },
    });
    expect(before).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'in_progress',
      notes: 'Front of the house first',
      designerName: 'Dana',
      imageCount: 2,
      serviceCount: 4,
      total: { amountMinor: 2000, currency: 'USD' },
      subtotal: { amountMinor: 2000, currency: 'USD' },
      discount: { amountMinor: 0, currency: 'USD' },
    });
    const [image] = before.images;
    expect(image).toMatchObject({
      position: 0,
      state: 'in_progress',
      edited: null,
      clientNote: 'make it brighter 0',
      originalFileName: 'photo-0.jpg',
      revisionUsed: false,
      canAccept: false,
      canRequestRevision: false,
    });
    expect(image?.original.previewUrl).toContain('quality=preview');
    expect(image?.original.originalUrl).toContain('quality=original');
    expect(image?.services.map((service) => service.name).sort()).toEqual(['Sky 500', 'Sky 750']);
    expect(image?.services[0]?.price).toEqual({ amountMinor: 500, currency: 'USD' });

    // Service names follow the caller's language.
    const polish = await server.app.inject({
      method: 'GET',
      url: `/api/trpc/clientOrders.detail?input=${encodeURIComponent(JSON.stringify({ orderNumber: order.orderNumber }))}`,
      headers: { authorization: `Bearer ${erin.token}`, 'x-language': 'pl' },
    });
    const polishDetail = (polish.json() as { result: { data: ClientOrderDetail } }).result.data;
    expect(polishDetail.images[0]?.services.map((service) => service.name).sort()).toEqual(
      ['Niebo 500', 'Niebo 750'].sort(),
    );

    await deliverOrder(db(), order.orderId);
    const after = data<ClientOrderDetail>(
      await query(erin.token, 'detail', { orderNumber: order.orderNumber }),
    );
    expect(after.status).toBe('ready_for_review');
    expect(after.awaitingReviewCount).toBe(2);
    expect(after.images[1]).toMatchObject({ state: 'delivered', designerNote: 'done 1', canAccept: true });
    expect(after.images[1]?.edited?.previewUrl).toMatch(/quality=preview&exp=\d+&sig=/);
    expect(after.history.map((entry) => entry.status)).toEqual(['ready_for_review']);
    expect(after.history[0]?.designerComment).toBeNull();

    // The designer's delivery comment is shown in the history; a staff note on another step is not.
    await db()
      .updateTable('order_status_history')
      .set({ changed_by: designer.id, note: 'Sky replaced on both.' })
      .where('order_id', '=', order.orderId)
      .execute();
    await db()
      .updateTable('orders')
      .set({ contact_property_address: '12 Harbour Road' })
      .where('id', '=', order.orderId)
      .execute();
    const commented = data<ClientOrderDetail>(
      await query(erin.token, 'detail', { orderNumber: order.orderNumber }),
    );
    expect(commented.history[0]?.designerComment).toBe('Sky replaced on both.');
    expect(commented.propertyAddress).toBe('12 Harbour Road');
    // After delivery the list shows the edited photos.
    const listed = data<ClientOrderList>(await query(erin.token, 'list')).orders[0];
    expect(listed?.propertyAddress).toBe('12 Harbour Road');
    expect(listed?.thumbnails.map((thumbnail) => thumbnail.edited)).toEqual([true, true]);
    expect(listed?.thumbnails[0]?.url).toContain(`/media/${after.images[0]?.edited?.mediaId}?`);
  });

  it('refuses malformed input with a translated message', async () => {
    const frank = await signedInClient();
    for (const orderNumber of ['abc', 0, 1.5, 2_147_483_648]) {
      const detail = await query(frank.token, 'detail', { orderNumber });
      expect(detail.status).toBe(400);
      expect(detail.body.error?.data.appCode).toBe('BAD_INPUT');
      expect(JSON.stringify(detail.body.error?.data.issues)).toContain(keys.orderNotFound);
    }
    const badImage = await accept(frank.token, 'not-a-uuid');
    expect(badImage.status).toBe(400);
    expect(JSON.stringify(badImage.body.error?.data.issues)).toContain(keys.imageNotFound);
  });
});

describe('clientOrders.acceptImage', () => {
  it('accepts delivered images one by one and completes the order with the last one', async () => {
    const client = await signedInClient();
    const order = await createPaidOrder(db(), {
      clientId: client.id,
      serviceIds: [services.sky],
      images: 2,
      status: 'in_progress',
    });
    const [first, second] = order.imageIds as [string, string];

    // Before delivery: nothing to accept, nothing changes.
    refusedWith(await accept(client.token, first), 'CONFLICT', keys.notDelivered);
    expect((await imageRow(first)).accepted_at).toBeNull();

    await deliverOrder(db(), order.orderId);
    const one = await accept(client.token, first);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const decision = data<ClientImageDecision>(one);
    expect(decision.orderStatus).toBe('ready_for_review');
    expect(decision.image).toMatchObject({ state: 'accepted', canAccept: false, canRequestRevision: false });
    expect(decision.image.acceptedAt).not.toBeNull();
    expect((await orderRow(order.orderId)).status).toBe('ready_for_review');

    refusedWith(await accept(client.token, first), 'CONFLICT', keys.alreadyAccepted);
    refusedWith(await revise(client.token, first, 'more sky'), 'CONFLICT', keys.alreadyAccepted);

    const last = data<ClientImageDecision>(await accept(client.token, second));
    expect(last.orderStatus).toBe('completed');
    const completed = await orderRow(order.orderId);
    expect(completed.status).toBe('completed');
    expect(completed.completed_at).not.toBeNull();
    expect((await historyOf(db(), order.orderId)).at(-1)).toEqual({
      from_status: 'ready_for_review',
      to_status: 'completed',
      changed_by: client.id,
    });
    const stats = data<ClientOrderStats>(await query(client.token, 'stats'));
    expect(stats.activeOrders).toBe(0);
  });

  it('refuses on a refunded order', async () => {
    const client = await signedInClient();
    const order = await createPaidOrder(db(), {
      clientId: client.id,
      serviceIds: [],
      images: 1,
      paymentStatus: 'refunded',
    });
    await deliverOrder(db(), order.orderId);
    refusedWith(await accept(client.token, order.imageIds[0] as string), 'CONFLICT', keys.notReviewable);
    expect((await imageRow(order.imageIds[0] as string)).accepted_at).toBeNull();
  });

  it('completes the order exactly once when the last two images are accepted at the same time', async () => {
    for (let round = 0; round < 3; round++) {
      const client = await signedInClient();
      const order = await createPaidOrder(db(), { clientId: client.id, serviceIds: [], images: 2 });
      await deliverOrder(db(), order.orderId);
      const results = await Promise.all(order.imageIds.map((id) => accept(client.token, id)));
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      expect(results.map((result) => data<ClientImageDecision>(result).orderStatus).sort()).toEqual([
        'completed',
        'ready_for_review',
      ]);
      const completions = (await historyOf(db(), order.orderId)).filter(
        (row) => row.to_status === 'completed',
      );
      expect(completions).toHaveLength(1);
      expect((await orderRow(order.orderId)).status).toBe('completed');
    }
  });

  it('accepts the same image twice at once only once', async () => {
    const client = await signedInClient();
    const order = await createPaidOrder(db(), { clientId: client.id, serviceIds: [], images: 1 });
    await deliverOrder(db(), order.orderId);
    const id = order.imageIds[0] as string;
    const results = await Promise.all([accept(client.token, id), accept(client.token, id)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(
      (await historyOf(db(), order.orderId)).filter((row) => row.to_status === 'completed'),
    ).toHaveLength(1);
  });
});

describe('clientOrders.requestRevision', () => {
  it('uses the one revision of an image, tells the designer and waits for the new version', async () => {
    const client = await signedInClient();
    const designer = await signedInDesigner('pl');
    const order = await createPaidOrder(db(), {
      clientId: client.id,
      serviceIds: [services.sky],
      images: 2,
      status: 'in_progress',
      designerId: designer.id,
    });
    const [first, second] = order.imageIds as [string, string];
    refusedWith(await revise(client.token, first, 'darker'), 'CONFLICT', keys.notDelivered);
    await deliverOrder(db(), order.orderId, { at: new Date(Date.now() - 60_000) });

    const result = await revise(client.token, first, '  Please make the sky bluer  ');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const decision = data<ClientImageDecision>(result);
    expect(decision.orderStatus).toBe('revision_requested');
    expect(decision.image).toMatchObject({
      state: 'revision_requested',
      revisionUsed: true,
      revisionNote: 'Please make the sky bluer',
      canAccept: false,
      canRequestRevision: false,
    });
    expect((await orderRow(order.orderId)).status).toBe('revision_requested');
    expect((await historyOf(db(), order.orderId)).at(-1)).toEqual({
      from_status: 'ready_for_review',
      to_status: 'revision_requested',
      changed_by: client.id,
    });
    const mail = await mailTo(db(), designer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: 'revision_requested', language: 'pl' });
    expect(mail[0]?.subject).toContain(`#${order.orderNumber}`);
    expect(mail[0]?.text).toContain('Please make the sky bluer');

    // While the revision is open the image cannot be accepted; the other image still can be reviewed.
    refusedWith(await accept(client.token, first), 'CONFLICT', keys.revisionOpen);
    refusedWith(await revise(client.token, first, 'again'), 'CONFLICT', keys.revisionUsed);
    const other = data<ClientImageDecision>(await revise(client.token, second, 'crop the left side'));
    expect(other.orderStatus).toBe('revision_requested');
    expect(
      (await historyOf(db(), order.orderId)).filter((row) => row.to_status === 'revision_requested'),
    ).toHaveLength(1);

    // The designer delivers the new versions: the images are reviewable again, the revision stays used.
    await deliverOrder(db(), order.orderId, { imageIds: [first, second] });
    const detail = data<ClientOrderDetail>(
      await query(client.token, 'detail', { orderNumber: order.orderNumber }),
    );
    expect(detail.images[0]).toMatchObject({
      state: 'delivered',
      revisionUsed: true,
      canAccept: true,
      canRequestRevision: false,
    });
    refusedWith(await revise(client.token, first, 'one more time'), 'CONFLICT', keys.revisionUsed);
    expect(data<ClientImageDecision>(await accept(client.token, first)).orderStatus).toBe('ready_for_review');
    expect(data<ClientImageDecision>(await accept(client.token, second)).orderStatus).toBe('completed');
  });

  it('completes from revision_requested when the remaining images are accepted', async () => {
    const client = await signedInClient();
    const order = await createPaidOrder(db(), { clientId: client.id, serviceIds: [], images: 2 });
    await deliverOrder(db(), order.orderId, { at: new Date(Date.now() - 60_000) });
    const [first, second] = order.imageIds as [string, string];
    await revise(client.token, first, 'warmer');
    await deliverOrder(db(), order.orderId, { imageIds: [first], status: 'revision_requested' });
    expect(data<ClientImageDecision>(await accept(client.token, first)).orderStatus).toBe(
      'revision_requested',
    );
    expect(data<ClientImageDecision>(await accept(client.token, second)).orderStatus).toBe('completed');
  });

  it('refuses an empty or too long note, changing nothing', async () => {
    const client = await signedInClient();
    const order = await createPaidOrder(db(), { clientId: client.id, serviceIds: [], images: 1 });
    await deliverOrder(db(), order.orderId);
    const id = order.imageIds[0] as string;
    for (const [note, key] of [
      ['   ', keys.revisionNoteRequired],
      [undefined, keys.revisionNoteRequired],
      ['x'.repeat(clientOrderRules.revisionNoteMaxLength + 1), keys.revisionNoteTooLong],
    ] as const) {
      const result = await revise(client.token, id, note);
      expect(result.status).toBe(400);
      expect(result.body.error?.data.appCode).toBe('BAD_INPUT');
      expect(result.body.error?.data.issues).toEqual([expect.objectContaining({ message: key })]);
    }
    const row = await imageRow(id);
    expect(row).toMatchObject({ revision_used: false, revision_note: null, revision_requested_at: null });
    expect((await orderRow(order.orderId)).status).toBe('ready_for_review');
  });

  it('stores numbered pins with the revision and keeps them, over the replaced delivery, after redelivery', async () => {
    const client = await signedInClient();
    const order = await createPaidOrder(db(), { clientId: client.id, serviceIds: [], images: 1 });
    await deliverOrder(db(), order.orderId, { at: new Date(Date.now() - 60_000) });
    const id = order.imageIds[0] as string;
    const firstDelivery = (await imageRow(id)).edited_media_id;
    const pins = [
      { x: 0.25, y: 0.1, note: '  Remove the cable  ' },
      { x: 1, y: 0, note: 'Brighter window' },
    ];
    const result = await mutate(client.token, 'requestRevision', {
      orderImageId: id,
      note: 'See the pins',
      pins,
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const stored = [
      { x: 0.25, y: 0.1, note: 'Remove the cable' },
      { x: 1, y: 0, note: 'Brighter window' },
    ];
    expect(data<ClientImageDecision>(result).image).toMatchObject({
      revisionPins: stored,
      revisedVersion: null,
    });
    expect(await imageRow(id)).toMatchObject({ revision_pins: stored, revised_media_id: firstDelivery });

    await deliverOrder(db(), order.orderId, { imageIds: [id] });
    const detail = data<ClientOrderDetail>(
      await query(client.token, 'detail', { orderNumber: order.orderNumber }),
    );
    expect(detail.images[0]?.revisionPins).toEqual(stored);
    expect(detail.images[0]?.revisedVersion?.mediaId).toBe(firstDelivery);
    expect(detail.images[0]?.edited?.mediaId).not.toBe(firstDelivery);
  });

  it('takes pins that each say what to change without a general note, and lists them to the designer', async () => {
    const client = await signedInClient();
    const designer = await signedInDesigner('pl');
    const order = await createPaidOrder(db(), {
      clientId: client.id,
      serviceIds: [],
      images: 1,
      status: 'in_progress',
      designerId: designer.id,
    });
    await deliverOrder(db(), order.orderId, { at: new Date(Date.now() - 60_000) });
    const id = order.imageIds[0] as string;
    const pins = [
      { x: 0.2, y: 0.3, note: 'Remove the TV reflection' },
      { x: 0.7, y: 0.4, note: 'Straighten the frame' },
    ];
    const result = await mutate(client.token, 'requestRevision', { orderImageId: id, note: '  ', pins });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(data<ClientImageDecision>(result).image).toMatchObject({
      revisionNote: null,
      revisionPins: pins,
    });
    expect(await imageRow(id)).toMatchObject({ revision_used: true, revision_note: null });
    const [mail] = await mailTo(db(), designer.email);
    expect(mail?.text).toContain('2 pinezki na zdjęciu:');
    expect(mail?.text).toContain('1. Remove the TV reflection');
    expect(mail?.text).toContain('2. Straighten the frame');
    expect(mail?.text).not.toContain('Uwagi klienta');
  });

  it('refuses pins off the photo, without a note, too long or too many, changing nothing', async () => {
    const client = await signedInClient();
    const order = await createPaidOrder(db(), { clientId: client.id, serviceIds: [], images: 1 });
    await deliverOrder(db(), order.orderId);
    const id = order.imageIds[0] as string;
    const pin = { x: 0.5, y: 0.5, note: 'here' };
    for (const [pins, key] of [
      [[{ ...pin, x: 1.01 }], keys.pinOutside],
      [[{ ...pin, y: -0.1 }], keys.pinOutside],
      [[{ ...pin, x: 'left' }], keys.pinOutside],
      [[{ ...pin, note: '  ' }], keys.pinNoteRequired],
      [[{ ...pin, note: 'x'.repeat(pinRules.noteMaxLength + 1) }], keys.pinNoteTooLong],
      [Array.from({ length: pinRules.maxPins + 1 }, () => pin), keys.tooManyPins],
      ['pins', keys.pinOutside],
    ] as const) {
      const result = await mutate(client.token, 'requestRevision', { orderImageId: id, note: 'fix', pins });
      expect(result.status, JSON.stringify(pins)).toBe(400);
      expect(result.body.error?.data.issues).toEqual([expect.objectContaining({ message: key })]);
    }
    expect(await imageRow(id)).toMatchObject({
      revision_used: false,
      revision_pins: [],
      revised_media_id: null,
    });
  });

  it("does not touch another client's image", async () => {
    const owner = await signedInClient();
    const stranger = await signedInClient();
    const order = await createPaidOrder(db(), { clientId: owner.id, serviceIds: [], images: 1 });
    await deliverOrder(db(), order.orderId);
    refusedWith(
      await revise(stranger.token, order.imageIds[0] as string, 'mine now'),
      'NOT_FOUND',
      keys.imageNotFound,
    );
    expect((await imageRow(order.imageIds[0] as string)).revision_used).toBe(false);
  });
});
