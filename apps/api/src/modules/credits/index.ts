// The public face of the credits module (issue 34): the client's credit ledger and balance.
export { returnSpentCredit } from './credits.events';
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
