// The initial service catalogue (SPEC §3): one service per category, in English and Polish, priced in USD (and,
// issue 35, in EUR and PLN).
import type { Currency, Language, PricesByCurrency, ServiceCategory } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';

interface CatalogueEntry {
  slug: string;
  category: ServiceCategory;
  priceMinor: number;
  currency: Currency;
  /** The same service in the other currencies (issue 35), at round prices. */
  prices: PricesByCurrency;
  text: Record<Language, { name: string; description: string }>;
}

export const initialCatalogue: CatalogueEntry[] = [
  {
    slug: 'sky-replacement',
    category: 'sky_replacement',
    priceMinor: 300,
    currency: 'USD',
    prices: { EUR: 280, PLN: 1200 },
    text: {
      en: {
        name: 'Sky Replacement',
        description:
          'Swap a grey, overcast or blown-out sky for a clear blue sky or a warm sunset, with light and ' +
          'reflections blended in so the whole scene looks natural.',
      },
      pl: {
        name: 'Wymiana nieba',
        description:
          'Zamieniamy szare, zachmurzone lub prześwietlone niebo na czysty błękit albo ciepły zachód słońca, ' +
          'dopasowując światło i odbicia tak, by całe zdjęcie wyglądało naturalnie.',
      },
    },
  },
  {
    slug: 'object-removal',
    category: 'object_removal',
    priceMinor: 500,
    currency: 'USD',
    prices: { EUR: 460, PLN: 1990 },
    text: {
      en: {
        name: 'Object Removal',
        description:
          'Remove cars, bins, cables, passers-by and personal clutter so buyers see the property, not the ' +
          'distractions. Edges and textures are rebuilt by hand.',
      },
      pl: {
        name: 'Usuwanie obiektów',
        description:
          'Usuwamy samochody, kosze na śmieci, kable, przechodniów i osobiste drobiazgi, aby kupujący widzieli ' +
          'nieruchomość, a nie to, co rozprasza uwagę. Krawędzie i faktury odtwarzamy ręcznie.',
      },
    },
  },
  {
    slug: 'color-correction',
    category: 'color_correction',
    priceMinor: 200,
    currency: 'USD',
    prices: { EUR: 190, PLN: 790 },
    text: {
      en: {
        name: 'Color Correction',
        description:
          'Accurate white balance, true-to-life colors, balanced contrast and straightened verticals, so every ' +
          'room looks as good as it does in person.',
      },
      pl: {
        name: 'Korekcja kolorów',
        description:
          'Poprawiamy balans bieli, kontrast i odcienie oraz prostujemy pionowe linie, aby każde wnętrze ' +
          'wyglądało na zdjęciu tak dobrze jak na żywo.',
      },
    },
  },
  {
    slug: 'lighting-enhancement',
    category: 'lighting_enhancement',
    priceMinor: 350,
    currency: 'USD',
    prices: { EUR: 320, PLN: 1390 },
    text: {
      en: {
        name: 'Lighting Enhancement',
        description:
          'Brighten dark interiors and recover detail in windows and shadows with HDR-style exposure blending: ' +
          'bright, evenly lit rooms that still look natural.',
      },
      pl: {
        name: 'Poprawa oświetlenia',
        description:
          'Rozjaśniamy ciemne wnętrza i odzyskujemy szczegóły w oknach oraz cieniach dzięki łączeniu ekspozycji ' +
          'w stylu HDR. Pomieszczenia są jasne i równo oświetlone, a przy tym wyglądają naturalnie.',
      },
    },
  },
  {
    slug: 'virtual-staging',
    category: 'virtual_staging',
    priceMinor: 2900,
    currency: 'USD',
    prices: { EUR: 2690, PLN: 11590 },
    text: {
      en: {
        name: 'Virtual Staging',
        description:
          'Furnish empty rooms with realistic furniture and décor matched to the style of the space, so buyers ' +
          'can picture themselves living there.',
      },
      pl: {
        name: 'Wirtualny home staging',
        description:
          'Urządzamy puste pomieszczenia realistycznymi meblami i dodatkami dobranymi do charakteru wnętrza, ' +
          'aby kupujący mogli wyobrazić sobie w nim swoje życie.',
      },
    },
  },
  {
    slug: 'landscaping',
    category: 'landscaping',
    priceMinor: 400,
    currency: 'USD',
    prices: { EUR: 370, PLN: 1590 },
    text: {
      en: {
        name: 'Landscaping',
        description:
          'Green up patchy lawns, tidy flower beds and add healthy plants, so gardens and curb appeal look ' +
          'their best season all year round.',
      },
      pl: {
        name: 'Aranżacja ogrodu',
        description:
          'Zazieleniamy wypalone trawniki, porządkujemy rabaty i dodajemy zdrowe rośliny, aby ogród i otoczenie ' +
          'domu przez cały rok wyglądały jak w najlepszym sezonie.',
      },
    },
  },
];

/**
 * Inserts the catalogue once per database: the seed_runs ledger makes later runs no-ops, so services an
 * admin edits or deletes stay that way across restarts. Returns whether anything was inserted.
 */
export async function seedServiceCatalogue(db: Kysely<DB>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: 'service-catalogue-v1' })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    for (const [index, entry] of initialCatalogue.entries()) {
      const service = await trx
        .insertInto('services')
        .values({
          slug: entry.slug,
          category: entry.category,
          price_minor: entry.priceMinor,
          currency: entry.currency,
          sort_order: (index + 1) * 10,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!service) continue;
      const prices = { ...entry.prices, [entry.currency]: entry.priceMinor };
      await trx
        .insertInto('service_prices')
        .values(
          (Object.entries(prices) as [Currency, number][]).map(([currency, price_minor]) => ({
            service_id: service.id,
            currency,
            price_minor,
          })),
        )
        .onConflict((oc) => oc.columns(['service_id', 'currency']).doNothing())
        .execute();
      await trx
        .insertInto('service_translations')
        .values(
          (Object.keys(entry.text) as Language[]).map((language) => ({
            service_id: service.id,
            language,
            name: entry.text[language].name,
            description: entry.text[language].description,
          })),
        )
        .onConflict((oc) => oc.columns(['service_id', 'language']).doNothing())
        .execute();
    }
    return true;
  });
}
