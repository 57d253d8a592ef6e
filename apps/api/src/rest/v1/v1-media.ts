// REST v1's uploads (issue 36): one image as multipart/form-data (field "file", at most 10 MB), kept for the key's
// account until an order takes it (`mediaId` in `POST /api/v1/orders`); unused uploads go after 7 days.
import multipart from '@fastify/multipart';
import { MediaItem } from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseDeclaredTooLarge, uploadLimits, withSpooledUpload } from '../media-upload';
import { problemResponses, tags } from '../schemas';
import { answerPost, idempotencyHeader, keyOf, keySecurity, type V1RouteDeps } from './v1-context';

export function registerV1MediaRoutes(app: FastifyInstance, deps: V1RouteDeps): void {
  app.register(async (scope) => {
    await scope.register(multipart, uploadLimits);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/media',
      {
        schema: {
          operationId: 'uploadMedia',
          summary:
            'Uploads one image for a later order (multipart/form-data, field "file", JPEG/PNG/WebP ≤ 10 MB)',
          tags: [tags.v1],
          security: keySecurity,
          consumes: ['multipart/form-data'],
          headers: idempotencyHeader,
          response: { 201: MediaItem, ...problemResponses(400, 401, 403, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        refuseDeclaredTooLarge(request);
        const accountId = keyOf(request).accountId;
        return answerPost(
          deps,
          request,
          reply,
          async () => ({
            statusCode: 201,
            body: await withSpooledUpload(request, deps, (file) =>
              deps.media.upload(file, { userId: accountId, draftId: null }),
            ),
          }),
          `${request.headers['content-type'] ?? ''}|${request.headers['content-length'] ?? ''}`,
        );
      },
    );
  });
}
