// The admin's catalogue management (SPEC §6: add, update, delete services). A service that orders have used is
// archived instead of deleted: it leaves the catalogue and the admin list, and the orders keep their lines
// (each line has its own copy of the price). See docs/admin-console.md.
import {
  type AdminServiceDeleteOutput,
  type AdminServiceView,
  adminMessageKeys,
  type Currency,
  type Language,
  type PricesByCurrency,
  type ServiceCategory,
  type ServiceImageKind,
  serviceRules,
} from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { AppError } from '../../errors';
import { releaseUnreferencedMedia } from '../media';
import {
  archiveService,
  deleteServiceImages,
  deleteServiceRow,
  insertService,
  insertServiceImage,
  isOrdered,
  lockService,
  lockServiceOfImage,
  replaceServicePrices,
  selectAdminServiceImages,
  selectAdminServices,
  selectAttachableMedia,
  selectImagesOfKind,
  selectTranslations,
  serviceImageMediaIds,
  slugsLike,
  updateService,
  upsertTranslations,
} from './services.admin.queries';
import { selectServicePrices } from './services.queries';
import { mediaUrl } from './services.service';

export interface AdminServiceFields {
  category: ServiceCategory;
  priceMinor: number;
  currency: Currency;
  /** Its prices in the other currencies (issue 35). */
  prices: PricesByCurrency;
  active: boolean;
  sortOrder: number;
  text: Record<Language, { name: string; description: string }>;
}

const notFound = () => new AppError('NOT_FOUND', adminMessageKeys.serviceNotFound);

/** A URL-safe slug from the English name ("Sky Replacement" → "sky-replacement"); "service" when nothing is left. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug === '' ? 'service' : slug;
}

/** The base slug, or base-2, base-3 … : the first one no service (archived ones included) has. */
async function uniqueSlug(db: Kysely<DB>, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set((await slugsLike(db, base)).map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export async function listAdminServices(
  deps: { db: Kysely<DB> },
  serviceId?: string,
): Promise<AdminServiceView[]> {
  const rows = await selectAdminServices(deps.db, serviceId);
  const ids = rows.map((row) => row.id);
  const [translations, images, prices] = await Promise.all([
    selectTranslations(deps.db, ids),
    selectAdminServiceImages(deps.db, ids),
    selectServicePrices(deps.db, rows),
  ]);
  const kindOrder: Record<ServiceImageKind, number> = { before: 0, after: 1, portfolio: 2 };
  const text = (serviceId: string, language: Language) => {
    const row = translations.find((entry) => entry.service_id === serviceId && entry.language === language);
    return { name: row?.name ?? '', description: row?.description ?? '' };
  };
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    category: row.category,
    priceMinor: row.price_minor,
    currency: row.currency,
    prices: prices.get(row.id) ?? {},
    active: row.active,
    sortOrder: row.sort_order,
    text: { en: text(row.id, 'en'), pl: text(row.id, 'pl') },
    orderLineCount: Number(row.order_line_count ?? 0),
    images: images
      .filter((image) => image.service_id === row.id)
      .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind])
      .map((image) => ({
        id: image.id,
        mediaId: image.media_id,
        kind: image.kind,
        url: mediaUrl(image.media_id, 'preview'),
      })),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

async function oneService(db: Kysely<DB>, serviceId: string): Promise<AdminServiceView> {
  const [service] = await listAdminServices({ db }, serviceId);
  if (!service) throw notFound();
  return service;
}

export async function createService(
  deps: { db: Kysely<DB> },
  input: AdminServiceFields,
): Promise<AdminServiceView> {
  // Two admins creating the same name at once: the slug's unique index refuses the second; try a fresh slug.
  for (let attempt = 0; ; attempt += 1) {
    const slug = await uniqueSlug(deps.db, input.text.en.name);
    try {
      const id = await deps.db.transaction().execute(async (trx) => {
        const row = await insertService(trx, slug, input);
        await replaceServicePrices(trx, row.id, input, input.prices);
        await upsertTranslations(trx, row.id, input.text);
        return row.id;
      });
      return oneService(deps.db, id);
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' || attempt >= 3) throw error;
    }
  }
}

/** Replaces the service's fields and both texts. Orders already placed keep the price they were charged. */
export async function updateAdminService(
  deps: { db: Kysely<DB> },
  serviceId: string,
  input: AdminServiceFields,
): Promise<AdminServiceView> {
  await deps.db.transaction().execute(async (trx) => {
    const updated = await updateService(trx, serviceId, input);
    if (updated.numUpdatedRows !== 1n) throw notFound();
    await replaceServicePrices(trx, serviceId, input, input.prices);
    await upsertTranslations(trx, serviceId, input.text);
  });
  return oneService(deps.db, serviceId);
}

/**
 * Deletes a service no order has used (with its texts and example images, whose media go to the clean-up job),
 * or archives one that orders use.
 */
export async function deleteAdminService(
  deps: { db: Kysely<DB>; now: () => Date },
  serviceId: string,
): Promise<AdminServiceDeleteOutput> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockService(trx, serviceId))) throw notFound();
    if (await isOrdered(trx, serviceId)) {
      await archiveService(trx, serviceId, deps.now());
      return { serviceId, outcome: 'archived' as const };
    }
    const mediaIds = await serviceImageMediaIds(trx, serviceId);
    await deleteServiceRow(trx, serviceId);
    await releaseUnreferencedMedia(trx, mediaIds);
    return { serviceId, outcome: 'deleted' as const };
  });
}

/**
 * Publishes the admin's own upload as an example image of the service (catalogue images are public). A before
 * or after image replaces the previous one, whose media is released to the clean-up.
 */
export async function attachServiceImage(
  deps: { db: Kysely<DB> },
  adminId: string,
  input: { serviceId: string; mediaId: string; kind: ServiceImageKind },
): Promise<AdminServiceView> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockService(trx, input.serviceId))) throw notFound();
    if (!(await selectAttachableMedia(trx, input.mediaId, adminId)))
      throw new AppError('BAD_INPUT', adminMessageKeys.mediaNotUsable, {
        issues: [{ path: ['mediaId'], message: adminMessageKeys.mediaNotUsable }],
      });
    const existing = await selectImagesOfKind(trx, input.serviceId, input.kind);
    if (existing.some((image) => image.media_id === input.mediaId)) return;
    let position = 0;
    if (input.kind === 'portfolio') {
      if (existing.length >= serviceRules.maxPortfolioImages)
        throw new AppError('CONFLICT', adminMessageKeys.tooManyServiceImages);
      position = Math.max(-1, ...existing.map((image) => image.position)) + 1;
    } else {
      const replaced = await deleteServiceImages(
        trx,
        existing.map((image) => image.id),
      );
      await releaseUnreferencedMedia(trx, replaced);
    }
    await insertServiceImage(trx, { ...input, position });
  });
  return oneService(deps.db, input.serviceId);
}

/** Removes an example image; its media goes to the clean-up unless something else uses it. */
export async function detachServiceImage(
  deps: { db: Kysely<DB> },
  serviceImageId: string,
): Promise<AdminServiceView> {
  const serviceId = await deps.db.transaction().execute(async (trx) => {
    const image = await lockServiceOfImage(trx, serviceImageId);
    if (!image) throw new AppError('NOT_FOUND', adminMessageKeys.serviceImageNotFound);
    const released = await deleteServiceImages(trx, [image.id]);
    await releaseUnreferencedMedia(trx, released);
    return image.service_id;
  });
  return oneService(deps.db, serviceId);
}
