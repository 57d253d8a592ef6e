// Ratings and preferred designers through HTTP on a real database (issue 33): the rating rules, the designers'
// averages, the preferred designers' first window on the fake clock, and a blocked designer who never sees the
// client's orders.
import {
  type AdminUsersListOutput,
  type DesignerAvailableOutput,
  type OrderRatingState,
  ratingMessageKeys,
} from '@photoedit/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, data, trpc, upsertAdmin } from '../../auth/auth.fixtures';

import { ordersTestFrame, placePaidOrder } from '../orders.fixtures';
import { recordEndedWindows } from './ratings.jobs';

const k = ratingMessageKeys;
const frame = ordersTestFrame();
const db = () => frame.db;
let adminId: string;
const hour = 3_600_000;

beforeAll(async () => {
  const admin = await upsertAdmin(db(), {
    email: 'ratings-admin@example.com',
    password: 'correct horse battery',
  });
  adminId = admin.id;
});

async function designer() {
  const user = await createUser(db(), 'designer', { approved: true });
  return { id: user.id };
}

/** A completed order of the client, delivered by `designerId`, completed at `completedAt`. */
async function completedOrder(clientId: string, designerId: string, completedAt: Date) {
  const order = await db()
    .insertInto('orders')
    .values({
      client_id: clientId,
      designer_id: designerId,
      status: 'completed',
      payment_status: 'paid',
      currency: 'USD',
      subtotal_minor: 1000,
      total_minor: 1000,
      contact_email: 'client@example.com',
      paid_at: new Date(completedAt.getTime() - 10 * hour),
      claimed_at: new Date(completedAt.getTime() - 9 * hour),
      completed_at: completedAt,
    })
    .returning(['id', 'order_number'])
    .executeTakeFirstOrThrow();
  return { id: order.id, number: order.order_number };
}

/** A fresh session at the frame.server's clock. */
const as = (who: { id: string }) => frame.as(who.id);
const admin = () => as({ id: adminId });

const messageKey = (result: Awaited<ReturnType<typeof trpc>>) =>
  (result.body.error?.data.issues as { message: string }[] | undefined)?.[0]?.message ??
  result.body.error?.data.messageKey;

describe('rating an order', () => {
  it('takes 1–5 stars and a comment once per order, changeable for 30 days after completion', async () => {
    const client = { id: (await createUser(db(), 'client')).id };
    const maker = await designer();
    frame.server.clock.set(new Date('2026-12-01T12:00:00Z'));
    const order = await completedOrder(client.id, maker.id, new Date('2026-12-01T10:00:00Z'));

    const first = await trpc(
      frame.server,
      'clientOrders.rate',
      { orderNumber: order.number, stars: 4 },
      await as(client),
    );
    expect(first.status).toBe(200);
    expect(data<OrderRatingState>(first).rating).toMatchObject({ stars: 4, comment: null });
    expect(data<OrderRatingState>(first).editableUntil).toBe('2026-12-31T10:00:00.000Z');

    const changed = await trpc(
      frame.server,
      'clientOrders.rate',
      { orderNumber: order.number, stars: 5, comment: 'Lovely skies' },
      await as(client),
    );
    expect(data<OrderRatingState>(changed).rating).toMatchObject({ stars: 5, comment: 'Lovely skies' });
    const rows = await db()
      .selectFrom('order_ratings')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(rows).toHaveLength(1);

    // A second before the 30 days end it still changes; a minute after, it is closed (the clock keeps ticking).
    frame.server.clock.set(new Date('2026-12-31T09:59:59Z'));
    expect(
      (
        await trpc(
          frame.server,
          'clientOrders.rate',
          { orderNumber: order.number, stars: 3 },
          await as(client),
        )
      ).status,
    ).toBe(200);
    frame.server.clock.set(new Date('2026-12-31T10:01:00Z'));
    const late = await trpc(
      frame.server,
      'clientOrders.rate',
      { orderNumber: order.number, stars: 1 },
      await as(client),
    );
    expect(late.status).toBe(409);
    expect(messageKey(late)).toBe(k.closed);
    const kept = await db()
      .selectFrom('order_ratings')
      .select('stars')
      .where('order_id', '=', order.id)
      .execute();
    expect(kept).toEqual([{ stars: 3 }]);
  });

  it('refuses bad stars, long comments, unfinished and other clients’ orders, changing nothing', async () => {
    const client = { id: (await createUser(db(), 'client')).id };
    const other = { id: (await createUser(db(), 'client')).id };
    const maker = await designer();
    frame.server.clock.set(new Date('2026-12-02T12:00:00Z'));
    const order = await completedOrder(client.id, maker.id, new Date('2026-12-02T10:00:00Z'));
    for (const stars of [0, 6, 2.5, '5']) {
      const refused = await trpc(
        frame.server,
        'clientOrders.rate',
        { orderNumber: order.number, stars },
        await as(client),
      );
      expect(refused.status).toBe(400);
      expect(messageKey(refused)).toBe(k.invalidStars);
    }
    const long = await trpc(
      frame.server,
      'clientOrders.rate',
      { orderNumber: order.number, stars: 5, comment: 'x'.repeat(1001) },
      await as(client),
    );
    expect(messageKey(long)).toBe(k.commentTooLong);
    const theirs = await trpc(
      frame.server,
      'clientOrders.rate',
      { orderNumber: order.number, stars: 5 },
      await as(other),
    );
    expect(theirs.status).toBe(404);
    await db()
      .updateTable('orders')
      .set({ status: 'ready_for_review', completed_at: null })
      .where('id', '=', order.id)
      .execute();
    const unfinished = await trpc(
      frame.server,
      'clientOrders.rate',
      { orderNumber: order.number, stars: 5 },
      await as(client),
    );
    expect(unfinished.status).toBe(409);
    expect(messageKey(unfinished)).toBe(k.notCompleted);
    expect(
      await db().selectFrom('order_ratings').selectAll().where('order_id', '=', order.id).execute(),
    ).toEqual([]);
  });

  it("gives each designer's average and count to the admins' users list and to the designer", async () => {
    const client = { id: (await createUser(db(), 'client')).id };
    const maker = await designer();
    frame.server.clock.set(new Date('2026-12-03T12:00:00Z'));
    let last = '';
    for (const stars of [5, 4, 4]) {
      const order = await completedOrder(client.id, maker.id, new Date('2026-12-03T10:00:00Z'));
      await trpc(frame.server, 'clientOrders.rate', { orderNumber: order.number, stars }, await as(client));
      last = order.id;
    }
    const detail = await trpc(
      frame.server,
      'admin.orders.detail',
      { orderId: last },
      { ...(await admin()), type: 'query' },
    );
    expect(data<{ rating: unknown; designerRating: unknown }>(detail)).toMatchObject({
      rating: { stars: 4, comment: null },
      designerRating: { average: 4.33, count: 3 },
    });
    const own = await trpc(frame.server, 'designer.rating', undefined, {
      ...(await as(maker)),
      type: 'query',
    });
    expect(data(own)).toEqual({ average: 4.33, count: 3 });
    const list = await trpc(
      frame.server,
      'admin.users.list',
      { role: 'designer', limit: 100 },
      { ...(await admin()), type: 'query' },
    );
    const row = data<AdminUsersListOutput>(list).items.find((user) => user.id === maker.id);
    expect(row?.rating).toEqual({ average: 4.33, count: 3 });
    const clients = await trpc(
      frame.server,
      'admin.users.list',
      { role: 'client', limit: 100 },
      { ...(await admin()), type: 'query' },
    );
    expect(data<AdminUsersListOutput>(clients).items.every((user) => user.rating === null)).toBe(true);
  });
});

describe('preferred and blocked designers', () => {
  const available = async (who: { id: string }) =>
    data<DesignerAvailableOutput>(
      await trpc(frame.server, 'designer.orders.available', undefined, { ...(await as(who)), type: 'query' }),
    ).items;

  it('offers a paid order only to the preferred designer for the first window, then to everyone', async () => {
    frame.server.clock.set(new Date('2026-12-04T08:00:00Z'));
    const favourite = await designer();
    const someone = await designer();
    // The first order makes the client; they prefer its designer.
    const first = await placePaidOrder(frame.server, db(), { serviceIds: [frame.services.sky] });
    const client = { id: first.clientId };
    await db()
      .updateTable('orders')
      .set({
        designer_id: favourite.id,
        status: 'completed',
        claimed_at: new Date('2026-12-04T08:00:00Z'),
        completed_at: new Date('2026-12-04T08:00:00Z'),
      })
      .where('id', '=', first.orderId)
      .execute();
    const preferred = await trpc(
      frame.server,
      'clientOrders.setDesignerPreference',
      { orderNumber: first.orderNumber, preference: 'preferred' },
      await as(client),
    );
    expect(data<OrderRatingState>(preferred).designerPreference).toBe('preferred');

    // Standard turnaround (24 h): 25 % is 6 h, capped at 3 h.
    const second = await placePaidOrder(frame.server, db(), {
      email: first.email,
      serviceIds: [frame.services.sky],
    });
    expect(second.clientId).toBe(client.id);
    const paidAt = second.order.paid_at as Date;
    expect(second.order.preferred_until?.getTime()).toBe(paidAt.getTime() + 3 * hour);

    const seen = (await available(favourite)).find((order) => order.id === second.orderId);
    expect(seen?.requestedByClient).toBe(true);
    expect((await available(someone)).some((order) => order.id === second.orderId)).toBe(false);
    const early = await trpc(
      frame.server,
      'designer.orders.claim',
      { orderId: second.orderId },
      await as(someone),
    );
    expect(early.status).toBe(409);
    expect(messageKey(early)).toBe('errors.designer.reservedForPreferred');

    // A minute before the window ends: still theirs. At its end: everyone's, and the schedule tells the lists.
    frame.server.clock.set(new Date(paidAt.getTime() + 3 * hour - 60_000));
    expect((await available(someone)).some((order) => order.id === second.orderId)).toBe(false);
    frame.server.clock.set(new Date(paidAt.getTime() + 3 * hour));
    const other = (await available(someone)).find((order) => order.id === second.orderId);
    expect(other?.requestedByClient).toBe(false);
    expect(await recordEndedWindows(db(), new Date(paidAt.getTime() + 3 * hour))).toBeGreaterThanOrEqual(1);
    const event = await db()
      .selectFrom('order_events')
      .select(['kind', 'for_designers'])
      .where('order_id', '=', second.orderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ kind: 'changed', for_designers: true });
    expect(
      (await trpc(frame.server, 'designer.orders.claim', { orderId: second.orderId }, await as(someone)))
        .status,
    ).toBe(200);
  });

  it('never shows a blocked designer the client’s orders, refuses their claim, and warns an admin assigning them', async () => {
    frame.server.clock.set(new Date('2026-12-05T08:00:00Z'));
    const blocked = await designer();
    const first = await placePaidOrder(frame.server, db(), { serviceIds: [frame.services.sky] });
    const client = { id: first.clientId };
    await db()
      .updateTable('orders')
      .set({
        designer_id: blocked.id,
        status: 'completed',
        claimed_at: new Date('2026-12-05T08:00:00Z'),
        completed_at: new Date('2026-12-05T08:00:00Z'),
      })
      .where('id', '=', first.orderId)
      .execute();
    expect(
      (
        await trpc(
          frame.server,
          'clientOrders.setDesignerPreference',
          { orderNumber: first.orderNumber, preference: 'blocked' },
          await as(client),
        )
      ).status,
    ).toBe(200);
    const second = await placePaidOrder(frame.server, db(), {
      email: first.email,
      serviceIds: [frame.services.sky],
    });
    // No preferred designer: no window.
    expect(second.order.preferred_until).toBeNull();
    expect((await available(blocked)).some((order) => order.id === second.orderId)).toBe(false);
    const claim = await trpc(
      frame.server,
      'designer.orders.claim',
      { orderId: second.orderId },
      await as(blocked),
    );
    expect(claim.status).toBe(404);
    // Even days later.
    frame.server.clock.set(new Date('2026-12-09T08:00:00Z'));
    expect((await available(blocked)).some((order) => order.id === second.orderId)).toBe(false);

    const assign = { orderId: second.orderId, designerId: blocked.id };
    const warned = await trpc(frame.server, 'admin.orders.assign', assign, await admin());
    expect(warned.status).toBe(409);
    expect(messageKey(warned)).toBe('errors.admin.designerBlocked');
    const order = await db()
      .selectFrom('orders')
      .select('designer_id')
      .where('id', '=', second.orderId)
      .executeTakeFirstOrThrow();
    expect(order.designer_id).toBeNull();
    const detail = await trpc(
      frame.server,
      'admin.orders.detail',
      { orderId: second.orderId },
      { ...(await admin()), type: 'query' },
    );
    expect(data<{ clientDesigners: unknown }>(detail).clientDesigners).toEqual({
      preferred: [],
      blocked: [blocked.id],
    });
    const anyway = await trpc(
      frame.server,
      'admin.orders.assign',
      { ...assign, overrideBlocked: true },
      await admin(),
    );
    expect(anyway.status).toBe(200);

    // Neither: the designer sees the client's orders again.
    await trpc(
      frame.server,
      'clientOrders.setDesignerPreference',
      { orderNumber: first.orderNumber, preference: null },
      await as(client),
    );
    const third = await placePaidOrder(frame.server, db(), {
      email: first.email,
      serviceIds: [frame.services.sky],
    });
    expect((await available(blocked)).some((order) => order.id === third.orderId)).toBe(true);
  });

  it('keeps the admin setting of the window within its bounds', async () => {
    const bad = await trpc(
      frame.server,
      'admin.assignment.update',
      { preferredWindowPercent: 101, preferredWindowMaxMinutes: 60 },
      await admin(),
    );
    expect(bad.status).toBe(400);
    expect(messageKey(bad)).toBe(k.invalidWindow);
    const saved = await trpc(
      frame.server,
      'admin.assignment.update',
      { preferredWindowPercent: 50, preferredWindowMaxMinutes: 60 },
      await admin(),
    );
    expect(data(saved)).toEqual({ preferredWindowPercent: 50, preferredWindowMaxMinutes: 60 });
    expect(
      data(
        await trpc(frame.server, 'admin.assignment.get', undefined, { ...(await admin()), type: 'query' }),
      ),
    ).toEqual({
      preferredWindowPercent: 50,
      preferredWindowMaxMinutes: 60,
    });
    await trpc(
      frame.server,
      'admin.assignment.update',
      { preferredWindowPercent: 25, preferredWindowMaxMinutes: 180 },
      await admin(),
    );
  });
});
