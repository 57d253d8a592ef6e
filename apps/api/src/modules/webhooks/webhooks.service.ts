// A client's webhook endpoints (issue 36): made, changed, switched on or off and removed by those who order for the
// account (a team's under its owner's account, like its API keys), with their delivery log and "send again". The
// address obeys the fetch rules (public https only in production); the signing secret is shown once.
import { randomBytes } from 'node:crypto';
import {
  type WebhookDeliveryView,
  type WebhookEndpointCreated,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookEndpointView,
  type WebhookEventType,
  webhookMessageKeys,
  webhookRules,
} from '@photoedit/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { checkAddress } from '../../outbound/outbound';
import type { ServiceDeps } from '../service-deps';
import { orderingAccountFor } from '../teams';
import {
  countEndpoints,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  insertEndpoint,
  notifyDeliveries,
  requeueDelivery,
  selectDeliveries,
  selectEndpoints,
  updateEndpoint,
} from './webhooks.queries';

export type WebhooksDeps = ServiceDeps<'outbound'>;

const k = webhookMessageKeys;
const endpointNotFound = () => new AppError('NOT_FOUND', k.endpointNotFound);
const accountOf = (deps: Pick<WebhooksDeps, 'db'>, userId: string) =>
  orderingAccountFor(deps.db, userId, 'errors.apiKeys.forbidden');

const toView = (row: EndpointRow): WebhookEndpointView => ({
  id: row.id,
  name: row.name,
  url: row.url,
  eventTypes: row.event_types as WebhookEventType[],
  enabled: row.enabled,
  disabledReason: row.disabled_reason as WebhookEndpointView['disabledReason'],
  failingSince: row.failing_since?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

const toDelivery = (row: DeliveryRow): WebhookDeliveryView => ({
  id: row.id,
  eventId: row.event_id,
  eventType: row.type as WebhookEventType,
  state: row.state as WebhookDeliveryView['state'],
  attempts: row.attempts,
  lastStatus: row.last_status,
  lastError: row.last_error,
  createdAt: row.created_at.toISOString(),
  lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
  nextAttemptAt: row.state === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
});

/** The fetch rules on an endpoint's address: refused with a translated 400 on the `url` field. */
function checkedUrl(config: Pick<Config, 'outbound'>, url: string): string {
  try {
    return checkAddress(config.outbound, url).toString();
  } catch {
    throw new AppError('BAD_INPUT', k.addressRefused, {
      message: 'The address must be https on a public host.',
      issues: [{ path: ['url'], message: k.addressRefused }],
    });
  }
}

export async function endpointsOf(
  deps: Pick<WebhooksDeps, 'db'>,
  userId: string,
): Promise<WebhookEndpointView[]> {
  return (await selectEndpoints(deps.db, await accountOf(deps, userId))).map(toView);
}

export async function createEndpoint(
  deps: WebhooksDeps,
  userId: string,
  input: z.output<typeof WebhookEndpointInput>,
): Promise<WebhookEndpointCreated> {
  const accountId = await accountOf(deps, userId);
  const url = checkedUrl(deps.config, input.url);
  if ((await countEndpoints(deps.db, accountId)) >= webhookRules.maxEndpoints) {
    throw new AppError('CONFLICT', k.tooManyEndpoints);
  }
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const row = await insertEndpoint(deps.db, {
    accountId,
    createdBy: userId,
    name: input.name,
    url,
    secret,
    eventTypes: input.eventTypes,
    now: deps.now(),
  });
  return { endpoint: toView(row), secret };
}

export async function changeEndpoint(
  deps: WebhooksDeps,
  userId: string,
  input: z.output<typeof WebhookEndpointUpdate>,
): Promise<WebhookEndpointView> {
  const accountId = await accountOf(deps, userId);
  const row = await updateEndpoint(deps.db, accountId, input.endpointId, {
    name: input.name,
    url: checkedUrl(deps.config, input.url),
    eventTypes: input.eventTypes,
    enabled: input.enabled,
  });
  if (!row) throw endpointNotFound();
  // Switched on again: what is due (sent again from the log) goes now.
  if (row.enabled) await notifyDeliveries(deps.db);
  return toView(row);
}

export async function removeEndpoint(deps: WebhooksDeps, userId: string, endpointId: string): Promise<void> {
  if (!(await deleteEndpoint(deps.db, await accountOf(deps, userId), endpointId))) throw endpointNotFound();
}

export async function deliveriesOf(
  deps: WebhooksDeps,
  userId: string,
  endpointId: string,
): Promise<WebhookDeliveryView[]> {
  const accountId = await accountOf(deps, userId);
  if (!(await selectEndpoints(deps.db, accountId)).some((endpoint) => endpoint.id === endpointId)) {
    throw endpointNotFound();
  }
  return (await selectDeliveries(deps.db, accountId, endpointId, webhookRules.deliveriesShown)).map(
    toDelivery,
  );
}

/** "Send again": the delivery is due now (the same event id, so a receiver that has it ignores it). */
export async function resendDelivery(deps: WebhooksDeps, userId: string, deliveryId: string): Promise<void> {
  const accountId = await accountOf(deps, userId);
  const row = await requeueDelivery(deps.db, accountId, deliveryId, deps.now());
  if (!row) throw new AppError('NOT_FOUND', k.deliveryNotFound);
  await notifyDeliveries(deps.db);
}
