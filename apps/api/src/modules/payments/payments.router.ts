import { OrderAccess, OrderPublicStatus, PaymentStart, PaymentsConfig } from '@photoedit/contracts';
import { rateLimit } from '../../rate-limit/rate-limit.middleware';
import { createRouter } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { confirmOfflinePayment, publicPaymentsConfig, startPayment } from './payments.service';

export const paymentsRouter = createRouter({
  /** Which provider the wizard shows (Stripe with its publishable key, or the offline TEST payment). */
  config: publicProcedure.output(PaymentsConfig).query(({ ctx }) => publicPaymentsConfig(ctx.config)),

  /** Starts (or resumes) the payment of an order for the amount the server computed. */
  start: publicProcedure
    .use(rateLimit('payment'))
    .input(OrderAccess)
    .output(PaymentStart)
    .mutation(({ ctx, input }) => startPayment(ctx, input, ctx.req.ip)),

  offline: createRouter({
    /** The offline provider's "pay" button (development and tests only; refused when Stripe is configured). */
    confirm: publicProcedure
      .use(rateLimit('payment'))
      .input(OrderAccess)
      .output(OrderPublicStatus)
      .mutation(({ ctx, input }) => confirmOfflinePayment(ctx, input)),
  }),
});
