// POST /api/payments/stripe/webhook: Stripe's events. The signature is verified on the raw bytes (this
// route's own content-type parser keeps the body a Buffer), then each event is applied once.
// Also the development-only POST /api/dev/discount-codes (tests and e2e create codes with it).
import { AdminDiscountCreateInput, devDiscountCodesPath, stripeWebhookPath } from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import { AppError } from '../errors';
import { createDiscountCode } from '../modules/discounts';
import { handleStripeEvent, stripeClient } from '../modules/payments';
import { errorResponses, tags } from './schemas';

export const webhookBodyLimitBytes = 512 * 1024;
/** Events signed longer ago than this are refused (replays). */
export const webhookToleranceSeconds = 300;

const WebhookOutcome = z.object({
  received: z.literal(true),
  applied: z.boolean(),
  duplicate: z.boolean(),
  detail: z.string(),
});

export interface PaymentRoutesDeps {
  db: Kysely<DB>;
  config: Config;
  now: () => Date;
}

export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRoutesDeps): void {
  const { config } = deps;
  // A Stripe node imports the SDK now, at start-up, so neither the first payment nor the first event waits for it.
  if (config.payments.provider === 'stripe') stripeClient(config.payments).catch(() => {});
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: webhookBodyLimitBytes },
      (_req, body, done) => done(null, body),
    );
    const schema = {
      summary: "Stripe's payment events (signed; each applied once)",
      description:
        'The raw body is verified against the `Stripe-Signature` header with the webhook secret; events signed ' +
        `more than ${webhookToleranceSeconds} s ago are refused. Answers 404 when Stripe is not the provider.`,
      tags: [tags.payments],
      headers: z.object({ 'stripe-signature': z.string().optional() }),
      response: { 200: WebhookOutcome, ...errorResponses(400, 404, 413) },
    };
    scope.withTypeProvider<ZodTypeProvider>().post(stripeWebhookPath, { schema }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (config.payments.provider !== 'stripe') {
        throw new AppError('NOT_FOUND', undefined, { message: 'Stripe is not configured.' });
      }
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw new AppError('BAD_INPUT', undefined, { message: 'A signed Stripe event is expected.' });
      }
      const stripe = await stripeClient(config.payments);
      let event: ReturnType<typeof stripe.webhooks.constructEvent>;
      try {
        event = stripe.webhooks.constructEvent(
          request.body,
          signature,
          config.payments.webhookSecret,
          webhookToleranceSeconds,
          undefined,
          // Milliseconds (the SDK divides by 1000): the server's clock decides what is stale.
          deps.now().getTime(),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook: signature refused');
        throw new AppError('BAD_INPUT', undefined, { message: 'The Stripe signature is not valid.' });
      }
      const outcome = await handleStripeEvent(
        { db: deps.db, config, now: deps.now, log: request.log },
        event,
      );
      return { received: true as const, ...outcome };
    });
  });

  if (config.devRoutes) {
    // The contract's rules (as the admin form), plus whether the code starts switched on.
    const Body = z.intersection(AdminDiscountCreateInput, z.object({ active: z.boolean().default(true) }));
    const schema = {
      summary: 'Creates a discount code (development and e2e only)',
      tags: [tags.development],
      body: Body,
      response: {
        201: z.looseObject({ id: z.string(), code: z.string(), remainingUses: z.number().nullable() }),
        ...errorResponses(400, 409),
      },
    };
    app.withTypeProvider<ZodTypeProvider>().post(devDiscountCodesPath, { schema }, async (request, reply) => {
      const body = request.body;
      const row = await createDiscountCode(deps.db, {
        ...body,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      });
      reply.code(201);
      return {
        ...row,
        active: body.active,
        remainingUses: row.max_uses === null ? null : row.max_uses - row.uses,
      };
    });
  }
}
