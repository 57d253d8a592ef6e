// admin.*: the admin console's procedures (users, stats, orders, services, discount codes). Thin: schemas from
// @photoedit/contracts, rules in each domain's module. See docs/admin-console.md.
import {
  AdminDiscountCreateInput,
  AdminDiscountSetActiveInput,
  AdminDiscountsListOutput,
  AdminDiscountView,
  AdminJobsOutput,
  AdminOrderAssignInput,
  AdminOrderDeleteOutput,
  AdminOrderDeletions,
  AdminOrderDetail,
  AdminOrderIdInput,
  AdminOrderListItem,
  AdminOrderSetStatusInput,
  AdminOrdersListInput,
  AdminOrdersListOutput,
  AdminServiceDeleteOutput,
  AdminServiceIdInput,
  AdminServiceImageAttachInput,
  AdminServiceImageDetachInput,
  AdminServiceInput,
  AdminServicesListOutput,
  AdminServiceUpdateInput,
  AdminServiceView,
  AdminStats,
  AdminTurnaroundUpdate,
  AdminUserApproveInput,
  AdminUserOutput,
  AdminUserSetStatusInput,
  AdminUsersListInput,
  AdminUsersListOutput,
  TurnaroundOption,
} from '@photoedit/contracts';
import { z } from 'zod';
import { listJobRuns } from '../../jobs/job-runs';
import { createRouter } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { adminStats } from '../admin-stats';
import { createAdminDiscount, listDiscounts, setDiscountActive } from '../discounts';
import { adminOrders, listTurnarounds, updateTurnaround } from '../orders';
import { adminServices } from '../services';
import { approve, listUsers, setStatus } from '../users';

/** A catalogue edit: this node's cached public catalogue is dropped at once (other nodes hear it from the database). */
const catalogueEdit = adminProcedure.use(async ({ ctx, next }) => {
  const result = await next();
  ctx.catalogue.clear();
  return result;
});

export const adminRouter = createRouter({
  users: createRouter({
    list: adminProcedure
      .input(AdminUsersListInput)
      .output(AdminUsersListOutput)
      .query(({ ctx, input }) => listUsers(ctx, input)),
    approve: adminProcedure
      .input(AdminUserApproveInput)
      .output(AdminUserOutput)
      .mutation(({ ctx, input }) => approve(ctx, input.userId)),
    setStatus: adminProcedure
      .input(AdminUserSetStatusInput)
      .output(AdminUserOutput)
      .mutation(({ ctx, input }) => setStatus(ctx, ctx.user.id, input.userId, input.status)),
  }),

  stats: adminProcedure
    .input(z.void())
    .output(AdminStats)
    .query(({ ctx }) => adminStats(ctx)),

  /** Each background job's last run and error, on any node (the Dashboard's "Background jobs"). */
  jobs: adminProcedure
    .input(z.void())
    .output(AdminJobsOutput)
    .query(({ ctx }) => listJobRuns(ctx.db)),

  orders: createRouter({
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
  }),

  services: createRouter({
    list: adminProcedure
      .input(z.void())
      .output(AdminServicesListOutput)
      .query(({ ctx }) => adminServices.listAdminServices(ctx)),
    create: catalogueEdit
      .input(AdminServiceInput)
      .output(AdminServiceView)
      .mutation(({ ctx, input }) => adminServices.createService(ctx, input)),
    update: catalogueEdit
      .input(AdminServiceUpdateInput)
      .output(AdminServiceView)
      .mutation(({ ctx, input }) => adminServices.updateAdminService(ctx, input.serviceId, input)),
    delete: catalogueEdit
      .input(AdminServiceIdInput)
      .output(AdminServiceDeleteOutput)
      .mutation(({ ctx, input }) => adminServices.deleteAdminService(ctx, input.serviceId)),
    images: createRouter({
      attach: catalogueEdit
        .input(AdminServiceImageAttachInput)
        .output(AdminServiceView)
        .mutation(({ ctx, input }) => adminServices.attachServiceImage(ctx, ctx.user.id, input)),
      detach: catalogueEdit
        .input(AdminServiceImageDetachInput)
        .output(AdminServiceView)
        .mutation(({ ctx, input }) => adminServices.detachServiceImage(ctx, input.serviceImageId)),
    }),
  }),

  turnaround: createRouter({
    list: adminProcedure
      .input(z.void())
      .output(z.array(TurnaroundOption))
      .query(({ ctx }) => listTurnarounds(ctx.db)),
    /** Whether Express or Economy is offered, and its price as a percentage of the standard price. */
    update: adminProcedure
      .input(AdminTurnaroundUpdate)
      .output(z.array(TurnaroundOption))
      .mutation(({ ctx, input }) => updateTurnaround(ctx, input)),
  }),

  discounts: createRouter({
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
  }),
});
