// Ratings and preferred designers' procedures (issue 33), mounted under clientOrders.*, designer.* and admin.*.
import {
  AssignmentSettings,
  DesignerPreferenceInput,
  DesignerRatingSummary,
  OrderRatingState,
  RateOrderInput,
} from '@photoedit/contracts';
import { createRouter } from '../../../trpc/init';
import { adminProcedure, clientProcedure, designerProcedure } from '../../../trpc/procedures';
import { selectAssignmentSettings } from './ratings.queries';
import { designerRatings, rateOrder, saveAssignmentSettings, setDesignerPreference } from './ratings.service';

/** clientOrders.rate and clientOrders.setDesignerPreference. */
export const clientRatingProcedures = {
  /** Gives or changes the order's rating (1–5, a comment), for 30 days after completion. */
  rate: clientProcedure
    .input(RateOrderInput)
    .output(OrderRatingState)
    .mutation(({ ctx, input }) => rateOrder(ctx, ctx.user.id, input)),

  /** "Prefer this designer" / "Don't give my orders to this designer" (null: neither), of a completed order. */
  setDesignerPreference: clientProcedure
    .input(DesignerPreferenceInput)
    .output(OrderRatingState)
    .mutation(({ ctx, input }) => setDesignerPreference(ctx, ctx.user.id, input)),
};

/** designer.rating: the caller's own average and count. */
export const designerRatingProcedure = designerProcedure
  .output(DesignerRatingSummary)
  .query(async ({ ctx }) => (await designerRatings(ctx, [ctx.user.id]))(ctx.user.id));

/** admin.assignment.get / update: the preferred designers' first window. */
export const assignmentSettingsRouter = createRouter({
  get: adminProcedure.output(AssignmentSettings).query(({ ctx }) => selectAssignmentSettings(ctx.db)),
  update: adminProcedure
    .input(AssignmentSettings)
    .output(AssignmentSettings)
    .mutation(({ ctx, input }) => saveAssignmentSettings(ctx, input)),
});
