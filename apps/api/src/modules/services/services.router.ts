import { ServicesListInput, ServicesListOutput, trpcPath } from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { listServices } from './services.service';

const listPath = `${trpcPath}/services.list`;

export const servicesRouter = createRouter({
  /**
   * The active catalogue in the requested language (public: the home page shows it), from memory. Asked for on
   * its own (not in a batch with other calls), the answer carries an ETag, so a browser revalidates with a 304.
   */
  list: publicProcedure
    .input(ServicesListInput)
    .output(ServicesListOutput)
    .query(async ({ ctx, input }) => {
      const entry = await ctx.catalogue.get(input.lang, () => listServices(ctx, input.lang));
      if (ctx.req.url.split('?', 1)[0] === listPath)
        ctx.res.header('etag', entry.etag).header('cache-control', 'no-cache');
      return entry.services;
    }),
});
