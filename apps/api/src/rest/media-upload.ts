// POST /api/media/upload: one image as multipart/form-data (field "file", at most 10 MB), spooled to a temp
// file (memory stays flat) while it is hashed and counted, then handed to the media service. The owner is a
// draft (wizard, no account yet, X-Draft-Token) and/or the signed-in user.
import { mkdir, rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import {
  draftTokenHeader,
  MediaItem,
  maxUploadBytes,
  mediaErrorKeys,
  uploadFieldName,
} from '@photoedit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { signInRequired } from '../modules/auth';
import { draftInvalid, spoolPath, spoolUpload, type UploadedFile } from '../modules/media';
import { headerValue, type MediaRouteContext } from './media-context';
import { errorResponses, tags, viewerSecurity } from './schemas';

/** Room for the multipart framing around the one file. */
const multipartOverheadBytes = 64 * 1024;
const fileTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', mediaErrorKeys.fileTooLarge, {
    message: 'The file is too large — the maximum is 10 MB.',
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

const schema = {
  summary: 'Uploads one image (multipart/form-data, field "file", JPEG/PNG/WebP up to 10 MB)',
  description:
    'The owner is the draft of `X-Draft-Token` (ordering before an account exists) and/or the signed-in ' +
    'user. The answer carries the ThumbHash placeholder and the addresses of the three qualities.',
  tags: [tags.media],
  consumes: ['multipart/form-data'],
  security: viewerSecurity,
  response: { 201: MediaItem, ...errorResponses(400, 401, 403, 413, 415, 429) },
};

/** Multipart only in the scope of an upload route, with tight limits: one file of at most maxUploadBytes. */
export const uploadLimits = {
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
};

/** Refuses a body declared larger than one image and its framing, before any of it is read. */
export function refuseDeclaredTooLarge(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxUploadBytes + multipartOverheadBytes) throw fileTooLarge();
}

/** Spools the request's one file (field "file") while it arrives, hands it to `use`, then removes the spool file. */
export async function withSpooledUpload<T>(
  request: FastifyRequest,
  context: { config: { media: { spoolDir: string } }; now: () => Date },
  use: (file: UploadedFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw missingFile();
  await mkdir(context.config.media.spoolDir, { recursive: true });
  const tempPath = spoolPath(context.config.media.spoolDir, request.id, context.now());
  let file: UploadedFile | undefined;
  try {
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== uploadFieldName || file) {
          part.file.resume();
          throw file ? oneFileOnly() : missingFile();
        }
        const { byteSize, sha256 } = await spoolUpload(part.file, tempPath);
        if (part.file.truncated) throw fileTooLarge();
        file = { path: tempPath, byteSize, sha256, fileName: part.filename };
      }
    } catch (error) {
      throw multipartError(error);
    }
    if (!file) throw missingFile();
    return await use(file);
  } finally {
    await rm(tempPath, { force: true });
  }
}

export function registerMediaUploadRoute(app: FastifyInstance, context: MediaRouteContext): void {
  app.register(async (scope) => {
    await scope.register(multipart, uploadLimits);

    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/media/upload', { schema }, async (request, reply) => {
        refuseDeclaredTooLarge(request);
        await context.limit('mediaUpload', request);

        // Who owns the upload: a draft (wizard, no account yet) and/or a signed-in user.
        const draftToken = headerValue(request, draftTokenHeader);
        const [user, draft] = await Promise.all([
          context.authenticate(request),
          context.media.findDraft(draftToken),
        ]);
        if (draftToken !== undefined && !draft) throw draftInvalid();
        if (!user && !draft) throw signInRequired();
        if (user?.role === 'designer' && !user.approved && !draft) throw new AppError('FORBIDDEN');

        const item = await withSpooledUpload(request, context, (file) =>
          context.media.upload(file, { userId: user?.id ?? null, draftId: draft?.id ?? null }),
        );
        reply.code(201).header('cache-control', 'no-store');
        return item;
      });
  });
}
