// SQL of the service catalogue. Explicit columns; no business rules.
import type { Currency, Language, PricesByCurrency } from '@photoedit/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { rowsForIds } from '../../db/id-list';
import type { DB, Executor } from '../../db/tables';

/**
 * A service's name in `lang`, else in English, else its slug, for a query that has the service as `alias`
 * (e.g. `.select(serviceName('s', lang).as('name'))`). Orders keep services that lost a translation or were
 * archived, so every view of an order names its services this way.
 */
export function serviceName(alias: string, lang: Language): RawBuilder<string> {
  const id = sql.ref(`${alias}.id`);
  const named = (language: Language) =>
    sql`(SELECT name FROM service_translations WHERE service_id = ${id} AND language = ${language})`;
  return sql<string>`coalesce(${named(lang)}, ${named('en')}, ${sql.ref(`${alias}.slug`)})`;
}

/** Active services with their name and description in `lang`, falling back to English. */
export function selectActiveServices(db: Kysely<DB>, lang: Language) {
  return db
    .selectFrom('services as s')
    .leftJoin('service_translations as t', (join) =>
      join.onRef('t.service_id', '=', 's.id').on('t.language', '=', lang),
    )
    .leftJoin('service_translations as en', (join) =>
      join.onRef('en.service_id', '=', 's.id').on('en.language', '=', 'en'),
    )
    .select((eb) => [
      's.id',
      's.slug',
      's.category',
      's.price_minor',
      's.currency',
      eb.fn.coalesce('t.name', 'en.name', 's.slug').as('name'),
      eb.fn.coalesce('t.description', 'en.description', eb.val('')).as('description'),
    ])
    .where('s.active', '=', true)
    .where('s.archived_at', 'is', null)
    .orderBy('s.sort_order')
    .orderBy('s.slug')
    .execute();
}

/** Example images (ready media only) of the given services, in display order. */
export function selectServiceImages(db: Kysely<DB>, serviceIds: readonly string[]) {
  return rowsForIds(serviceIds, () =>
    db
      .selectFrom('service_images as i')
      .innerJoin('media as m', 'm.id', 'i.media_id')
      .select(['i.service_id', 'i.media_id', 'i.kind'])
      .where('i.service_id', 'in', serviceIds)
      .where('m.status', '=', 'ready')
      .orderBy('i.position')
      .orderBy('i.created_at')
      .execute(),
  );
}

/**
 * Each service's prices by currency (issue 35): its service_prices rows, and its own currency's price where a
 * row for it is missing.
 */
export async function selectServicePrices(
  db: Executor,
  services: readonly { id: string; price_minor: number; currency: Currency }[],
): Promise<Map<string, PricesByCurrency>> {
  const ids = services.map((service) => service.id);
  const rows = await rowsForIds(ids, () =>
    db
      .selectFrom('service_prices')
      .select(['service_id', 'currency', 'price_minor'])
      .where('service_id', 'in', ids)
      .execute(),
  );
  const prices = new Map<string, PricesByCurrency>(
    services.map((service) => [service.id, { [service.currency]: service.price_minor }]),
  );
  for (const row of rows) {
    const own = prices.get(row.service_id);
    if (own) own[row.currency] = row.price_minor;
  }
  return prices;
}

/** A service as an order prices it: catalogue price, name in the order's language, and whether it can be ordered. */
export interface PricedService {
  id: string;
  name: string;
  priceMinor: number;
  currency: Currency;
  /** Its price in each currency it has one in (its own included). */
  prices: PricesByCurrency;
  active: boolean;
}

/** Services with their names and prices, by id (inactive ones included, marked). */
export async function loadServices(
  db: Executor,
  ids: readonly string[],
  lang: Language,
): Promise<Map<string, PricedService>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('services as s')
    .select([
      's.id',
      's.price_minor',
      's.currency',
      's.active',
      's.archived_at',
      serviceName('s', lang).as('name'),
    ])
    .where('s.id', 'in', unique)
    .execute();
  const prices = await selectServicePrices(db, rows);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        priceMinor: row.price_minor,
        currency: row.currency,
        prices: prices.get(row.id) ?? {},
        active: row.active && row.archived_at === null,
      },
    ]),
  );
}
