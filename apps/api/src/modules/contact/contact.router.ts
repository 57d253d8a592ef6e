import { ContactMessageInput, ContactMessageOutput } from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { limitPerIp } from '../orders/orders.limits';
import { sendContactMessage } from './contact.service';

export const contactRouter = createRouter({
  /** The help widget's "send us a message" (public; signed-in users are linked to their message). */
  send: publicProcedure
    .use(limitPerIp('contactPerIp'))
    .input(ContactMessageInput)
    .output(ContactMessageOutput)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input, ctx.user?.id ?? null)),
});
