// REST v1 (issue 36): PhotoEdit for other software, with an API key (`Authorization: Bearer pe_…`, made in the
// client's settings). Every call is counted against its key's rate limit; errors are RFC 9457 problem details with
// the apps' translated keys; POSTs take an Idempotency-Key. docs/api-access.md is the guide.
import type { FastifyInstance } from 'fastify';
import { problemErrorHandler } from '../errors';
import { authenticateV1, type V1RouteDeps } from './v1-context';
import { registerV1MediaRoutes } from './v1-media';
import { registerV1OrderRoutes } from './v1-orders';
import { registerV1PhotoRoutes } from './v1-photos';

export type { V1RouteDeps } from './v1-context';

export function registerV1Routes(app: FastifyInstance, deps: V1RouteDeps): void {
  app.register(async (v1) => {
    v1.setErrorHandler(problemErrorHandler(deps.exposeInternals));
    authenticateV1(v1, deps);
    registerV1OrderRoutes(v1, deps);
    registerV1PhotoRoutes(v1, deps);
    registerV1MediaRoutes(v1, deps);
  });
}
