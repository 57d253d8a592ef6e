// webhooks.* (client): the account's endpoints, their delivery log and "send again".
import {
  WebhookDeliveryId,
  WebhookDeliveryView,
  WebhookEndpointCreated,
  WebhookEndpointId,
  WebhookEndpointInput,
  WebhookEndpointUpdate,
  WebhookEndpointView,
} from '@photoedit/contracts';
import { z } from 'zod';
import { createRouter } from '../../trpc/init';
import { clientProcedure } from '../../trpc/procedures';
import {
  changeEndpoint,
  createEndpoint,
  deliveriesOf,
  endpointsOf,
  removeEndpoint,
  resendDelivery,
} from './webhooks.service';

export const webhooksRouter = createRouter({
  list: clientProcedure
    .input(z.void())
    .output(z.array(WebhookEndpointView))
    .query(({ ctx }) => endpointsOf(ctx, ctx.user.id)),
  /** A new endpoint: its signing secret is in this answer only. */
  create: clientProcedure
    .input(WebhookEndpointInput)
    .output(WebhookEndpointCreated)
    .mutation(({ ctx, input }) => createEndpoint(ctx, ctx.user.id, input)),
  /** Changes an endpoint, or switches it on (again) or off. */
  update: clientProcedure
    .input(WebhookEndpointUpdate)
    .output(WebhookEndpointView)
    .mutation(({ ctx, input }) => changeEndpoint(ctx, ctx.user.id, input)),
  remove: clientProcedure
    .input(WebhookEndpointId)
    .output(z.void())
    .mutation(({ ctx, input }) => removeEndpoint(ctx, ctx.user.id, input.endpointId)),
  /** The endpoint's latest deliveries, newest first. */
  deliveries: clientProcedure
    .input(WebhookEndpointId)
    .output(z.array(WebhookDeliveryView))
    .query(({ ctx, input }) => deliveriesOf(ctx, ctx.user.id, input.endpointId)),
  /** Sends a delivery again now (the same event id). */
  resend: clientProcedure
    .input(WebhookDeliveryId)
    .output(z.void())
    .mutation(({ ctx, input }) => resendDelivery(ctx, ctx.user.id, input.deliveryId)),
});
