// The credit's reactions (ADR 014): what a checkout spent comes back when its unpaid order is discarded.
import type { Reaction } from '../../events/events';
import { returnCheckoutSpending } from './credits.service';

export const returnSpentCredit: Reaction<{ orderIds: string[] }> = {
  kind: 'record',
  does: 'the credit their checkouts spent goes back to the clients (a ledger row each)',
  record: ({ trx, now }, { orderIds }) => returnCheckoutSpending(trx, orderIds, now),
};
