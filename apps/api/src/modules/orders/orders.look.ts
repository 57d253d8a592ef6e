// The listing consistency check of an order (issue 33): the look of each delivered photo (measured at upload,
// media.look.ts) compared with the listing's median and the client's style (contracts' compareListingLook). The
// designer's preview asks it of the files about to be delivered, in place of the photos' current deliveries.
import {
  compareListingLook,
  type ListingLookReport,
  LookMeasures,
  type LookStyle,
} from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { selectDeliveredLooks, selectMediaLooks } from './orders.queries';

const parseLook = (value: unknown) => {
  const parsed = LookMeasures.safeParse(value);
  return parsed.success ? parsed.data : null;
};

type LookOptions = { replacing?: ReadonlyMap<string, string>; style?: LookStyle | null };
export type DeliveredLooks = Awaited<ReturnType<typeof selectDeliveredLooks>>;

/** The report of the order's deliveries. Null when no photo has a delivery yet. */
export const listingLook = async (db: Executor, orderId: string, options: LookOptions = {}) =>
  photosLook(db, await selectDeliveredLooks(db, orderId), options);

/**
 * The report of an order's photos as read (`selectDeliveredLooks`), with `replacing` (photo id → media id) standing
 * in for those photos' current deliveries.
 */
export async function photosLook(
  db: Executor,
  images: DeliveredLooks,
  options: LookOptions,
): Promise<ListingLookReport | null> {
  const replacing = options.replacing ?? new Map<string, string>();
  const replacements = await selectMediaLooks(db, [...replacing.values()]);
  const lookOf = new Map(replacements.map((row) => [row.id, row.look]));
  const photos = images.flatMap((image) => {
    const replacement = replacing.get(image.id);
    if (replacement) return [{ number: image.position + 1, look: parseLook(lookOf.get(replacement)) }];
    if (!image.edited_media_id) return [];
    return [{ number: image.position + 1, look: parseLook(image.look) }];
  });
  if (photos.length === 0) return null;
  return compareListingLook(photos, options.style);
}
