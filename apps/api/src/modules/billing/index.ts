// The public face of the billing module (issue 35): who a client's invoices are made out to, and the VAT ID check.
export { checkedBillingDetails, rememberBillingDetails, saveBillingProfile } from './billing.profile';
export { billingProfileOf } from './billing.queries';
export { normaliseVatId } from './billing.vat-id';
