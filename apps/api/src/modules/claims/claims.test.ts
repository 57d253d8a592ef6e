// The 30-day guarantee through HTTP on a real database (issue 34): a claim per photo within 30 days of the
// order's first completion (the edge on the fake clock), and the admin's decision: a redo (the photo back to
// another designer, due in 12 hours, then delivered and accepted), credit, or a refund of the photo's share; a
// claim is decided once, even by 20 admins at once.
import { randomUUID } from 'node:crypto';
import {
  type AdminClaimQueue,
  type ClaimView,
  claimMessageKeys,
  type OrderClaims,
} from '@photoedit/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createUser, data, trpc, upsertAdmin } from '../auth/auth.fixtures';
import { deliverOrder } from '../orders/client/client-orders.fixtures';
import { mailTo, ordersTestFrame, placePaidOrder } from '../orders/orders.fixtures';

const k = claimMessageKeys;
const frame = ordersTestFrame();
const db = () => frame.db;
const day = 86_400_000;
let adminId: string;

beforeAll(async () => {
  adminId = (
    await upsertAdmin(db(), { email: 'claims-admin@example.com', password: 'correct horse battery' })
  ).id;
});

const admin = () => frame.as(adminId);
const messageKey = (result: CallResult) =>
  (result.body.error?.data.issues as { message: string }[] | undefined)?.[0]?.message ??
  result.body.error?.data.messageKey;

/** A paid order of two photos, delivered by a designer and accepted by the client now; its photos' ids. */
async function completedOrder() {
  const order = await placePaidOrder(frame.server, db(), { serviceIds: [frame.services.sky] });
  const designer = await createUser(db(), 'designer', { approved: true });
  await trpc(
    frame.server,
    'admin.orders.assign',
    { orderId: order.orderId, designerId: designer.id },
    await admin(),
  );
  await deliverOrder(db(), order.orderId, { status: 'in_progress' });
  const ready = await trpc(
    frame.server,
    'admin.orders.setStatus',
    { orderId: order.orderId, status: 'ready_for_review' },
    await admin(),
  );
  expect(ready.status).toBe(200);
  const images = await db()
    .selectFrom('order_images')
    .select('id')
    .where('order_id', '=', order.orderId)
    .orderBy('position')
    .execute();
  const imageIds = images.map((image) => image.id);
  // The client accepts every photo: the order is completed.
  const accepted = await trpc(
    frame.server,
    'clientOrders.acceptPhotos',
    { orderImageIds: imageIds },
    await frame.as(order.clientId),
  );
  expect(accepted.status).toBe(200);
  return { ...order, designerId: designer.id, imageIds };
}

const openClaim = async (clientId: string, input: object) =>
  trpc(frame.server, 'claims.open', { pins: [], ...input }, await frame.as(clientId));
const resolve = async (input: object) => trpc(frame.server, 'admin.claims.resolve', input, await admin());

describe('opening a claim', () => {
  it('is possible for 30 days after the first completion, once per photo, with a note or pins', async () => {
    frame.server.clock.set(new Date('2026-12-10T09:00:00Z'));
    const order = await completedOrder();
    const completedAt = (
      await db()
        .selectFrom('orders')
        .select('first_completed_at')
        .where('id', '=', order.orderId)
        .executeTakeFirstOrThrow()
    ).first_completed_at as Date;

    const empty = await openClaim(order.clientId, { orderImageId: order.imageIds[0] });
    expect([empty.status, messageKey(empty)]).toEqual([400, k.noteRequired]);
    frame.server.clock.set(new Date(completedAt.getTime() + 30 * day - 1000));
    const opened = await openClaim(order.clientId, {
      orderImageId: order.imageIds[0],
      note: 'The window still shows the neighbour’s wall.',
      pins: [{ x: 0.4, y: 0.5, note: 'Here' }],
    });
    expect(opened.status).toBe(200);
    expect(data<ClaimView>(opened)).toMatchObject({ photo: 1, resolution: null, pins: [{ note: 'Here' }] });
    const twice = await openClaim(order.clientId, { orderImageId: order.imageIds[0], note: 'Again' });
    expect([twice.status, messageKey(twice)]).toEqual([409, k.alreadyClaimed]);

    frame.server.clock.set(new Date(completedAt.getTime() + 30 * day + 1000));
    const late = await openClaim(order.clientId, { orderImageId: order.imageIds[1], note: 'Too late' });
    expect([late.status, messageKey(late)]).toEqual([409, k.windowClosed]);
    const mine = await trpc(
      frame.server,
      'claims.ofOrder',
      { orderNumber: order.orderNumber },
      {
        ...(await frame.as(order.clientId)),
        type: 'query',
      },
    );
    expect(data<OrderClaims>(mine).claimableUntil).toBe(
      new Date(completedAt.getTime() + 30 * day).toISOString(),
    );
    expect(data<OrderClaims>(mine).claims).toHaveLength(1);
    const told = (await mailTo(db(), 'claims-admin@example.com')).filter(
      (mail) => mail.template === 'claim_opened',
    );
    expect(told.at(-1)?.subject).toBe(`A guarantee claim on order #${order.orderNumber}: PhotoEdit`);
  });

  it("refuses an order not completed yet and another client's photo", async () => {
    frame.server.clock.set(new Date('2026-12-12T09:00:00Z'));
    const pending = await placePaidOrder(frame.server, db(), { serviceIds: [frame.services.sky] });
    const photo = await db()
      .selectFrom('order_images')
      .select('id')
      .where('order_id', '=', pending.orderId)
      .executeTakeFirstOrThrow();
    const early = await openClaim(pending.clientId, { orderImageId: photo.id, note: 'x' });
    expect([early.status, messageKey(early)]).toEqual([409, k.notCompleted]);
    const stranger = (await createUser(db(), 'client')).id;
    const other = await openClaim(stranger, { orderImageId: photo.id, note: 'x' });
    expect([other.status, messageKey(other)]).toEqual([404, k.photoNotFound]);
  });
});

describe('deciding a claim', () => {
  it('as a redo: the photo goes back to another designer, due in 12 hours, then is delivered and accepted', async () => {
    frame.server.clock.set(new Date('2026-12-14T09:00:00Z'));
    const order = await completedOrder();
    const claim = data<ClaimView>(
      await openClaim(order.clientId, { orderImageId: order.imageIds[1], note: 'Sky is grey' }),
    );
    const other = await createUser(db(), 'designer', { approved: true });
    const queue = await trpc(frame.server, 'admin.claims.queue', undefined, {
      ...(await admin()),
      type: 'query',
    });
    expect(data<AdminClaimQueue>(queue).open.find((item) => item.id === claim.id)).toMatchObject({
      clientEmail: order.email,
      designer: { id: order.designerId },
      refundableMinor: 500,
      creditMinor: 500,
    });
    const decided = await resolve({ claimId: claim.id, resolution: 'redo', designerId: other.id });
    expect(decided.status).toBe(200);
    const now = frame.server.clock.now().getTime();
    const row = await db()
      .selectFrom('orders')
      .select(['status', 'designer_id', 'due_at', 'delivered_on_time', 'first_completed_at'])
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'revision_requested',
      designer_id: other.id,
      delivered_on_time: true,
    });
    expect(Math.abs((row.due_at as Date).getTime() - (now + 12 * 3_600_000))).toBeLessThan(60_000);
    expect(data<ClaimView>(decided).redo).toMatchObject({ delivered: false, accepted: false });
    const redoMail = (
      await mailTo(
        db(),
        (
          await db().selectFrom('users').select('email').where('id', '=', other.id).executeTakeFirstOrThrow()
        ).email,
      )
    ).filter((mail) => mail.template === 'claim_redo');
    expect(redoMail).toHaveLength(1);

    // The designer delivers again; the client accepts; the order is completed, its guarantee still from the first.
    frame.server.clock.advance(3_600_000);
    await deliverOrder(db(), order.orderId, {
      imageIds: [order.imageIds[1] as string],
      at: frame.server.clock.now(),
    });
    const accepted = await trpc(
      frame.server,
      'clientOrders.acceptImage',
      { orderImageId: order.imageIds[1] },
      await frame.as(order.clientId),
    );
    expect(accepted.status).toBe(200);
    const mine = await trpc(
      frame.server,
      'claims.ofOrder',
      { orderNumber: order.orderNumber },
      {
        ...(await frame.as(order.clientId)),
        type: 'query',
      },
    );
    expect(data<OrderClaims>(mine).claims[0]?.redo).toMatchObject({ delivered: true, accepted: true });
    const after = await db()
      .selectFrom('orders')
      .select(['status', 'first_completed_at'])
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'completed', first_completed_at: row.first_completed_at });
    const told = (await mailTo(db(), order.email)).filter((mail) => mail.template === 'claim_resolved');
    expect(told).toHaveLength(1);
  });

  it('as credit: the photo’s share of what was paid, once, even with 20 admins deciding at once', async () => {
    frame.server.clock.set(new Date('2026-12-16T09:00:00Z'));
    const order = await completedOrder();
    const claim = data<ClaimView>(
      await openClaim(order.clientId, { orderImageId: order.imageIds[0], note: 'Tilted' }),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () => resolve({ claimId: claim.id, resolution: 'credit', note: 'Sorry' })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status !== 200).map(messageKey))).toEqual(
      new Set([k.alreadyResolved]),
    );
    const ledger = await db()
      .selectFrom('credit_ledger')
      .select(['kind', 'amount_minor', 'reason', 'created_by'])
      .where('order_id', '=', order.orderId)
      .execute();
    expect(ledger).toEqual([{ kind: 'guarantee', amount_minor: 500, reason: 'Sorry', created_by: adminId }]);
  });

  it('as a refund: the photo’s share back to the card; a bad decision changes nothing', async () => {
    frame.server.clock.set(new Date('2026-12-18T09:00:00Z'));
    const order = await completedOrder();
    const claim = data<ClaimView>(
      await openClaim(order.clientId, { orderImageId: order.imageIds[0], note: 'Blurry' }),
    );
    const unknown = await resolve({ claimId: claim.id, resolution: 'refund' });
    expect([unknown.status, messageKey(unknown)]).toEqual([400, k.invalidResolution]);
    const noDesigner = await resolve({ claimId: claim.id, resolution: 'redo', designerId: randomUUID() });
    expect([noDesigner.status, messageKey(noDesigner)]).toEqual([404, k.designerNotFound]);
    const refunded = await resolve({ claimId: claim.id, resolution: 'refund', requestId: randomUUID() });
    expect(data<ClaimView>(refunded)).toMatchObject({ resolution: 'refund', amount: { amountMinor: 500 } });
    const money = await db()
      .selectFrom('orders')
      .select(['refunded_minor', 'status'])
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(money).toEqual({ refunded_minor: 500, status: 'completed' });
  });
});
