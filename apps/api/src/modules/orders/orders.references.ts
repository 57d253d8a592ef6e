// The reference images of orders as the order views show them: signed addresses (images need no header), for
// the whole order and per photo, in the client's order.
import type { OrderReference, SignedImageUrls } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { selectOrderReferences } from './orders.queries';

export async function loadReferences(
  db: Executor,
  orderIds: readonly string[],
  sign: (mediaId: string) => SignedImageUrls,
) {
  const rows = await selectOrderReferences(db, orderIds);
  const view = (row: (typeof rows)[number]): OrderReference => ({
    ...sign(row.media_id),
    fileName: row.original_filename,
  });
  return {
    ofOrder: (orderId: string) =>
      rows.filter((row) => row.order_id === orderId && row.order_image_id === null).map(view),
    ofImage: (orderImageId: string) => rows.filter((row) => row.order_image_id === orderImageId).map(view),
  };
}
