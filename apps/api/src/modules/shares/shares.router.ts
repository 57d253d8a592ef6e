// shares.*: the client's links to a completed order's gallery, and the gallery itself for whoever holds one
// (public, rate limited per address, never indexed).
import {
  OrderShare,
  ShareCreated,
  ShareCreateInput,
  SharedGallery,
  SharedGalleryInput,
  ShareRevokeInput,
  SharesOfOrderInput,
} from '@photoedit/contracts';
import { z } from 'zod';
import { rateLimit } from '../../rate-limit/rate-limit.middleware';
import { createRouter } from '../../trpc/init';
import { clientProcedure, publicProcedure } from '../../trpc/procedures';
import { createShare, revokeShare, sharedGallery, sharesOfOrder } from './shares.service';

export const sharesRouter = createRouter({
  /** A new link to a completed order's gallery (30 days unless `days` says otherwise); its secret is shown once. */
  create: clientProcedure
    .input(ShareCreateInput)
    .output(ShareCreated)
    .mutation(({ ctx, input }) => createShare(ctx, ctx.user.id, input, ctx.lang)),

  /** The order's links, newest first, each active or not. */
  ofOrder: clientProcedure
    .input(SharesOfOrderInput)
    .output(z.array(OrderShare))
    .query(({ ctx, input }) => sharesOfOrder(ctx, ctx.user.id, input.orderNumber)),

  /** Revokes a link at once. */
  revoke: clientProcedure
    .input(ShareRevokeInput)
    .output(OrderShare)
    .mutation(({ ctx, input }) => revokeShare(ctx, ctx.user.id, input.shareId)),

  /** The gallery of a live link (no sign-in). */
  view: publicProcedure
    .use(rateLimit('sharedGallery'))
    .input(SharedGalleryInput)
    .output(SharedGallery)
    .query(({ ctx, input }) => {
      ctx.res.header('x-robots-tag', 'noindex, nofollow');
      return sharedGallery(ctx, input.token);
    }),
});
