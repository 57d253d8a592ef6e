// The listing consistency check through HTTP (issue 33): the designer's uploads are measured as they arrive, the
// preview asks the check of them before delivering, and after the delivery the client and the admins read the same
// report from the stored measures.
import type { AdminOrderDetail, ClientOrderDetail, ListingLookReport } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { createUser, data, trpc, upsertAdmin } from '../../auth/auth.fixtures';
import { jpeg } from '../../media/media.fixtures';
import { darker } from '../../media/media.look.fixtures';
import { uploadPhoto } from '../../media/media.testing';
import { ordersTestFrame, placePaidOrder } from '../orders.fixtures';

const frame = ordersTestFrame();
const db = () => frame.db;

async function upload(userId: string, photo: Buffer, name: string): Promise<string> {
  const response = await uploadPhoto(frame.server, (await frame.as(userId)).token, photo, name);
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

async function claimedOrder(images: number) {
  const placed = await placePaidOrder(frame.server, db(), { images, serviceIds: [frame.services.sky] });
  const designer = await createUser(db(), 'designer', { approved: true });
  expect(
    (
      await trpc(
        frame.server,
        'designer.orders.claim',
        { orderId: placed.orderId },
        await frame.as(designer.id),
      )
    ).status,
  ).toBe(200);
  const imageIds = (
    await db()
      .selectFrom('order_images')
      .select('id')
      .where('order_id', '=', placed.orderId)
      .orderBy('position')
      .execute()
  ).map((row) => row.id);
  return { ...placed, designer, imageIds };
}

describe('the listing consistency check of a delivery', () => {
  it('flags the darker photo before the delivery, and shows the same to the client and the admins after', async () => {
    const order = await claimedOrder(4);
    // Photo-like noise (the generated rooms need the SVG decoder, which the frame.server's pipeline blocks).
    const photos = await Promise.all([1, 2, 3, 4].map(() => jpeg(1200, 900)));
    photos[2] = await darker(photos[2] as Buffer);
    const mediaIds: string[] = [];
    for (const [index, photo] of photos.entries())
      mediaIds.push(await upload(order.designer.id, photo, `${index}.jpg`));
    const images = order.imageIds.map((orderImageId, index) => ({
      orderImageId,
      editedMediaId: mediaIds[index] as string,
    }));

    const checked = await trpc(
      frame.server,
      'designer.orders.checkLook',
      { orderId: order.orderId, images },
      await frame.as(order.designer.id),
    );
    expect(checked.status).toBe(200);
    const report = data<ListingLookReport>(checked);
    expect(report.measured).toBe(4);
    expect(report.consistent).toBe(3);
    expect(report.outliers.map((photo) => photo.number)).toEqual([3]);
    expect(report.outliers[0]?.flags.map((flag) => flag.kind)).toEqual(['darker']);

    // The measures are stored per delivered file.
    const stored = await db().selectFrom('media').select('look').where('id', 'in', mediaIds).execute();
    expect(stored.every((row) => row.look !== null)).toBe(true);

    const submitted = await trpc(
      frame.server,
      'designer.orders.submit',
      { orderId: order.orderId, images, comment: 'Photo 3 is darker on purpose: evening light.' },
      await frame.as(order.designer.id),
    );
    expect(submitted.status).toBe(200);
    const client = data<ClientOrderDetail>(
      await trpc(
        frame.server,
        'clientOrders.detail',
        { orderNumber: order.orderNumber },
        {
          ...(await frame.as(order.clientId)),
          type: 'query',
        },
      ),
    );
    expect(client.look).toEqual(report);
    const admin = await upsertAdmin(db(), {
      email: 'look-admin@example.com',
      password: 'correct horse battery',
    });
    const detail = data<AdminOrderDetail>(
      await trpc(
        frame.server,
        'admin.orders.detail',
        { orderId: order.orderId },
        { ...(await frame.as(admin.id)), type: 'query' },
      ),
    );
    expect(detail.look).toEqual(report);
  }, 60_000);

  it('reads only the designer’s own order and own uploads', async () => {
    const order = await claimedOrder(1);
    const stranger = await createUser(db(), 'designer', { approved: true });
    const own = await upload(order.designer.id, await jpeg(800, 600), 'own.jpg');
    const theirs = await upload(stranger.id, await jpeg(800, 600), 'theirs.jpg');
    const ask = async (who: string, images: { orderImageId: string; editedMediaId: string }[]) =>
      trpc(
        frame.server,
        'designer.orders.checkLook',
        { orderId: order.orderId, images },
        await frame.as(who),
      );
    const imageId = order.imageIds[0] as string;

    const byStranger = await ask(stranger.id, [{ orderImageId: imageId, editedMediaId: theirs }]);
    expect(byStranger.status).toBe(404);
    const theirMedia = await ask(order.designer.id, [{ orderImageId: imageId, editedMediaId: theirs }]);
    expect(theirMedia.status).toBe(400);
    expect(theirMedia.body.error?.data.messageKey).toBe('errors.designer.editedMediaInvalid');
    const otherImage = await ask(order.designer.id, [{ orderImageId: order.orderId, editedMediaId: own }]);
    expect(otherImage.status).toBe(400);
    expect(otherImage.body.error?.data.messageKey).toBe('errors.designer.imageNotInOrder');
    // One photo: nothing to compare with, nothing flagged.
    const alone = await ask(order.designer.id, [{ orderImageId: imageId, editedMediaId: own }]);
    expect(data(alone)).toEqual({ measured: 1, consistent: 1, outliers: [] });
  }, 60_000);
});
