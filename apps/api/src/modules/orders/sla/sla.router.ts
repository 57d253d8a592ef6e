// admin.sla.*: the "At risk" board and the alerts' thresholds (issue 34), composed by admin/admin.router.ts.
import { AtRiskBoard, SlaSettings } from '@photoedit/contracts';
import { z } from 'zod';
import { createRouter } from '../../../trpc/init';
import { adminProcedure } from '../../../trpc/procedures';
import { atRiskBoard, saveSlaSettings, slaSettings } from './sla.board';

export const slaAdminRouter = createRouter({
  /** The orders at work by time left: unclaimed, in progress, overdue; how many are at risk. */
  board: adminProcedure
    .input(z.void())
    .output(AtRiskBoard)
    .query(({ ctx }) => atRiskBoard(ctx)),

  settings: createRouter({
    get: adminProcedure.output(SlaSettings).query(({ ctx }) => slaSettings(ctx.db)),
    update: adminProcedure
      .input(SlaSettings)
      .output(SlaSettings)
      .mutation(({ ctx, input }) => saveSlaSettings(ctx.db, input)),
  }),
});
