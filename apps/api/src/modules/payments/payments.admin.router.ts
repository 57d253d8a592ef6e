// admin.refunds.*: refunds from the console (issue 34), composed by admin/admin.router.ts.
import { OrderRefunds, RefundInput, RefundOrderInput } from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { refundOrder, refundsOfOrder } from './payments.refunds';

export const refundsAdminRouter = createRouter({
  /** What the card paid for the order, what went back, each refund and each photo's share. */
  ofOrder: adminProcedure
    .input(RefundOrderInput)
    .output(OrderRefunds)
    .query(({ ctx, input }) => refundsOfOrder(ctx, input.orderId)),

  /** One photo's share, or all that is left, back to the card; the same requestId again is the same refund. */
  create: adminProcedure
    .input(RefundInput)
    .output(OrderRefunds)
    .mutation(({ ctx, input }) => refundOrder(ctx, ctx.user.id, input)),
});
