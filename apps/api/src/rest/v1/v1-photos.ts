// REST v1's decisions on delivered photos (issue 36): accept one, or ask for its one revision with a note and marks.
// The photo id is `images[].orderImageId` of `GET /api/v1/orders/{orderNumber}`.
import { ClientImageDecision, V1RevisionInput } from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { acceptImage, requestRevision } from '../../modules/orders';
import { requestLanguage } from '../../trpc/init';
import { problemResponses, tags } from '../schemas';
import { answerPost, idempotencyHeader, keyOf, keySecurity, type V1RouteDeps } from './v1-context';

const PhotoParams = z.object({
  photoId: z.string().describe('The photo: `images[].orderImageId` of the order.'),
});
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const photoIdOf = (params: { photoId: string }) => {
  if (!uuidPattern.test(params.photoId)) throw new AppError('NOT_FOUND', 'errors.clientOrders.imageNotFound');
  return params.photoId.toLowerCase();
};

export function registerV1PhotoRoutes(app: FastifyInstance, deps: V1RouteDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = {
    tags: [tags.v1],
    security: keySecurity,
    params: PhotoParams,
    headers: idempotencyHeader,
    response: { 200: ClientImageDecision, ...problemResponses(400, 401, 403, 404, 409, 429) },
  };

  routes.post(
    '/api/v1/photos/:photoId/accept',
    {
      schema: {
        ...common,
        operationId: 'acceptPhoto',
        summary: 'Accepts a delivered photo (the last one accepted completes the order)',
      },
    },
    async (request, reply) =>
      answerPost(deps, request, reply, async () => ({
        statusCode: 200,
        body: await acceptImage(
          deps,
          keyOf(request).accountId,
          photoIdOf(request.params),
          requestLanguage(request),
        ),
      })),
  );

  routes.post(
    '/api/v1/photos/:photoId/revision',
    {
      schema: {
        operationId: 'requestRevision',
        ...common,
        summary:
          "Asks for a delivered photo's one revision: a note and/or marks (x, y from 0 to 1, with notes)",
        body: V1RevisionInput,
      },
    },
    async (request, reply) =>
      answerPost(deps, request, reply, async () => ({
        statusCode: 200,
        body: await requestRevision(
          deps,
          keyOf(request).accountId,
          { orderImageId: photoIdOf(request.params), note: request.body.note, pins: request.body.pins },
          requestLanguage(request),
        ),
      })),
  );
}
