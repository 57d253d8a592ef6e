// The client's billing profile: who their invoices are made out to. Saved in the settings, or remembered from the
// billing details of a paid order (the `order.paid` reaction below), and offered at the next checkout.
import { type BillingDetails, type BillingProfile, SavedBillingDetails } from '@photoedit/contracts';
import type { Reaction } from '../../events/events';
import type { PlainServiceDeps } from '../service-deps';
import { selectOrderBilling, upsertBillingProfile } from './billing.queries';
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
    const order = await selectOrderBilling(trx, orderId);
    if (!order?.client_id || order.billing === null) return;
    await upsertBillingProfile(trx, order.client_id, SavedBillingDetails.parse(order.billing), now);
  },
};
