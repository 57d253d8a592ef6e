export {
  billingProfileOf,
  checkedBillingDetails,
  rememberBillingDetails,
  saveBillingProfile,
} from './billing.profile';
export { normaliseVatId } from './billing.vat-id';
