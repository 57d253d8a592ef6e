// A small local fake of the Stripe HTTP API for tests (stripe-mock is not installable here): PaymentIntents
// create (with Idempotency-Key semantics), retrieve and cancel, form-encoded like the real API.
import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';

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

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const idempotency = new Map<string, { hash: string; intentId: string }>();
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
    if (!/^Bearer sk_test_/.test(request.headers.authorization ?? '')) {
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
  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    const intent = intents.get(request.params.id);
    if (!intent)
      return reply
        .code(404)
        .send({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    return intent;
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
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    intents,
    requests,
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
