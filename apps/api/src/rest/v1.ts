// REST v1 (issue 36): PhotoEdit for other software, with an API key (`Authorization: Bearer pe_…`, made in the
// client's settings). Errors are RFC 9457 problem details with the apps' translated keys. This first part reads
// the key's account's orders (keyset paging); the rest of v1 is listed in docs/api.md as to come.
import {
  apiKeyMessageKeys,
  ClientOrderDetail,
  ClientOrderList,
  orderNumberInput,
} from '@photoedit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import { AppError } from '../errors';
import type { JobEnqueuer } from '../events/events';
import { authenticateKey } from '../modules/api-keys';
import { clientOrderDetail, listClientOrders } from '../modules/orders';
import { problemErrorHandler } from './errors';
import { problemResponses, tags } from './schemas';

export interface V1RouteDeps {
  db: Kysely<DB>;
  config: Config;
  now: () => Date;
  jobs: JobEnqueuer;
  exposeInternals: boolean;
}

const notFound = 'errors.clientOrders.orderNotFound';
const keySecurity: { [scheme: string]: string[] }[] = [{ apiKey: [] }];

export function registerV1Routes(app: FastifyInstance, deps: V1RouteDeps): void {
  app.register(async (v1) => {
    v1.setErrorHandler(problemErrorHandler(deps.exposeInternals));
    const routes = v1.withTypeProvider<ZodTypeProvider>();
    const accountOf = async (request: FastifyRequest) => {
      const key = await authenticateKey(deps, request.headers.authorization);
      if (!key) {
        throw new AppError('UNAUTHENTICATED', apiKeyMessageKeys.invalidKey, {
          message: 'Send a valid API key: Authorization: Bearer pe_…',
          headers: { 'www-authenticate': 'Bearer' },
        });
      }
      return key.accountId;
    };

    routes.get(
      '/api/v1/orders',
      {
        schema: {
          summary:
            "The key's account's paid orders, newest first (keyset paging: `cursor` from `nextCursor`)",
          tags: [tags.v1],
          security: keySecurity,
          querystring: z.object({
            cursor: z.uuid().optional().describe('The `nextCursor` of the previous page.'),
          }),
          response: { 200: ClientOrderList, ...problemResponses(400, 401) },
        },
      },
      async (request) => listClientOrders(deps, await accountOf(request), request.query.cursor),
    );

    routes.get(
      '/api/v1/orders/:orderNumber',
      {
        schema: {
          summary:
            'One order of the account: its photos, their services and delivered files (signed addresses)',
          tags: [tags.v1],
          security: keySecurity,
          // Checked after the key (a missing key is a 401 before anything else); a malformed number is unknown: 404.
          params: z.object({ orderNumber: z.string().describe('The order number, e.g. 10042.') }),
          response: { 200: ClientOrderDetail, ...problemResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const account = await accountOf(request);
        const orderNumber = orderNumberInput(notFound).safeParse(Number(request.params.orderNumber));
        if (!/^\d{1,10}$/.test(request.params.orderNumber) || !orderNumber.success) {
          throw new AppError('NOT_FOUND', notFound);
        }
        return clientOrderDetail(deps, account, orderNumber.data, 'en');
      },
    );
  });
}
