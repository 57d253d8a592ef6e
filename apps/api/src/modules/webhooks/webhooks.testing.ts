// What the webhook tests share: an endpoint of a client's, the delivery pass on the test server's clock, and the
// check a receiver makes of a delivery's signature.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type WebhookEndpointCreated, type WebhookEventType, webhookRules } from '@photoedit/contracts';
import type { ReceivedRequest } from '../../outbound/receiver.testing';
import { silentLogger } from '../../test/database';
import { createUser, data, trpc } from '../auth/auth.fixtures';
import type { ordersTestFrame } from '../orders/orders.fixtures';
import { deliverDueWebhooks } from './webhooks.delivery';

type Frame = ReturnType<typeof ordersTestFrame>;

export async function clientWithEndpoint(frame: Frame, url: string, eventTypes: WebhookEventType[]) {
  const client = await createUser(frame.db, 'client');
  const session = await frame.as(client.id);
  const created = data<WebhookEndpointCreated>(
    await trpc(frame.server, 'webhooks.create', { name: 'Studio platform', url, eventTypes }, session),
  );
  return { client, session, endpoint: created.endpoint, secret: created.secret };
}

export const deliverDue = (frame: Frame) =>
  deliverDueWebhooks({
    db: frame.db,
    config: frame.server.config,
    now: frame.server.clock.now,
    log: silentLogger,
  });

/** What docs/api-access.md tells a receiver to do: recompute the HMAC of "t.body", compare, check the age. */
export function verifySignature(request: ReceivedRequest, secret: string, nowSeconds: number): boolean {
  const header = request.headers[webhookRules.signatureHeader.toLowerCase()];
  const parts = Object.fromEntries(
    String(header)
      .split(',')
      .map((part) => part.split('=') as [string, string]),
  );
  const expected = createHmac('sha256', secret).update(`${parts.t}.${request.body}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const fresh = Math.abs(nowSeconds - Number(parts.t)) <= webhookRules.toleranceSeconds;
  return fresh && given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}
