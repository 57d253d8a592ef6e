// The designer's side of the listing consistency check (issue 33): before delivering, the uploaded files are
// compared with each other and with the order's other deliveries (orders.look.ts). Only the designer's own order
// and own finished uploads are read; anything else is the refusal a submission of them would get.
import {
  type DesignerCheckLookInput,
  designerMessageKeys,
  type ListingLookReport,
} from '@photoedit/contracts';
import type { z } from 'zod';
import { AppError } from '../../../errors';
import { selectOwnReadyMedia } from '../../media';
import type { ServiceDeps } from '../../service-deps';
import { orderStyleLook } from '../../style';
import { photosLook } from '../orders.look';
import { selectDeliveredLooks } from '../orders.queries';
import { selectOwnOrderStyle } from './designer.queries';

type ParsedCheck = z.output<typeof import('@photoedit/contracts').DesignerCheckLookInput>;

const k = designerMessageKeys;

export async function checkDeliveryLook(
  deps: ServiceDeps,
  designerId: string,
  input: ParsedCheck | DesignerCheckLookInput,
): Promise<ListingLookReport | null> {
  const { db } = deps;
  const order = await selectOwnOrderStyle(db, input.orderId, designerId);
  if (!order) throw new AppError('NOT_FOUND', k.orderNotFound, { message: 'No such order.' });
  // One read of the order's photos: the check of the input and the report.
  const images = await selectDeliveredLooks(db, order.id);
  const imageIds = new Set(images.map((image) => image.id));
  if (input.images.some((image) => !imageIds.has(image.orderImageId))) {
    throw new AppError('BAD_INPUT', k.imageNotInOrder, { message: 'An image is not part of this order.' });
  }
  const mediaIds = input.images.map((image) => image.editedMediaId);
  const own = await selectOwnReadyMedia(db, designerId, mediaIds);
  if (own.length !== new Set(mediaIds).size) {
    throw new AppError('BAD_INPUT', k.editedMediaInvalid, {
      message: 'An edited file is not a finished upload of yours, or is already used.',
    });
  }
  return photosLook(db, images, {
    replacing: new Map(input.images.map((image) => [image.orderImageId, image.editedMediaId])),
    style: orderStyleLook(order.style_snapshot),
  });
}
