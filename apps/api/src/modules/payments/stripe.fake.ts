// A small local fake of the Stripe HTTP API for tests (stripe-mock is not installable here): PaymentIntents
// create (with Idempotency-Key semantics), retrieve and cancel, form-encoded like the real API; and, for the
// browser tests, what Stripe.js calls with the publishable key (retrieve and confirm with the client secret).
// A confirmation sends the signed webhook event to the API, as Stripe does.
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';
import Stripe from 'stripe';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
}

/** `a[b]=c` form fields into nested objects (one level deep is all PaymentIntents need here). */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (nested) {
      const [, outer, inner] = nested as unknown as [string, string, string];
      out[outer] = { ...((out[outer] as Record<string, string>) ?? {}), [inner]: value };
    } else out[key] = value;
  }
  return out;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** The intent's charge as Stripe sends it in charge.refunded (the refunds list is not expanded in events). */
const chargeOf = (intent: FakeIntent, refunds: readonly FakeRefund[]) => ({
  id: `ch_${intent.id.slice(3)}`,
  object: 'charge',
  amount: intent.amount_received,
  amount_refunded: refunds.reduce((sum, refund) => sum + refund.amount, 0),
  currency: intent.currency,
  payment_intent: intent.id,
  refunded: refunds.reduce((sum, refund) => sum + refund.amount, 0) === intent.amount_received,
  metadata: {},
});

export interface FakeStripeOptions {
  /** Default: a free port on 127.0.0.1. */
  port?: number;
  /**
   * Where confirmations and refunds send their signed events (payment_intent.succeeded / payment_failed,
   * charge.refunded): a URL, or `deliver` for a server answering in-process requests (tests with inject).
   */
  webhook?:
    | { url: string; secret: string }
    | { deliver: (payload: string, signature: string) => Promise<void>; secret: string };
}

/** Stripe's test payment methods that the fake knows: the visa succeeds, the other is declined. */
export const fakeTestPaymentMethods = {
  succeeds: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
} as const;

const stringField = (source: unknown, name: string): string | undefined => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** Stripe.js authenticates with the publishable key and the intent's client secret (no secret key). */
const publishableRequest = (request: FastifyRequest) => {
  const key = stringField(request.query, 'key') ?? stringField(request.body, 'key');
  const clientSecret =
    stringField(request.query, 'client_secret') ?? stringField(request.body, 'client_secret');
  return key?.startsWith('pk_test_') && clientSecret ? { clientSecret } : undefined;
};

export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const intents = new Map<string, FakeIntent>();
  const idempotency = new Map<string, { hash: string; intentId: string }>();
  const refunds = new Map<string, FakeRefund>();
  const refundKeys = new Map<string, { hash: string; refundId: string }>();
  const refundsOf = (intentId: string) =>
    [...refunds.values()].filter((refund) => refund.payment_intent === intentId);
  const requests: { method: string; url: string; idempotencyKey: string | undefined }[] = [];
  let failNext = false;
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );
  app.addHook('onRequest', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    requests.push({
      method: request.method,
      url: request.url,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    // Stripe.js's calls (retrieve, confirm) are checked by their routes against the client secret.
    const path = request.url.split('?')[0] ?? '';
    const browser =
      (request.method === 'GET' && /^\/v1\/payment_intents\/[^/]+$/.test(path)) ||
      (request.method === 'POST' && /^\/v1\/payment_intents\/[^/]+\/confirm$/.test(path));
    if (path === '/health' || path === '/__fake/intents') return;
    if (!/^Bearer sk_test_/.test(request.headers.authorization ?? '') && !browser) {
      return reply
        .code(401)
        .send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (failNext) {
      failNext = false;
      return reply.code(500).send({ error: { type: 'api_error', message: 'fake outage' } });
    }
  });
  app.post('/v1/payment_intents', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = request.headers['idempotency-key'] as string | undefined;
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    if (key) {
      const seen = idempotency.get(key);
      if (seen && seen.hash !== hash) {
        return reply.code(400).send({
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      }
      if (seen) return reply.header('idempotent-replayed', 'true').send(intents.get(seen.intentId));
    }
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      amount_received: 0,
      currency: String(body.currency),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata: (body.metadata as Record<string, string>) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    if (key) idempotency.set(key, { hash, intentId: id });
    return intent;
  });
  /** The intent, if the caller may see it: the secret key, or Stripe.js with the matching client secret. */
  const intentFor = (request: FastifyRequest<{ Params: { id: string } }>) => {
    const intent = intents.get(request.params.id);
    if (!intent) return undefined;
    if (/^Bearer sk_test_/.test(request.headers.authorization ?? '')) return intent;
    return publishableRequest(request)?.clientSecret === intent.client_secret ? intent : undefined;
  };
  const noSuchIntent = { error: { type: 'invalid_request_error', message: 'No such payment_intent' } };

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    const intent = intentFor(request);
    return intent ?? reply.code(404).send(noSuchIntent);
  });

  let eventCounter = 0;
  const sendEvent = async (type: string, object: object) => {
    if (!options.webhook) return;
    eventCounter += 1;
    const payload = JSON.stringify({
      id: `evt_fake_${Date.now()}_${eventCounter}`,
      object: 'event',
      type,
      api_version: '2026-10-28',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
    if ('deliver' in options.webhook) return options.webhook.deliver(payload, signature);
    const response = await fetch(options.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
  };

  // What stripe.confirmPayment sends for a Payment Element: the payment method, then the outcome.
  app.post<{ Params: { id: string } }>('/v1/payment_intents/:id/confirm', async (request, reply) => {
    const intent = intentFor(request);
    if (!intent) return reply.code(404).send(noSuchIntent);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return reply.code(400).send({
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${intent.status}.`,
        },
      });
    }
    const paymentMethod = stringField(request.body, 'payment_method');
    if (paymentMethod === fakeTestPaymentMethods.succeeds) {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      await sendEvent('payment_intent.succeeded', intent);
      return intent;
    }
    intent.status = 'requires_payment_method';
    await sendEvent('payment_intent.payment_failed', intent);
    return reply.code(402).send({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: intent,
      },
    });
  });
  app.post<{ Params: { id: string } }>('/v1/payment_intents/:id/cancel', async (request, reply) => {
    const intent = intents.get(request.params.id);
    if (!intent)
      return reply
        .code(404)
        .send({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    intent.status = 'canceled';
    return intent;
  });
  /** A refund of a succeeded intent, at most what is left of it; the same Idempotency-Key answers the same refund. */
  const createRefund = async (body: Record<string, unknown>, key: string | undefined) => {
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const seen = key ? refundKeys.get(key) : undefined;
    if (seen && seen.hash !== hash) return { code: 400, error: 'idempotency_error' } as const;
    if (seen) return { code: 200, refund: refunds.get(seen.refundId) as FakeRefund, replayed: true } as const;
    const intent = intents.get(String(body.payment_intent));
    if (intent?.status !== 'succeeded') return { code: 400, error: 'charge_not_refundable' } as const;
    const left =
      intent.amount_received - refundsOf(intent.id).reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return { code: 400, error: 'amount_too_large' } as const;
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: `ch_${intent.id.slice(3)}`,
      status: 'succeeded',
      reason: typeof body.reason === 'string' ? body.reason : null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    if (key) refundKeys.set(key, { hash, refundId: refund.id });
    // Stripe tells the account's webhook of every refund, made through the API or in the dashboard.
    await sendEvent('charge.refunded', chargeOf(intent, refundsOf(intent.id)));
    return { code: 200, refund, replayed: false } as const;
  };
  app.post('/v1/refunds', async (request, reply) => {
    const key = request.headers['idempotency-key'] as string | undefined;
    const outcome = await createRefund((request.body ?? {}) as Record<string, unknown>, key);
    if (outcome.code !== 200) {
      return reply
        .code(400)
        .send({ error: { type: 'invalid_request_error', code: outcome.error, message: outcome.error } });
    }
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    return outcome.refund;
  });
  app.get('/health', async () => ({ ok: true }));
  // For tests in another process (the browser tests): every intent, newest first.
  app.get('/__fake/intents', async () => [...intents.values()].reverse());
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    intents,
    requests,
    refunds,
    /** A refund made in Stripe's dashboard: the webhook hears of it as charge.refunded. */
    async refundInDashboard(intentId: string, amount: number): Promise<FakeRefund> {
      const outcome = await createRefund({ payment_intent: intentId, amount }, undefined);
      if (outcome.code !== 200) throw new Error(`dashboard refund refused: ${outcome.error}`);
      return outcome.refund;
    },
    failNextRequest: () => {
      failNext = true;
    },
    /** The intent as Stripe would send it in a payment_intent.succeeded event. */
    succeed(id: string, amount?: number): FakeIntent {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = amount ?? intent.amount;
      return { ...intent, amount_received: amount ?? intent.amount };
    },
    close: () => app.close(),
  };
}
