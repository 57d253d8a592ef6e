// designer.* procedures: approved, active designers only (designerProcedure). See docs/order-lifecycle.md.
import {
  DesignerAvailableInput,
  DesignerAvailableOutput,
  DesignerCheckLookInput,
  DesignerCheckLookOutput,
  DesignerClaimOutput,
  DesignerMineInput,
  DesignerMineOutput,
  DesignerOrderRef,
  DesignerSubmitInput,
  DesignerSubmitOutput,
  DesignerTickPinInput,
  DesignerTickPinOutput,
  designerRules,
} from '@photoedit/contracts';
import { createRouter } from '../../../trpc/init';
import { designerProcedure } from '../../../trpc/procedures';
import { designerRatingProcedure } from '../ratings/ratings.router';
import { checkDeliveryLook } from './designer.look';
import { tickPin } from './designer.pins';
import { claimOrder, listAvailableOrders, listDesignerOrders, submitWork } from './designer.service';

export const designerRouter = createRouter({
  /** The caller's own ratings: average stars and count. */
  rating: designerRatingProcedure,
  orders: createRouter({
    /** Paid, unclaimed orders, the earliest deadline first, with signed thumbnails. */
    available: designerProcedure
      .input(DesignerAvailableInput)
      .output(DesignerAvailableOutput)
      .query(({ ctx, input }) =>
        listAvailableOrders(ctx, ctx.user.id, input?.limit ?? designerRules.availableDefaultLimit),
      ),

    /** Takes an order: one winner among simultaneous claims, the others 409 `errors.designer.alreadyClaimed`. */
    claim: designerProcedure
      .input(DesignerOrderRef)
      .output(DesignerClaimOutput)
      .mutation(({ ctx, input }) => claimOrder(ctx, ctx.user.id, input.orderId)),

    /** The caller's orders (unfinished first, then the recently completed), with every image's state. */
    mine: designerProcedure
      .input(DesignerMineInput)
      .output(DesignerMineOutput)
      .query(({ ctx, input }) => listDesignerOrders(ctx, ctx.user.id, input?.state ?? 'all', input?.cursor)),

    /** Delivers edited versions (uploaded first through POST /api/media/upload); e-mails the client. */
    submit: designerProcedure
      .input(DesignerSubmitInput)
      .output(DesignerSubmitOutput)
      .mutation(({ ctx, input }) => submitWork(ctx, ctx.user.id, input)),

    /**
     * The listing consistency check of uploaded files about to be delivered, beside the order's other deliveries.
     * A mutation only for its transport (POST): a 200-photo delivery's input does not fit in a GET address.
     */
    checkLook: designerProcedure
      .input(DesignerCheckLookInput)
      .output(DesignerCheckLookOutput)
      .mutation(({ ctx, input }) => checkDeliveryLook(ctx, ctx.user.id, input)),

    /** Ticks one of the client's instruction pins of a photo off as done (or back) while working on it. */
    tickPin: designerProcedure
      .input(DesignerTickPinInput)
      .output(DesignerTickPinOutput)
      .mutation(({ ctx, input }) => tickPin(ctx, ctx.user.id, input)),
  }),
});
