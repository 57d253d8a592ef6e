// One matrix of viewers and orders for every access rule: what each may see (orderVisibleTo, the media of an
// order: mediaVisibleTo), what is theirs (orderOwnedBy: downloads, actor procedures), what designers may claim
// (availableToDesigners), and the live channel's in-memory rule on the event a change of the order writes.
import type { Role } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createUser } from '../auth/auth.fixtures';
import { liveOrderEvent } from '../orders';
import { createPaidOrder } from '../orders/client/client-orders.fixtures';
import {
  type AccessViewer,
  availableToDesigners,
  mediaVisibleTo,
  orderEventVisibleTo,
  orderOwnedBy,
  orderVisibleTo,
} from '.';

let testDb: TestDatabase;
const viewers: Record<string, AccessViewer> = {};
const orders: Record<string, { orderId: string; mediaId: string }> = {};

const viewerNames = ['admin', 'owner', 'otherClient', 'worker', 'otherDesigner', 'unapproved'] as const;
const orderNames = ['unpaid', 'available', 'workersOrder', 'othersOrder'] as const;

// o: theirs (and visible), v: visible, -: neither. Columns in the order of `orderNames`; the other designer's
// order is the other client's.
const expected: Record<(typeof viewerNames)[number], string[]> = {
  admin: ['o', 'o', 'o', 'o'],
  owner: ['o', 'o', 'o', '-'],
  otherClient: ['-', '-', '-', 'o'],
  worker: ['-', 'v', 'o', '-'],
  otherDesigner: ['-', 'v', '-', 'o'],
  unapproved: ['-', '-', '-', '-'],
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.database.db;
  const user = async (role: Role, approved = true) => {
    const row = await createUser(db, role, { approved });
    return { id: row.id, role, approved: role === 'designer' ? approved : true };
  };
  viewers.admin = await user('admin');
  viewers.owner = await user('client');
  viewers.otherClient = await user('client');
  viewers.worker = await user('designer');
  viewers.otherDesigner = await user('designer');
  viewers.unapproved = await user('designer', false);
  const order = async (options: Parameters<typeof createPaidOrder>[1]) => {
    const { orderId } = await createPaidOrder(db, { ...options, images: 1 });
    const image = await db
      .selectFrom('order_images')
      .select('original_media_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { orderId, mediaId: image.original_media_id };
  };
  const owner = viewers.owner.id;
  orders.unpaid = await order({ clientId: owner, serviceIds: [], paymentStatus: 'awaiting_payment' });
  orders.available = await order({ clientId: owner, serviceIds: [] });
  orders.workersOrder = await order({
    clientId: owner,
    serviceIds: [],
    designerId: viewers.worker.id,
    status: 'in_progress',
  });
  orders.othersOrder = await order({
    clientId: viewers.otherClient.id,
    serviceIds: [],
    designerId: viewers.otherDesigner.id,
    status: 'in_progress',
  });
});
afterAll(() => testDb.drop());

async function rulesFor(viewer: AccessViewer, orderId: string, mediaId: string) {
  const row = await testDb.database.db
    .selectFrom('orders as o')
    .innerJoin('media as m', (join) => join.on('m.id', '=', mediaId))
    .select([
      orderVisibleTo('o', viewer).as('visible'),
      orderOwnedBy('o', viewer).as('owned'),
      availableToDesigners('o').as('available'),
      mediaVisibleTo('m', { user: viewer, draftId: null }).as('media'),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row;
}

/** The audience of the live event a change of the order writes now (in a transaction rolled back after). */
async function eventAudience(orderId: string) {
  let audience: { client_id: string | null; designer_id: string | null; for_designers: boolean } | undefined;
  await testDb.database.db
    .transaction()
    .execute(async (trx) => {
      await liveOrderEvent('changed', () => ({ orderIds: [orderId] })).record(
        { trx, now: new Date() },
        undefined,
      );
      audience = await trx
        .selectFrom('order_events')
        .select(['client_id', 'designer_id', 'for_designers'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      throw new Error('roll back');
    })
    .catch(() => undefined);
  if (!audience) throw new Error('no event was written');
  return { ...audience, previous_designer_id: null };
}

describe('the access rules, on one matrix', () => {
  for (const viewerName of viewerNames) {
    it(`${viewerName}: sees, owns, and hears of exactly the orders of the matrix`, async () => {
      const viewer = viewers[viewerName] as AccessViewer;
      const seen: string[] = [];
      for (const orderName of orderNames) {
        const { orderId, mediaId } = orders[orderName] as { orderId: string; mediaId: string };
        const rules = await rulesFor(viewer, orderId, mediaId);
        seen.push(rules.owned ? 'o' : rules.visible ? 'v' : '-');
        // An order's photos are visible exactly when the order is.
        expect(rules.media, `${viewerName} sees the photos of ${orderName}`).toBe(rules.visible);
        expect(rules.available).toBe(orderName === 'available');
        // The live channel's rule agrees with the SQL one (an unapproved designer has no stream to begin with).
        if (viewerName !== 'unapproved') {
          const live = orderEventVisibleTo(viewer, await eventAudience(orderId));
          expect(live, `${viewerName} hears of ${orderName}`).toBe(rules.visible);
        }
      }
      expect(seen).toEqual(expected[viewerName]);
    });
  }
});
