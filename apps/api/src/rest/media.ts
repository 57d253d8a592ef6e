// The media REST surface (SPEC §7): upload (multipart), signed addresses, info, the direct image address,
// and order drafts for uploads made before any account exists. Thin: the rules live in the media service.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  draftTokenHeader,
  isLanguage,
  type MediaDraftResponse,
  type MediaInfo,
  type MediaItem,
  MediaQuality,
  type MediaUrlResponse,
  maxUploadBytes,
  mediaContentTypes,
  mediaErrorKeys,
  uploadFieldName,
} from '@photoedit/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import { AppError } from '../errors';
import { type AuthUser, authenticateRequest } from '../modules/auth';
import type { MediaViewer } from '../modules/media';
import {
  draftInvalid,
  isPublicMedia,
  type MediaService,
  selectVariant,
  spoolPath,
  type UploadedFile,
  verifyMediaSignature,
} from '../modules/media';
import { enforceLimits } from '../rate-limit/rate-limit.middleware';
import type { MediaStorage } from '../storage';
import { requestLanguage } from '../trpc/init';

export interface MediaRouteDeps {
  db: Kysely<DB>;
  config: Config;
  media: MediaService;
  storage: MediaStorage;
  now: () => Date;
  /** Who sent the request (Bearer token); tests may replace it. */
  authenticate?: (request: FastifyRequest) => Promise<AuthUser | null>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Room for the multipart framing around the one file. */
const multipartOverheadBytes = 64 * 1024;
const immutable = 'max-age=31536000, immutable';

const notFound = () => new AppError('NOT_FOUND');
const fileTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', mediaErrorKeys.fileTooLarge, {
    message: 'The file is too large — the maximum is 10MB.',
  });
const missingFile = () =>
  new AppError('BAD_INPUT', mediaErrorKeys.missingFile, {
    message: `Send the image as multipart/form-data in a field named "${uploadFieldName}".`,
  });
const oneFileOnly = () =>
  new AppError('BAD_INPUT', mediaErrorKeys.oneFileOnly, { message: 'Upload one file per request.' });
const malformedBody = () =>
  new AppError('BAD_INPUT', mediaErrorKeys.malformedBody, {
    message: 'The multipart body could not be read (no boundary, or cut short).',
  });
/** busboy's parse errors carry no code, only these messages ("Multipart: Boundary not found", "Unexpected end of form", "Malformed part header", …). */
const busboyParseError = /^(Multipart: |Unexpected end of |Malformed )/;

/** @fastify/multipart's own errors, as our refusals. */
function multipartError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_FILES_LIMIT':
      return oneFileOnly();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return missingFile();
    default:
      if (error instanceof Error && !('code' in error) && busboyParseError.test(error.message)) {
        return malformedBody();
      }
      return error;
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Parses a single `bytes=` range against `size`; undefined = serve it whole, 'unsatisfiable' = 416. */
export function parseRange(header: string | undefined, size: number) {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: the whole file (allowed by RFC 9110).
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable' as const;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (start > end) return start >= size ? ('unsatisfiable' as const) : undefined;
  }
  if (start >= size) return 'unsatisfiable' as const;
  return { start, end };
}

export function registerMediaRoutes(app: FastifyInstance, deps: MediaRouteDeps): void {
  const { db, config, media, storage, now } = deps;
  const authenticate =
    deps.authenticate ?? ((request: FastifyRequest) => authenticateRequest(request, { db, config, now }));

  /** Counts a hit against a per-IP limit; past it, 429 with Retry-After. */
  const limit = (action: 'mediaDraft' | 'mediaUpload', request: FastifyRequest) =>
    enforceLimits({ db, config, now }, action, undefined, request.ip);

  async function viewerOf(request: FastifyRequest): Promise<MediaViewer> {
    const [user, draft] = await Promise.all([
      authenticate(request),
      media.findDraft(headerValue(request, draftTokenHeader)),
    ]);
    return { user, draftId: draft?.id ?? null };
  }

  function mediaId(request: FastifyRequest): string {
    const { id } = request.params as { id?: string };
    if (!id || !uuidPattern.test(id)) throw notFound();
    return id.toLowerCase();
  }

  function qualityOf(request: FastifyRequest) {
    const { quality } = request.query as { quality?: string };
    const parsed = MediaQuality.safeParse(quality ?? 'thumbnail');
    if (!parsed.success) {
      throw new AppError('BAD_INPUT', undefined, {
        issues: [{ path: ['quality'], message: 'must be thumbnail, preview or original' }],
      });
    }
    return parsed.data;
  }

  // POST /api/media/drafts → { draftToken, expiresAt }
  app.post('/api/media/drafts', async (request, reply): Promise<MediaDraftResponse> => {
    await limit('mediaDraft', request);
    const user = await authenticate(request);
    const language = requestLanguage(request);
    const draft = await media.createDraft(isLanguage(language) ? language : 'en', user?.id ?? null);
    reply.code(201).header('cache-control', 'no-store');
    return { draftToken: draft.draftToken, expiresAt: draft.expiresAt.toISOString() };
  });

  // Multipart only here, in its own scope, with tight limits: one file of at most maxUploadBytes.
  app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: maxUploadBytes,
        files: 1,
        fields: 5,
        fieldNameSize: 100,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 20,
      },
    });

    scope.post('/api/media/upload', async (request, reply): Promise<MediaItem> => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxUploadBytes + multipartOverheadBytes)
        throw fileTooLarge();
      await limit('mediaUpload', request);

      // Who owns the upload: a draft (wizard, no account yet) and/or a signed-in user.
      const draftToken = headerValue(request, draftTokenHeader);
      const [user, draft] = await Promise.all([authenticate(request), media.findDraft(draftToken)]);
      if (draftToken !== undefined && !draft) throw draftInvalid();
      if (!user && !draft) throw new AppError('UNAUTHENTICATED');
      if (user?.role === 'designer' && !user.approved && !draft) throw new AppError('FORBIDDEN');
      if (!request.isMultipart()) throw missingFile();

      await mkdir(config.media.spoolDir, { recursive: true });
      const tempPath = spoolPath(config.media.spoolDir, request.id, now());
      let file: UploadedFile | undefined;
      try {
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== uploadFieldName || file) {
              part.file.resume();
              throw file ? oneFileOnly() : missingFile();
            }
            // Spool to a temp file (memory stays flat), hashing and counting on the way.
            const hash = createHash('sha256');
            let byteSize = 0;
            await pipeline(
              part.file,
              new Transform({
                transform(chunk: Buffer, _encoding, callback) {
                  hash.update(chunk);
                  byteSize += chunk.length;
                  callback(null, chunk);
                },
              }),
              createWriteStream(tempPath),
            );
            if (part.file.truncated) throw fileTooLarge();
            file = { path: tempPath, byteSize, sha256: hash.digest(), fileName: part.filename };
          }
        } catch (error) {
          throw multipartError(error);
        }
        if (!file) throw missingFile();
        const item = await media.upload(file, { userId: user?.id ?? null, draftId: draft?.id ?? null });
        reply.code(201).header('cache-control', 'no-store');
        return item;
      } finally {
        await rm(tempPath, { force: true });
      }
    });
  });

  // GET /api/media/:id/url?quality= → { url, quality, expiresAt }
  app.get('/api/media/:id/url', async (request, reply): Promise<MediaUrlResponse> => {
    const id = mediaId(request);
    const quality = qualityOf(request);
    if (!(await media.canView(id, await viewerOf(request)))) throw notFound();
    const signed = media.signedUrl(id, quality);
    reply.header('cache-control', 'no-store');
    return { url: signed.url, quality, expiresAt: signed.expiresAt.toISOString() };
  });

  // GET /api/media/:id/info → MediaInfo
  app.get('/api/media/:id/info', async (request, reply): Promise<MediaInfo> => {
    const id = mediaId(request);
    if (!(await media.canView(id, await viewerOf(request)))) throw notFound();
    const item = await media.describe(id);
    if (!item) throw notFound();
    reply.header('cache-control', 'no-store');
    return item.info;
  });

  // GET /media/:id?quality=&exp=&sig= → the bytes (signature, or Bearer / draft token).
  app.get('/media/:id', async (request, reply: FastifyReply) => {
    const id = mediaId(request);
    const quality = qualityOf(request);
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    const signed = verifyMediaSignature(config.media.urlSecret, id, quality, exp, sig, now());
    const isPublic = !signed && (await isPublicMedia(db, id));
    if (!signed && !isPublic && !(await media.canView(id, await viewerOf(request)))) throw notFound();

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

    const ifNoneMatch = headerValue(request, 'if-none-match');
    const matches = ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
    if (matches) {
      return reply.code(304).send();
    }
    const ifRange = headerValue(request, 'if-range');
    const range = ifRange && ifRange !== etag ? undefined : parseRange(headerValue(request, 'range'), size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
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
