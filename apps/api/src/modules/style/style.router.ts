// style.* procedures: the signed-in client's own style ("My style", issue 33).
import { StyleInput, StyleView } from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { clientProcedure } from '../../trpc/procedures';
import { getStyle, saveStyle } from './style.service';

export const styleRouter = createRouter({
  /** The client's saved style, or null before they saved one. */
  get: clientProcedure.output(StyleView.nullable()).query(({ ctx }) => getStyle(ctx, ctx.user.id)),

  /** Saves the whole style (choices, note, up to five reference photos uploaded through POST /api/media/upload). */
  save: clientProcedure
    .input(StyleInput)
    .output(StyleView)
    .mutation(({ ctx, input }) => saveStyle(ctx, ctx.user.id, input)),
});
