import { DiscountCheckInput, DiscountCheckOutput } from '@photoedit/contracts';
import { rateLimit } from '../../rate-limit/rate-limit.middleware';
import { createRouter } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { checkDiscount, requestDraftId } from '../orders';

export const discountsRouter = createRouter({
  /** The Review step's discount field: original price, discount amount, remaining uses, or valid: false. */
  check: publicProcedure
    .input(DiscountCheckInput)
    .use(rateLimit('discountCodeCheck'))
    .output(DiscountCheckOutput)
    .query(async ({ ctx, input }) =>
      checkDiscount(ctx.db, input, ctx.lang, ctx.now(), await requestDraftId(ctx)),
    ),
});
