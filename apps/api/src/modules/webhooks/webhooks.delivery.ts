// Delivering webhooks (issue 36). A due delivery is taken by one node (leased), POSTed with its signature, and its
// outcome recorded: delivered, or due again after an exponential back-off (1 minute doubling to 6 hours) until a
// day after its event, then failed. At least once: a receiver dedupes by the event id. An endpoint with no success
// for three days is switched off and its account e-mailed. Nodes are woken by NOTIFY when a change records
// deliveries, and the `webhooks.retry` schedule takes what came due.
import { createHmac } from 'node:crypto';
import { webhookRules } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { Config } from '../../config';
import type { DB } from '../../db/tables';
import { emit } from '../../events/events';
import type { Logger } from '../../logger';
import { outboundFailureOf, sendOutbound } from '../../outbound/outbound';
import { webhookEndpointSwitchedOff } from './webhooks.events';
import {
  markEndpointFailing,
  markEndpointHealthy,
  recordOutcome,
  selectDeliveryParts,
  selectOwnerContact,
  switchOffEndpoint,
  takeDueDeliveries,
} from './webhooks.queries';

export interface WebhookDeliveryDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'outbound' | 'publicOrigin'>;
  now: () => Date;
  log: Logger;
}

const leaseMs = 5 * 60_000;
const takenAtOnce = 20;
const sentAtOnce = 4;
const hourMs = 3_600_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>` (like Stripe's). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** Seconds until the next attempt after `attempts` failed ones. */
export function backoffSeconds(attempts: number): number {
  return Math.min(
    webhookRules.firstRetrySeconds * 2 ** Math.max(0, attempts - 1),
    webhookRules.maxRetrySeconds,
  );
}

/** POSTs one taken delivery and records what happened. */
export async function attemptDelivery(deps: WebhookDeliveryDeps, deliveryId: string): Promise<void> {
  const parts = await selectDeliveryParts(deps.db, deliveryId);
  if (!parts) return;
  const now = deps.now();
  const body = JSON.stringify({
    id: parts.event_id,
    type: parts.type,
    createdAt: parts.event_created_at.toISOString(),
    data: parts.data,
  });
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await sendOutbound(deps.config.outbound, parts.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'PhotoEdit-Webhooks/1',
        [webhookRules.signatureHeader.toLowerCase()]: webhookSignature(
          parts.secret,
          Math.floor(now.getTime() / 1000),
          body,
        ),
        'photoedit-event-id': parts.event_id,
        'photoedit-event-type': parts.type,
      },
      body,
      timeoutMs: webhookRules.timeoutMs,
      maxRedirects: 0,
    });
    status = response.statusCode;
    await response.body.dump();
  } catch (caught) {
    const failure = outboundFailureOf(caught);
    status = failure.status ?? null;
    error = `${failure.failure}: ${failure.message}`.slice(0, 500);
  }
  if (status !== null && status >= 200 && status < 300) {
    await recordOutcome(deps.db, deliveryId, {
      state: 'delivered',
      status,
      error: null,
      at: now,
      nextAttemptAt: null,
    });
    await markEndpointHealthy(deps.db, parts.endpoint_id);
    return;
  }
  const next = new Date(now.getTime() + backoffSeconds(parts.attempts) * 1000);
  const giveUp = next.getTime() > parts.event_created_at.getTime() + webhookRules.retryForHours * hourMs;
  await recordOutcome(deps.db, deliveryId, {
    state: giveUp ? 'failed' : 'pending',
    status,
    error: error ?? `answered ${status}`,
    at: now,
    nextAttemptAt: giveUp ? null : next,
  });
  await switchOffWhenFailing(deps, parts.endpoint_id, now);
}

/** Notes the failure; past three days of them, switches the endpoint off and e-mails its account. */
async function switchOffWhenFailing(deps: WebhookDeliveryDeps, endpointId: string, now: Date): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const endpoint = await markEndpointFailing(trx, endpointId, now);
    const failingMs = now.getTime() - (endpoint.failing_since?.getTime() ?? now.getTime());
    if (!endpoint.enabled || failingMs < webhookRules.switchOffAfterHours * hourMs) return;
    if (!(await switchOffEndpoint(trx, endpointId, now))) return;
    const owner = await selectOwnerContact(trx, endpoint.account_id);
    deps.log.warn(
      { endpointId, url: endpoint.url },
      'webhook endpoint switched off after three days of failures',
    );
    if (!owner) return;
    await emit({ trx, now }, webhookEndpointSwitchedOff, {
      email: owner.email,
      language: owner.preferred_language,
      name: endpoint.name,
      url: endpoint.url,
      origin: deps.config.publicOrigin,
    });
  });
}

/** Attempts every due delivery (a few at once), taking more until none is due; how many were attempted. */
export async function deliverDueWebhooks(deps: WebhookDeliveryDeps): Promise<number> {
  const limit = pLimit(sentAtOnce);
  let attempted = 0;
  for (;;) {
    const now = deps.now();
    const taken = await takeDueDeliveries(deps.db, now, new Date(now.getTime() + leaseMs), takenAtOnce);
    if (taken.length === 0) return attempted;
    await Promise.all(
      taken.map((delivery) =>
        limit(() =>
          attemptDelivery(deps, delivery.id).catch((error: unknown) =>
            deps.log.error({ err: error, deliveryId: delivery.id }, 'webhook delivery failed to run'),
          ),
        ),
      ),
    );
    attempted += taken.length;
  }
}
