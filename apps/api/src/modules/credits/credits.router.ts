// billing.* procedures: the signed-in client's credit (issue 34's Billing page).
import { BillingOverview } from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { clientProcedure } from '../../trpc/procedures';
import { billingOverview } from './credits.service';

export const billingRouter = createRouter({
  /** The credit balance per currency and its movements, newest first. */
  overview: clientProcedure.output(BillingOverview).query(({ ctx }) => billingOverview(ctx, ctx.user.id)),
});
