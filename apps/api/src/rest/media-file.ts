// GET /media/:id?quality=&exp=&sig=: the bytes of an image variant, to whoever holds a signed address, the
// Bearer token of someone who may see it, or its draft token; catalogue images to anyone. ETag/304 (fresh),
// single byte ranges (range-parser), HEAD.
import { draftTokenHeader, mediaContentTypes } from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fresh from 'fresh';
import { parse as parseRange } from 'range-parser';
import { z } from 'zod';
import { isPublicMedia, selectVariant, verifyMediaSignature } from '../modules/media';
import {
  headerValue,
  MediaParams,
  type MediaRouteContext,
  mediaId,
  notFound,
  Quality,
} from './media-context';
import { errorResponses, tags } from './schemas';

const immutable = 'max-age=31536000, immutable';

/**
 * One byte range of `size`, 'unsatisfiable' (416), or undefined: serve it whole. A malformed header, another
 * unit or several ranges get the whole file, as RFC 9110 allows.
 */
export function singleRange(header: string | undefined, size: number) {
  if (!header) return undefined;
  const parsed = parseRange(size, header);
  if (parsed.type !== 'bytes' || (parsed.code & 1) !== 0) return undefined;
  if (parsed.ranges.length === 0) return 'unsatisfiable' as const;
  return parsed.ranges.length === 1 ? parsed.ranges[0] : undefined;
}

const schema = {
  summary: 'The bytes of an image (signed address, Bearer token or draft token)',
  tags: [tags.media],
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
    const ifRange = headerValue(request, 'if-range');
    const range = ifRange && ifRange !== etag ? undefined : singleRange(headerValue(request, 'range'), size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send(null);
    }
    const object = await storage.get(variant.storage_key, range);
    if (!object) {
      request.log.error({ id, quality, key: variant.storage_key }, 'media: stored file is missing');
      throw notFound();
    }
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', size);
    }
    if (request.method === 'HEAD') {
      object.body.destroy();
      return reply.send();
    }
    return reply.send(object.body);
  });
}
