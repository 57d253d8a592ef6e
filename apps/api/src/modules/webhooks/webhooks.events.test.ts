// Every webhook event type (issue 36) raised by the change it follows, through the events mechanism: an order paid
// (and its invoice), claimed by a designer, delivered, its revision delivered, completed when the client accepts the
// last photo, refunded (and its correcting invoice), and a credit pack bought (and its invoice).
import { randomUUID } from 'node:crypto';
import { webhookEventTypes } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emit } from '../../events/events';
import { startReceiver, type TestReceiver } from '../../outbound/receiver.testing';
import { createUser, data, trpc } from '../auth/auth.fixtures';
import { photosDelivered } from '../orders';
import { deliverOrder } from '../orders/client/client-orders.fixtures';
import { ordersTestFrame, placePaidOrder } from '../orders/orders.fixtures';
import { clientWithEndpoint, deliverDue } from './webhooks.testing';

const frame = ordersTestFrame();
let receiver: TestReceiver;

beforeAll(async () => {
  receiver = await startReceiver();
  receiver.on('/hooks', (_request, response) => response.writeHead(200).end());
});
afterAll(() => receiver.close());

const delivered = (orderId: string, revision: boolean) =>
  frame.db.transaction().execute((trx) =>
    emit({ trx, now: frame.server.clock.now() }, photosDelivered, {
      orderId,
      orderNumber: 1,
      imageCount: 1,
      revision,
      comment: null,
      recipient: 'client@example.com',
      language: 'en',
      dashboardUrl: 'https://photoedit.example/en/dashboard',
    }),
  );

describe('webhook events', () => {
  it('are raised by the changes they follow, each for the order’s account', async () => {
    const { client } = await clientWithEndpoint(frame, `${receiver.origin}/hooks`, [...webhookEventTypes]);
    const order = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
      email: client.email,
    });
    const designer = await createUser(frame.db, 'designer', { approved: true });
    const claimed = await trpc(
      frame.server,
      'designer.orders.claim',
      { orderId: order.orderId },
      await frame.as(designer.id),
    );
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    await delivered(order.orderId, false);
    await delivered(order.orderId, true);
    await deliverOrder(frame.db, order.orderId);
    const image = await frame.db
      .selectFrom('order_images')
      .select('id')
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    const session = await frame.as(client.id);
    expect(
      (await trpc(frame.server, 'clientOrders.acceptImage', { orderImageId: image.id }, session)).status,
    ).toBe(200);
    const admin = await frame.as((await createUser(frame.db, 'admin')).id);
    const refunded = await trpc(
      frame.server,
      'admin.refunds.create',
      { requestId: randomUUID(), orderId: order.orderId, reason: 'Goodwill' },
      admin,
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const pack = data<{ id: string }>(
      await trpc(
        frame.server,
        'admin.creditPacks.create',
        { currency: 'USD', priceMinor: 5000, bonusMinor: 500 },
        admin,
      ),
    );
    const bought = data<{ purchaseId: string }>(
      await trpc(frame.server, 'billing.buyPack', { packId: pack.id }, session),
    );
    expect(
      (await trpc(frame.server, 'billing.confirmPack', { purchaseId: bought.purchaseId }, session)).status,
    ).toBe(200);

    await deliverDue(frame);
    const events = receiver.received.map(
      (request) => JSON.parse(request.body) as { type: string; data: object },
    );
    // Sent a few at once: they may arrive in any order (receivers order by `createdAt`).
    expect(events.map((event) => event.type).sort()).toEqual(
      [
        'order.paid',
        'invoice.issued',
        'order.claimed',
        'order.delivered',
        'order.revision_delivered',
        'order.completed',
        'order.refunded',
        'invoice.issued',
        'credit.purchased',
        'invoice.issued',
      ].sort(),
    );
    const ofType = (type: string) => events.find((event) => event.type === type)?.data;
    expect(ofType('order.paid')).toMatchObject({ order: { number: order.orderNumber } });
    expect(ofType('order.completed')).toMatchObject({ order: { status: 'completed' } });
    expect(ofType('order.refunded')).toMatchObject({ refund: { amountMinor: 500 } });
    expect(ofType('credit.purchased')).toMatchObject({
      credit: { creditMinor: 5500, paidMinor: 5000, currency: 'USD' },
    });
  });
});
