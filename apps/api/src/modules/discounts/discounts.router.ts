import { DiscountCheckInput, DiscountCheckOutput } from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { limitPerIp } from '../orders/orders.limits';
import { checkDiscount } from './discounts.service';

export const discountsRouter = createRouter({
  /** The Review step's discount field: original price, discount amount, remaining uses, or valid: false. */
  check: publicProcedure
    .use(limitPerIp('discountCheckPerIp'))
    .input(DiscountCheckInput)
    .output(DiscountCheckOutput)
    .query(({ ctx, input }) => checkDiscount(ctx.db, input, ctx.lang, ctx.now())),
});
