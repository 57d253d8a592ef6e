import { ServicesListInput, ServicesListOutput } from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { listServices } from './services.service';

export const servicesRouter = createRouter({
  /** The active catalogue in the requested language (public: the home page shows it). */
  list: publicProcedure
    .input(ServicesListInput)
    .output(ServicesListOutput)
    .query(({ ctx, input }) => listServices(ctx, input.lang)),
});
