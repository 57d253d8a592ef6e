import {
  AdminPricing,
  draftTokenHeader,
  OrderAccess,
  OrderCreateInput,
  OrderCreateOutput,
  OrderPublicStatus,
  PriceQuote,
  PriceQuoteInput,
  TurnaroundOption,
} from '@photoedit/contracts';
import { z } from 'zod';
import { rateLimit } from '../../rate-limit/rate-limit.middleware';
import { createRouter } from '../../trpc/init';
import { optionalUser, publicProcedure } from '../../trpc/procedures';
import { paymentProviderFor } from '../payments';
import { requestDraftId } from './orders.draft';
import { createOrder, priceQuote, publicStatus } from './orders.service';
import { listTurnarounds } from './orders.turnaround';
import { selectPricingSettings } from './pricing-settings.queries';

export const ordersRouter = createRouter({
  /** The server's price of a selection (live total of the wizard); an invalid code gives discountValid false. */
  quote: publicProcedure
    .input(PriceQuoteInput)
    .use(rateLimit('discountCodeCheck'))
    .output(PriceQuote)
    .query(async ({ ctx, input }) =>
      priceQuote(ctx, input, ctx.lang, await requestDraftId(ctx), await optionalUser(ctx)),
    ),

  /** The unpaid order of the draft in X-Draft-Token (replacing an unpaid one of the same draft). */
  create: publicProcedure
    .use(rateLimit('orderCreate'))
    .input(OrderCreateInput)
    .use(rateLimit('discountCodeCheck'))
    .output(OrderCreateOutput)
    .mutation(async ({ ctx, input }) => {
      const header = ctx.req.headers[draftTokenHeader];
      const { replacedIntent, ...created } = await createOrder(
        ctx,
        typeof header === 'string' ? header : undefined,
        input,
        await optionalUser(ctx),
      );
      if (replacedIntent?.provider === 'stripe' && ctx.config.payments.provider === 'stripe') {
        // Best effort: the replaced order's intent can no longer be paid.
        paymentProviderFor(ctx.config.payments)
          .cancelIntent(replacedIntent.id)
          .catch((error: unknown) =>
            ctx.log.warn({ err: error }, 'could not cancel a replaced PaymentIntent'),
          );
      }
      return created;
    }),

  /** The surcharge per bracket set in each currency and the wizard's first currency (the quote applies them). */
  pricing: publicProcedure
    .input(z.void())
    .output(AdminPricing)
    .query(({ ctx }) => selectPricingSettings(ctx.db)),

  /** The turnarounds offered now (Standard always), for the wizard's choice. */
  turnarounds: publicProcedure
    .input(z.void())
    .output(z.array(TurnaroundOption))
    .query(async ({ ctx }) => (await listTurnarounds(ctx.db)).filter((tier) => tier.available)),

  /** What /payment-success shows; needs the order's access token (never the order number alone). */
  publicStatus: publicProcedure
    .use(rateLimit('payment'))
    .input(OrderAccess)
    .output(OrderPublicStatus)
    .query(({ ctx, input }) => publicStatus(ctx, input)),
});
