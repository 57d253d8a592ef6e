import {
  ClientAcceptedPhotos,
  ClientAcceptPhotos,
  ClientImageAction,
  ClientImageDecision,
  ClientOrderDetail,
  ClientOrderDetailInput,
  ClientOrderList,
  ClientOrderListInput,
  ClientOrderStats,
  ClientRepeatableOrder,
  ClientRevisionRequest,
} from '@photoedit/contracts';
import { createRouter } from '../../../trpc/init';
import { clientProcedure } from '../../../trpc/procedures';
import { clientRatingProcedures } from '../ratings/ratings.router';
import { selectRepeatableOrder } from './client-orders.queries';
import { acceptImage, acceptPhotos, requestRevision } from './client-orders.service';
import { clientOrderDetail, clientOrderStats, listClientOrders } from './client-orders.views';

/** The signed-in client's own paid orders (docs/order-lifecycle.md, "Client"). */
export const clientOrdersRouter = createRouter({
  ...clientRatingProcedures,
  stats: clientProcedure.output(ClientOrderStats).query(({ ctx }) => clientOrderStats(ctx, ctx.user.id)),

  /** Newest payment first, `clientOrderRules.listPageSize` per page. */
  list: clientProcedure
    .input(ClientOrderListInput)
    .output(ClientOrderList)
    .query(({ ctx, input }) => listClientOrders(ctx, ctx.user.id, input?.cursor)),

  /** "Same as last time": the newest paid order's services and comment, for the wizard to apply. */
  repeatable: clientProcedure
    .output(ClientRepeatableOrder)
    .query(async ({ ctx }) => (await selectRepeatableOrder(ctx.db, ctx.user.id)) ?? null),

  detail: clientProcedure
    .input(ClientOrderDetailInput)
    .output(ClientOrderDetail)
    .query(({ ctx, input }) => clientOrderDetail(ctx, ctx.user.id, input.orderNumber, ctx.lang)),

  acceptImage: clientProcedure
    .input(ClientImageAction)
    .output(ClientImageDecision)
    .mutation(({ ctx, input }) => acceptImage(ctx, ctx.user.id, input.orderImageId, ctx.lang)),

  /** "Accept all" / "Accept the rest": the photos shown as still to review, together (all or none). */
  acceptPhotos: clientProcedure
    .input(ClientAcceptPhotos)
    .output(ClientAcceptedPhotos)
    .mutation(({ ctx, input }) => acceptPhotos(ctx, ctx.user.id, input.orderImageIds)),

  requestRevision: clientProcedure
    .input(ClientRevisionRequest)
    .output(ClientImageDecision)
    .mutation(({ ctx, input }) => requestRevision(ctx, ctx.user.id, input, ctx.lang)),
});
