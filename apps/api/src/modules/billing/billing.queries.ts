// The billing profiles' reads and writes.
import type { BillingProfile, SavedBillingDetails } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';

export async function billingProfileOf(db: Executor, userId: string): Promise<BillingProfile> {
  const row = await db
    .selectFrom('billing_profiles')
    .select(['party', 'name', 'street', 'postal_code', 'city', 'country', 'vat_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    party: row.party,
    name: row.name,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
    vatId: row.vat_id,
  };
}

export async function upsertBillingProfile(
  db: Executor,
  userId: string,
  details: SavedBillingDetails,
  now: Date,
) {
  const values = {
    party: details.party,
    name: details.name,
    street: details.street,
    postal_code: details.postalCode,
    city: details.city,
    country: details.country,
    vat_id: details.vatId,
    updated_at: now,
  };
  await db
    .insertInto('billing_profiles')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

/** Whose billing a paid order's is (its organisation's owner, issue 35, else its client) and its billing details. */
export const selectOrderBilling = (db: Executor, orderId: string) =>
  db
    .selectFrom('orders as o')
    .leftJoin('organisations as g', 'g.id', 'o.organisation_id')
    .select((eb) => [eb.fn.coalesce('g.owner_id', 'o.client_id').as('client_id'), 'o.billing'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
