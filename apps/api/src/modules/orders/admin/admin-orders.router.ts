// admin.orders.*, admin.turnaround.* and admin.pricing.*: the admin console's orders, turnaround offers and the
// surcharge per bracket set (docs/admin-console.md). Composed by admin/admin.router.ts.
import {
  AdminOrderAssignInput,
  AdminOrderDeleteOutput,
  AdminOrderDeletions,
  AdminOrderDetail,
  AdminOrderIdInput,
  AdminOrderListItem,
  AdminOrderSetStatusInput,
  AdminOrdersListInput,
  AdminOrdersListOutput,
  AdminPricing,
  AdminPricingUpdate,
  AdminTurnaroundUpdate,
  TurnaroundOption,
} from '@photoedit/contracts';
import { z } from 'zod';
import { createRouter } from '../../../trpc/init';
import { adminProcedure } from '../../../trpc/procedures';
import { listTurnarounds, updateTurnaround } from '../orders.turnaround';
import { selectPricingSettings, updatePricingSettings } from '../pricing-settings.queries';
import * as adminOrders from './admin-orders.service';

export const ordersAdminRouter = createRouter({
  list: adminProcedure
    .input(AdminOrdersListInput)
    .output(AdminOrdersListOutput)
    .query(({ ctx, input }) => adminOrders.listOrders(ctx, input)),
  detail: adminProcedure
    .input(AdminOrderIdInput)
    .output(AdminOrderDetail)
    .query(({ ctx, input }) => adminOrders.orderDetail(ctx, input.orderId, ctx.lang)),
  setStatus: adminProcedure
    .input(AdminOrderSetStatusInput)
    .output(AdminOrderListItem)
    .mutation(({ ctx, input }) => adminOrders.setOrderStatus(ctx, ctx.user.id, input)),
  assign: adminProcedure
    .input(AdminOrderAssignInput)
    .output(AdminOrderListItem)
    .mutation(({ ctx, input }) => adminOrders.assignDesigner(ctx, ctx.user.id, input)),
  unassign: adminProcedure
    .input(AdminOrderIdInput)
    .output(AdminOrderListItem)
    .mutation(({ ctx, input }) => adminOrders.unassignDesigner(ctx, ctx.user.id, input.orderId)),
  delete: adminProcedure
    .input(AdminOrderIdInput)
    .output(AdminOrderDeleteOutput)
    .mutation(({ ctx, input }) => adminOrders.deleteOrder(ctx, ctx.user.id, input.orderId)),
  deletions: adminProcedure
    .input(z.void())
    .output(AdminOrderDeletions)
    .query(({ ctx }) => adminOrders.listOrderDeletions(ctx)),
});

/**
 * The surcharge per bracket set (issue 32) in each currency, added to the price of each set (0 by default), and
 * the wizard's first currency outside Polish (issue 35).
 */
export const pricingAdminRouter = createRouter({
  get: adminProcedure
    .input(z.void())
    .output(AdminPricing)
    .query(({ ctx }) => selectPricingSettings(ctx.db)),
  update: adminProcedure
    .input(AdminPricingUpdate)
    .output(AdminPricing)
    .mutation(async ({ ctx, input }) => {
      await updatePricingSettings(ctx.db, input);
      return selectPricingSettings(ctx.db);
    }),
});

export const turnaroundAdminRouter = createRouter({
  list: adminProcedure
    .input(z.void())
    .output(z.array(TurnaroundOption))
    .query(({ ctx }) => listTurnarounds(ctx.db)),
  /** Whether Express or Economy is offered, and its price as a percentage of the standard price. */
  update: adminProcedure
    .input(AdminTurnaroundUpdate)
    .output(z.array(TurnaroundOption))
    .mutation(({ ctx, input }) => updateTurnaround(ctx, input)),
});

/** admin.assignment.*: the preferred designers' first window (issue 33). */
export { assignmentSettingsRouter as assignmentAdminRouter } from '../ratings/ratings.router';
