// The public face of the webhooks module (issue 36): the reaction other modules' events declare, the delivery's
// background work, and the signature receivers check.
export { backoffSeconds, deliverDueWebhooks, webhookSignature } from './webhooks.delivery';
export { orderEventData, webhookEndpointSwitchedOff, webhookEvent } from './webhooks.events';
export {
  createWebhookDispatcher,
  pruneWebhookEvents,
  registerWebhookJobs,
  webhookPruneSchedule,
  webhookRetrySchedule,
} from './webhooks.jobs';
