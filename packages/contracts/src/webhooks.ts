// Webhooks (issue 36): a client's endpoints receive signed JSON events about its orders and money. Each delivery is
// retried with back-off for a day; an endpoint failing for three days is switched off and its owner told.
import { z } from 'zod';
import { requiredText } from './text';

export const webhookEventTypes = [
  'order.paid',
  'order.claimed',
  'order.delivered',
  'order.revision_delivered',
  'order.completed',
  'order.refunded',
  'credit.purchased',
  'invoice.issued',
] as const;
export const WebhookEventType = z.enum(webhookEventTypes, { error: 'errors.webhooks.eventTypesInvalid' });
export type WebhookEventType = z.infer<typeof WebhookEventType>;

export const webhookRules = {
  maxEndpoints: 10,
  maxUrlLength: 2048,
  nameMaxLength: 100,
  /** Attempts stop this long after the event (exponential back-off from a minute). */
  retryForHours: 24,
  firstRetrySeconds: 60,
  maxRetrySeconds: 6 * 3600,
  /** An endpoint failing this long (no success since its first failure) is switched off. */
  switchOffAfterHours: 72,
  /** How long a receiver gets to answer one delivery. */
  timeoutMs: 10_000,
  signatureHeader: 'PhotoEdit-Signature',
  /** A receiver refuses signatures older than this (the snippet in docs/api-access.md does). */
  toleranceSeconds: 300,
  deliveriesShown: 50,
  /** Events and their deliveries are kept this long (the delivery log), then pruned. */
  keepDays: 30,
} as const;

export const webhookMessageKeys = {
  urlInvalid: 'errors.webhooks.urlInvalid',
  eventTypesInvalid: 'errors.webhooks.eventTypesInvalid',
  nameRequired: 'errors.webhooks.nameRequired',
  nameTooLong: 'errors.webhooks.nameTooLong',
  tooManyEndpoints: 'errors.webhooks.tooManyEndpoints',
  endpointNotFound: 'errors.webhooks.endpointNotFound',
  deliveryNotFound: 'errors.webhooks.deliveryNotFound',
  /** The address is a private, loopback or link-local one (or not https) where that is refused. */
  addressRefused: 'errors.webhooks.addressRefused',
} as const;

const k = webhookMessageKeys;

export const WebhookEndpointInput = z.object({
  name: requiredText(k.nameRequired, webhookRules.nameMaxLength, k.nameTooLong),
  url: z.url({ protocol: /^https?$/, error: k.urlInvalid }).max(webhookRules.maxUrlLength, k.urlInvalid),
  eventTypes: z
    .array(WebhookEventType, { error: k.eventTypesInvalid })
    .min(1, k.eventTypesInvalid)
    .refine((types) => new Set(types).size === types.length, k.eventTypesInvalid),
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInput>;

export const WebhookEndpointId = z.object({ endpointId: z.uuid({ error: k.endpointNotFound }) });
export const WebhookEndpointUpdate = WebhookEndpointInput.extend({
  endpointId: z.uuid({ error: k.endpointNotFound }),
  /** Switches a switched-off endpoint on again (or an endpoint off). */
  enabled: z.boolean(),
});
export const WebhookDeliveryId = z.object({ deliveryId: z.uuid({ error: k.deliveryNotFound }) });

export const WebhookEndpointView = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  eventTypes: z.array(WebhookEventType),
  enabled: z.boolean(),
  /** Why it is off: `failing` (switched off after three days of failures) or `owner`. */
  disabledReason: z.enum(['failing', 'owner']).nullable(),
  failingSince: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WebhookEndpointView = z.infer<typeof WebhookEndpointView>;

/** `webhooks.create`: the endpoint and its signing secret, shown once. */
export const WebhookEndpointCreated = z.object({ endpoint: WebhookEndpointView, secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

export const WebhookDeliveryState = z.enum(['pending', 'delivered', 'failed']);
export const WebhookDeliveryView = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: WebhookEventType,
  state: WebhookDeliveryState,
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null when it could not be reached. */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryView>;

/** What a receiver gets: the event id (to dedupe), its type, when, and what it is about. */
export const WebhookPayload = z.object({
  id: z.string(),
  type: WebhookEventType,
  createdAt: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;
