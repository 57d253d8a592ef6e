// admin.discounts.*: the admin console's discount codes (docs/admin-console.md). Composed by admin/admin.router.ts.
import {
  AdminDiscountCreateInput,
  AdminDiscountSetActiveInput,
  AdminDiscountsListOutput,
  AdminDiscountView,
} from '@photoedit/contracts';
import { z } from 'zod';
import { createRouter } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { createAdminDiscount, listDiscounts, setDiscountActive } from './discounts.admin';

export const discountsAdminRouter = createRouter({
  list: adminProcedure
    .input(z.void())
    .output(AdminDiscountsListOutput)
    .query(({ ctx }) => listDiscounts(ctx)),
  create: adminProcedure
    .input(AdminDiscountCreateInput)
    .output(AdminDiscountView)
    .mutation(({ ctx, input }) => createAdminDiscount(ctx, input)),
  setActive: adminProcedure
    .input(AdminDiscountSetActiveInput)
    .output(AdminDiscountView)
    .mutation(({ ctx, input }) => setDiscountActive(ctx, input)),
});
