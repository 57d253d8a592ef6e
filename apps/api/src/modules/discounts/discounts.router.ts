import { DiscountCheckInput, DiscountCheckOutput } from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { limitDiscountCodeChecks, requestDraftId } from '../orders/orders.limits';
import { checkDiscount } from './discounts.service';

export const discountsRouter = createRouter({
  /** The Review step's discount field: original price, discount amount, remaining uses, or valid: false. */
  check: publicProcedure
    .input(DiscountCheckInput)
    .use(limitDiscountCodeChecks)
    .output(DiscountCheckOutput)
    .query(async ({ ctx, input }) =>
      checkDiscount(ctx.db, input, ctx.lang, ctx.now(), await requestDraftId(ctx)),
    ),
});
