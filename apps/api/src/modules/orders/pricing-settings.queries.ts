// The SQL of the pricing settings: the admin's surcharge per bracket set in each currency (issue 32, issue 35) and
// the currency the wizard starts in.
import type { AdminPricing, Currency } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

/** The surcharge per bracket set in each currency (0 where none is set). */
export async function selectBlendSurcharges(db: Executor): Promise<Record<Currency, number>> {
  const rows = await db.selectFrom('blend_surcharges').select(['currency', 'surcharge_minor']).execute();
  const surcharges: Record<Currency, number> = { USD: 0, EUR: 0, PLN: 0 };
  for (const row of rows) surcharges[row.currency] = row.surcharge_minor;
  return surcharges;
}

export async function selectPricingSettings(db: Executor): Promise<AdminPricing> {
  const settings = await db.selectFrom('pricing_settings').select('default_currency').executeTakeFirst();
  return {
    blendSurcharges: await selectBlendSurcharges(db),
    defaultCurrency: settings?.default_currency ?? 'USD',
  };
}

export async function updatePricingSettings(db: Executor, pricing: AdminPricing) {
  await db
    .insertInto('blend_surcharges')
    .values(
      (Object.entries(pricing.blendSurcharges) as [Currency, number][]).map(([currency, minor]) => ({
        currency,
        surcharge_minor: minor,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('currency').doUpdateSet((eb) => ({
        surcharge_minor: eb.ref('excluded.surcharge_minor'),
        updated_at: sql`now()`,
      })),
    )
    .execute();
  await db
    .updateTable('pricing_settings')
    .set({ default_currency: pricing.defaultCurrency, updated_at: sql`now()` })
    .where('id', '=', true)
    .execute();
}
