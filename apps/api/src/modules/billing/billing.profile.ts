// The client's billing profile: who their invoices are made out to. Saved in the settings, or remembered from the
// billing details of a paid order (the `order.paid` reaction below), and offered at the next checkout.
import { type BillingDetails, type BillingProfile, SavedBillingDetails } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import type { Reaction } from '../../events/events';
import type { PlainServiceDeps } from '../service-deps';
import { normaliseVatId } from './billing.vat-id';

/** Checked details as kept: the VAT ID normalised (or a translated 400), none for a private person. */
export function checkedBillingDetails(details: BillingDetails): SavedBillingDetails {
  const vatId =
    details.party === 'company' && details.vatId !== undefined
      ? normaliseVatId(details.country, details.vatId)
      : null;
  return {
    party: details.party,
    name: details.name,
    street: details.street,
    postalCode: details.postalCode,
    city: details.city,
    country: details.country,
    vatId,
  };
}

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

async function upsertBillingProfile(db: Executor, userId: string, details: SavedBillingDetails, now: Date) {
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

/** `billing.saveProfile`: the details checked (VAT ID by jsvat), then kept whole. */
export async function saveBillingProfile(
  deps: PlainServiceDeps,
  userId: string,
  details: BillingDetails,
): Promise<BillingProfile> {
  const saved = checkedBillingDetails(details);
  await upsertBillingProfile(deps.db, userId, saved, deps.now());
  return saved;
}

/** The billing details a paid order was given become its client's profile for the next checkout. */
export const rememberBillingDetails: Reaction<{ orderId: string }> = {
  kind: 'record',
  does: "the order's billing details become the client's billing profile",
  record: async ({ trx, now }, { orderId }) => {
    const order = await trx
      .selectFrom('orders')
      .select(['client_id', 'billing'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order?.client_id || order.billing === null) return;
    await upsertBillingProfile(trx, order.client_id, SavedBillingDetails.parse(order.billing), now);
  },
};
