import { ContactMessageInput, ContactMessageOutput } from '@photoedit/contracts';
import { rateLimit } from '../../rate-limit/rate-limit.middleware';
import { createRouter } from '../../trpc/init';
import { optionalUser, publicProcedure } from '../../trpc/procedures';
import { sendContactMessage } from './contact.service';

export const contactRouter = createRouter({
  /** The help widget's "send us a message" (public; signed-in users are linked to their message). */
  send: publicProcedure
    .use(rateLimit('contact'))
    .input(ContactMessageInput)
    .output(ContactMessageOutput)
    .mutation(async ({ ctx, input }) =>
      sendContactMessage(ctx, input, (await optionalUser(ctx))?.id ?? null),
    ),
});
