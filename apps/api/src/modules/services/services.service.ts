// The service catalogue's rules: what a visitor sees, localised.
import type { Language, MediaQuality, ServiceView } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { selectActiveServices, selectServiceImages, selectServicePrices } from './services.queries';

/** The direct image address of SPEC §7 (`/media/{id}?quality=`). */
export const mediaUrl = (mediaId: string, quality: MediaQuality) => `/media/${mediaId}?quality=${quality}`;

export async function listServices(deps: { db: Kysely<DB> }, lang: Language): Promise<ServiceView[]> {
  const services = await selectActiveServices(deps.db, lang);
  const images = await selectServiceImages(
    deps.db,
    services.map((service) => service.id),
  );
  const prices = await selectServicePrices(deps.db, services);
  return services.map((service) => {
    const own = images.filter((image) => image.service_id === service.id);
    const first = (kind: 'before' | 'after') => own.find((image) => image.kind === kind);
    const before = first('before');
    const after = first('after');
    return {
      id: service.id,
      slug: service.slug,
      category: service.category,
      name: service.name,
      description: service.description,
      priceMinor: service.price_minor,
      currency: service.currency,
      prices: prices.get(service.id) ?? {},
      beforeImageUrl: before ? mediaUrl(before.media_id, 'preview') : null,
      afterImageUrl: after ? mediaUrl(after.media_id, 'preview') : null,
      portfolioImageUrls: own
        .filter((image) => image.kind === 'portfolio')
        .map((image) => mediaUrl(image.media_id, 'preview')),
    };
  });
}
