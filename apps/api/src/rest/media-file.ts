// GET /media/:id?quality=&exp=&sig=: the bytes of an image variant, to whoever holds a signed address, the
// Bearer token of someone who may see it, or its draft token; catalogue images to anyone. ETag/304 (fresh),
// single byte ranges (range-parser), HEAD.
import { draftTokenHeader, mediaContentTypes } from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fresh from 'fresh';
import { z } from 'zod';
import { isPublicMedia, selectVariant, verifyMediaSignature } from '../modules/media';
import { requestedRange, setRangeHeaders } from './byte-ranges';
import { MediaParams, type MediaRouteContext, mediaId, notFound, Quality } from './media-context';
import { errorResponses, tags, viewerSecurity } from './schemas';

const immutable = 'max-age=31536000, immutable';

const schema = {
  summary: 'The bytes of an image (signed address, Bearer token or draft token)',
  tags: [tags.media],
  security: [{ signedAddress: [] }, ...viewerSecurity],
  params: MediaParams,
  querystring: z.object({
    quality: Quality,
    exp: z.string().optional().describe('Expiry of a signed address (Unix seconds).'),
    sig: z.string().optional().describe('Signature of a signed address.'),
  }),
  response: {
    200: z.any().describe('The image (image/jpeg, image/png or image/webp).'),
    206: z.any().describe('The requested byte range.'),
    304: z.null().describe('Not modified (If-None-Match matched the ETag).'),
    416: z.null().describe('The range is past the end of the file.'),
    ...errorResponses(400, 404),
  },
};

export function registerMediaFileRoute(app: FastifyInstance, context: MediaRouteContext): void {
  const { db, config, storage, media, now } = context;
  app.withTypeProvider<ZodTypeProvider>().get('/media/:id', { schema }, async (request, reply) => {
    const id = mediaId(request.params);
    const { quality, exp, sig } = request.query;
    const signed = verifyMediaSignature(config.media.urlSecret, id, quality, exp, sig, now());
    const isPublic = !signed && (await isPublicMedia(db, id));
    if (!signed && !isPublic && !(await media.canView(id, await context.viewerOf(request)))) throw notFound();

    const variant = await selectVariant(db, id, quality);
    if (!variant) throw notFound();
    const etag = `"${id}.${quality}"`;
    const size = variant.byte_size;
    reply
      .header('content-type', mediaContentTypes[variant.format])
      .header('x-content-type-options', 'nosniff')
      // Even opened as a document, an image may not run or load anything.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('etag', etag)
      .header('accept-ranges', 'bytes')
      // Variants never change under an id: cache for a year. Only catalogue images are shared caches' business.
      .header('cache-control', `${isPublic ? 'public' : 'private'}, ${immutable}`);
    if (!signed && !isPublic) reply.header('vary', `authorization, ${draftTokenHeader}`);

    if (fresh(request.headers, { etag })) return reply.code(304).send(null);
    const range = requestedRange(request, size, etag);
    if (range === 'unsatisfiable') {
      setRangeHeaders(reply, range, size);
      return reply.send(null);
    }
    const object = await storage.get(variant.storage_key, range);
    if (!object) {
      request.log.error({ id, quality, key: variant.storage_key }, 'media: stored file is missing');
      throw notFound();
    }
    setRangeHeaders(reply, range, size);
    if (request.method === 'HEAD') {
      object.body.destroy();
      return reply.send();
    }
    return reply.send(object.body);
  });
}
