// REST v1's orders (issue 36): list and read the key's account's orders (keyset paging; delivered photos and the
// ZIPs as signed addresses), quote, create an order from uploads or fetched addresses, and pay it.
import {
  ClientOrderDetail,
  ClientOrderList,
  orderNumberInput,
  PriceQuote,
  V1OrderCreated,
  V1OrderCreateInput,
  V1PaymentResult,
  V1QuoteInput,
} from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { createAccountOrder, payAccountOrder, quoteForAccount } from '../../modules/api-orders';
import { clientOrderDetail, listClientOrders } from '../../modules/orders';
import { requestLanguage } from '../../trpc/init';
import { problemResponses, tags } from '../schemas';
import {
  answerPost,
  idempotencyHeader,
  keyOf,
  keySecurity,
  readOnlyPost,
  type V1RouteDeps,
} from './v1-context';

const notFound = 'errors.clientOrders.orderNotFound';

/** A path's order number; a malformed one is an unknown order (404), checked after the key. */
export const OrderNumberParams = z.object({
  orderNumber: z.string().describe('The order number, e.g. 10042.'),
});
export function orderNumberOf(params: { orderNumber: string }): number {
  const parsed = orderNumberInput(notFound).safeParse(Number(params.orderNumber));
  if (!/^\d{1,10}$/.test(params.orderNumber) || !parsed.success) throw new AppError('NOT_FOUND', notFound);
  return parsed.data;
}

export function registerV1OrderRoutes(app: FastifyInstance, deps: V1RouteDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: [tags.v1], security: keySecurity };

  routes.get(
    '/api/v1/orders',
    {
      schema: {
        ...common,
        operationId: 'listOrders',
        summary: "The key's account's paid orders, newest first (keyset paging: `cursor` from `nextCursor`)",
        querystring: z.object({
          cursor: z.uuid().optional().describe('The `nextCursor` of the previous page.'),
        }),
        response: { 200: ClientOrderList, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => listClientOrders(deps, keyOf(request).accountId, request.query.cursor),
  );

  routes.get(
    '/api/v1/orders/:orderNumber',
    {
      schema: {
        ...common,
        operationId: 'getOrder',
        summary: 'One order: its photos, services, delivered files and ZIPs (signed addresses), and history',
        params: OrderNumberParams,
        response: { 200: ClientOrderDetail, ...problemResponses(401, 404, 429) },
      },
    },
    async (request) =>
      clientOrderDetail(
        deps,
        keyOf(request).accountId,
        orderNumberOf(request.params),
        requestLanguage(request),
      ),
  );

  routes.post(
    '/api/v1/quote',
    {
      config: readOnlyPost,
      schema: {
        ...common,
        operationId: 'quote',
        summary: "The price of photos with their services, with the account's credit (nothing is created)",
        headers: idempotencyHeader,
        body: V1QuoteInput,
        response: { 200: PriceQuote, ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      answerPost(deps, request, reply, async () => ({
        statusCode: 200,
        body: await quoteForAccount(deps, keyOf(request).accountId, request.body),
      })),
  );

  routes.post(
    '/api/v1/orders',
    {
      schema: {
        ...common,
        operationId: 'createOrder',
        summary: 'Creates an unpaid order from uploads (`mediaId`) or images fetched from addresses (`url`)',
        description:
          "The account's e-mail is the order's contact; its credit in the order's currency is spent first. Fetched " +
          'addresses must be https on a public host; an image is at most 10 MB, JPEG, PNG or WebP, fetched within ' +
          '20 seconds (3 redirects at most). Needs the write scope.',
        headers: idempotencyHeader,
        body: V1OrderCreateInput,
        response: { 201: V1OrderCreated, ...problemResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) =>
      answerPost(deps, request, reply, async () => ({
        statusCode: 201,
        body: await createAccountOrder(deps, keyOf(request).accountId, request.body),
      })),
  );

  routes.post(
    '/api/v1/orders/:orderNumber/pay',
    {
      schema: {
        operationId: 'payOrder',
        ...common,
        summary:
          'Pays an order: from credit (or the offline test provider) at once, else a checkout link for the card',
        headers: idempotencyHeader,
        params: OrderNumberParams,
        response: { 200: V1PaymentResult, ...problemResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      answerPost(deps, request, reply, async () => ({
        statusCode: 200,
        body: await payAccountOrder(deps, keyOf(request).accountId, orderNumberOf(request.params)),
      })),
  );
}
