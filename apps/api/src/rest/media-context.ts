// What the media routes share: their dependencies, who is asking (Bearer token and/or draft token), the id
// and quality parameters, and the per-IP limits.
import { draftTokenHeader, mediaQualities } from '@photoedit/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import { AppError } from '../errors';
import { type AuthUser, authenticateRequest } from '../modules/auth';
import type { MediaService, MediaViewer } from '../modules/media';
import { enforceLimits } from '../rate-limit/rate-limit.middleware';
import type { MediaStorage } from '../storage';

export interface MediaRouteDeps {
  db: Kysely<DB>;
  config: Config;
  media: MediaService;
  storage: MediaStorage;
  now: () => Date;
  /** Who sent the request (Bearer token); tests may replace it. */
  authenticate?: (request: FastifyRequest) => Promise<AuthUser | null>;
}

export interface MediaRouteContext extends MediaRouteDeps {
  authenticate: (request: FastifyRequest) => Promise<AuthUser | null>;
  viewerOf(request: FastifyRequest): Promise<MediaViewer>;
  /** Counts a hit against a per-IP limit; past it, 429 with Retry-After. */
  limit(action: 'mediaDraft' | 'mediaUpload', request: FastifyRequest): Promise<void>;
}

export function mediaRouteContext(deps: MediaRouteDeps): MediaRouteContext {
  const { db, config, now, media } = deps;
  const authenticate =
    deps.authenticate ?? ((request: FastifyRequest) => authenticateRequest(request, { db, config, now }));
  return {
    ...deps,
    authenticate,
    viewerOf: async (request) => {
      const [user, draft] = await Promise.all([
        authenticate(request),
        media.findDraft(headerValue(request, draftTokenHeader)),
      ]);
      return { user, draftId: draft?.id ?? null };
    },
    limit: (action, request) => enforceLimits({ db, config, now }, action, undefined, request.ip),
  };
}

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export const notFound = () => new AppError('NOT_FOUND');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is no different from an unknown one: 404, not 400. */
export const MediaParams = z.object({ id: z.string().describe('The media id (a UUID).') });

export function mediaId(params: { id: string }): string {
  if (!uuidPattern.test(params.id)) throw notFound();
  return params.id.toLowerCase();
}

export const Quality = z
  .enum(mediaQualities, { error: () => 'must be thumbnail, preview or original' })
  .default('thumbnail')
  .describe('thumbnail (400 px), preview (1600 px) or original.');
