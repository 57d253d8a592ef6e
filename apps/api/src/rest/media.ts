// The media REST surface (SPEC §7): order drafts for uploads made before any account exists, upload
// (media-upload.ts), signed addresses, info, and the direct image address (media-file.ts). Thin: the rules live
// in the media service.
import { isLanguage, MediaDraftResponse, MediaInfo, MediaUrlResponse } from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../trpc/init';
import {
  MediaParams,
  type MediaRouteDeps,
  mediaId,
  mediaRouteContext,
  notFound,
  Quality,
} from './media-context';
import { registerMediaFileRoute } from './media-file';
import { registerMediaUploadRoute } from './media-upload';
import { errorResponses, tags, viewerSecurity } from './schemas';

export type { MediaRouteDeps } from './media-context';

export function registerMediaRoutes(app: FastifyInstance, deps: MediaRouteDeps): void {
  const context = mediaRouteContext(deps);
  const { media } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const draftSchema = {
    summary: 'A new order draft: send its token as X-Draft-Token with the uploads',
    tags: [tags.media],
    response: { 201: MediaDraftResponse, ...errorResponses(429) },
  };
  routes.post('/api/media/drafts', { schema: draftSchema }, async (request, reply) => {
    await context.limit('mediaDraft', request);
    const user = await context.authenticate(request);
    const language = requestLanguage(request);
    const draft = await media.createDraft(isLanguage(language) ? language : 'en', user?.id ?? null);
    reply.code(201).header('cache-control', 'no-store');
    return { draftToken: draft.draftToken, expiresAt: draft.expiresAt.toISOString() };
  });

  registerMediaUploadRoute(app, context);

  const urlSchema = {
    summary: 'A signed address of one quality of an image, valid for a while',
    tags: [tags.media],
    security: viewerSecurity,
    params: MediaParams,
    querystring: z.object({ quality: Quality }),
    response: { 200: MediaUrlResponse, ...errorResponses(400, 404) },
  };
  routes.get('/api/media/:id/url', { schema: urlSchema }, async (request, reply) => {
    const id = mediaId(request.params);
    const { quality } = request.query;
    if (!(await media.canView(id, await context.viewerOf(request)))) throw notFound();
    const signed = media.signedUrl(id, quality);
    reply.header('cache-control', 'no-store');
    return { url: signed.url, quality, expiresAt: signed.expiresAt.toISOString() };
  });

  const infoSchema = {
    summary: 'What an image is: file name, format, size, dimensions, qualities',
    tags: [tags.media],
    security: viewerSecurity,
    params: MediaParams,
    response: { 200: MediaInfo, ...errorResponses(404) },
  };
  routes.get('/api/media/:id/info', { schema: infoSchema }, async (request, reply) => {
    const id = mediaId(request.params);
    if (!(await media.canView(id, await context.viewerOf(request)))) throw notFound();
    const item = await media.describe(id);
    if (!item) throw notFound();
    reply.header('cache-control', 'no-store');
    return item.info;
  });

  registerMediaFileRoute(app, context);
}
