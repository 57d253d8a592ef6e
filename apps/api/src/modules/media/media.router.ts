// The media module's tRPC procedures (uploads themselves are REST: media.routes.ts). `brackets` groups the
// wizard's uploads into bracket sets and applies the client's corrections (issue 32, docs/brackets.md).
import { BracketGroupingInput, BracketGroupingOutput, draftTokenHeader } from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { groupDraftPhotos } from './brackets/bracket-sets.service';
import { selectLiveDraft } from './media.queries';
import { draftInvalid, draftTokenHash } from './media.service';

export const mediaRouter = createRouter({
  /** The wizard's photos as sets of frames after an edit (header X-Draft-Token: the frames' draft). */
  brackets: publicProcedure
    .input(BracketGroupingInput)
    .output(BracketGroupingOutput)
    .mutation(async ({ ctx, input }) => {
      const token = ctx.req.headers[draftTokenHeader];
      const draft =
        typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
          ? await selectLiveDraft(ctx.db, draftTokenHash(token), ctx.now())
          : undefined;
      if (!draft) throw draftInvalid();
      return groupDraftPhotos(ctx, draft.id, input);
    }),
});
