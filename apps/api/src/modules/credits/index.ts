// The public face of the credits module (issue 34, 35): the client's credit ledger and balance, and prepaid packs.
export { returnSpentCredit } from './credits.events';
export { changePack, createPack, listPacks, recordPurchaseCredit } from './credits.packs';
export {
  insertPurchase,
  lockPurchase,
  markPurchasePaid,
  type PurchaseRow,
  selectActivePack,
  selectOwnPurchase,
  setPurchaseIntent,
} from './credits.packs.queries';
export { selectLateCredit } from './credits.queries';
export {
  billingOverview,
  creditForQuote,
  grantCredit,
  lockCreditForCheckout,
  orderCredits,
  recordCheckoutSpending,
  returnCheckoutSpending,
} from './credits.service';
