// Downloads of an order's files (docs/downloads.md): one photo, or all of them as a streamed ZIP. Access is a
// signed address from an order view, or the Bearer token of the order's client, its designer or an admin;
// anyone else, and any unknown or malformed id, gets 404. Thin: the rules live in orders/downloads.
import { downloadPaths, downloadSets, isLanguage } from '@photoedit/contracts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import { type AuthUser, authenticateRequest } from '../modules/auth';
import type { MediaService } from '../modules/media';
import { type DownloadZip, orderDownloads, sliceBytes, verifyDownloadPath } from '../modules/orders';
import type { ByteRange, MediaStorage } from '../storage';
import { requestLanguage } from '../trpc/init';
import { requestedRange, setRangeHeaders } from './byte-ranges';
import { notFound } from './media-context';
import { errorResponses, tags } from './schemas';

export interface DownloadRouteDeps {
  db: Kysely<DB>;
  config: Config;
  storage: MediaStorage;
  media: Pick<MediaService, 'listingVariant'>;
  now: () => Date;
  authenticate?: (request: FastifyRequest) => Promise<AuthUser | null>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const OrderParams = z.object({ orderId: z.string().describe('The order id (a UUID).') });
const PhotoParams = OrderParams.extend({
  photo: z.string().describe('The photo number, counted from 1 as the order views show it.'),
});
const Signature = {
  exp: z.string().optional().describe('Expiry of a signed address (Unix seconds).'),
  sig: z.string().optional().describe('Signature of a signed address.'),
};

/** A malformed id or photo number is no different from an unknown one: 404. */
function orderIdOf(params: { orderId: string }): string {
  if (!uuidPattern.test(params.orderId)) throw notFound();
  return params.orderId.toLowerCase();
}
function photoNumberOf(params: { photo: string }): number {
  if (!/^[1-9]\d{0,3}$/.test(params.photo)) throw notFound();
  return Number(params.photo);
}

/** A Bearer token, or a signed address's `exp` and `sig`. */
const downloadSecurity: { [scheme: string]: string[] }[] = [{ bearer: [] }, { signedAddress: [] }];

const fileSchema = (summary: string) => ({
  summary,
  tags: [tags.downloads],
  security: downloadSecurity,
  params: PhotoParams,
  querystring: z.object(Signature),
  response: {
    200: z.any().describe('The file, as an attachment.'),
    206: z.any().describe('The requested byte range (Range, with If-Range when resuming).'),
    416: z.null().describe('The range is past the end of the file.'),
    ...errorResponses(404),
  },
});

const zipSchema = <Query extends z.ZodRawShape>(summary: string, query: Query) => ({
  summary,
  tags: [tags.downloads],
  security: downloadSecurity,
  params: OrderParams,
  querystring: z.object({ ...query, ...Signature }),
  response: {
    200: z.any().describe('application/zip, streamed.'),
    206: z.any().describe('The requested byte range of the ZIP (the same bytes on every request).'),
    416: z.null().describe('The range is past the end of the ZIP.'),
    ...errorResponses(400, 404),
  },
});

/**
 * The headers of a file sent as an attachment and the byte range to send: the whole file, or one range of it
 * (206) when its size is known and the client asks for one, with If-Range matching. A range past the end is a
 * 416 (the answer is sent here and `unsatisfiable` returned).
 */
function attachment(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { fileName: string; contentType: string; byteSize: number | undefined; etag: string },
): ByteRange | undefined | 'unsatisfiable' {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('etag', file.etag);
  const size = file.byteSize;
  if (size === undefined) return undefined;
  reply.header('accept-ranges', 'bytes');
  const range = requestedRange(request, size, file.etag);
  setRangeHeaders(reply, range, size);
  return range;
}

/** A ZIP made again from its start: a range of it is the bytes of that range of the whole (`sliceBytes`). */
async function sendZip(request: FastifyRequest, reply: FastifyReply, zip: DownloadZip) {
  const range = attachment(request, reply, {
    fileName: zip.fileName,
    contentType: 'application/zip',
    byteSize: await zip.byteLength,
    etag: zip.etag,
  });
  if (range === 'unsatisfiable') {
    zip.stream.destroy();
    return reply.send();
  }
  return reply.send(range ? sliceBytes(zip.stream, range) : zip.stream);
}

export function registerDownloadRoutes(app: FastifyInstance, deps: DownloadRouteDeps): void {
  const { db, config, now } = deps;
  const authenticate =
    deps.authenticate ?? ((request: FastifyRequest) => authenticateRequest(request, { db, config, now }));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Who asks: a signed address for exactly `path`, or the signed-in user (checked against the order). */
  async function accessFor(request: FastifyRequest, path: string, query: { exp?: string; sig?: string }) {
    const signed = verifyDownloadPath(config.media.urlSecret, path, query.exp, query.sig, now());
    return { signed, user: signed ? null : await authenticate(request) };
  }

  const photoRoutes = [
    {
      version: 'edited',
      summary: 'One delivered photo, byte-exact, as {order}-{photo}-{name}-edited.{ext}',
      path: downloadPaths.editedPhoto,
      file: orderDownloads.editedPhotoFile,
    },
    {
      version: 'original',
      summary: "One of the client's originals, byte-exact, under its original file name",
      path: downloadPaths.originalPhoto,
      file: orderDownloads.originalPhotoFile,
    },
  ] as const;
  for (const route of photoRoutes) {
    routes.get(
      `/api/orders/:orderId/photos/:photo/${route.version}`,
      { schema: fileSchema(route.summary) },
      async (request, reply) => {
        const orderId = orderIdOf(request.params);
        const photo = photoNumberOf(request.params);
        const access = await accessFor(request, route.path(orderId, photo), request.query);
        const file = await route.file(deps, access, orderId, photo);
        const range = attachment(request, reply, file);
        if (range === 'unsatisfiable') return reply.send();
        return reply.send(await file.open(range));
      },
    );
  }

  routes.get(
    '/api/orders/:orderId/edited.zip',
    {
      schema: zipSchema('Every delivered photo as one ZIP: as delivered (full) or listing-ready', {
        set: z
          .enum(downloadSets, { error: () => 'must be full or listing' })
          .default('full')
          .describe('full: the files as delivered; listing: JPEG, sRGB, long edge 2048 px.'),
      }),
    },
    async (request, reply) => {
      const orderId = orderIdOf(request.params);
      const { set } = request.query;
      const access = await accessFor(request, downloadPaths.editedZip(orderId, set), request.query);
      const zip = await orderDownloads.editedZip(deps, access, orderId, set);
      return sendZip(request, reply, zip);
    },
  );

  routes.get(
    '/api/orders/:orderId/originals.zip',
    {
      schema: zipSchema("The client's originals as one ZIP, with their instructions (instructions.txt)", {}),
    },
    async (request, reply) => {
      const orderId = orderIdOf(request.params);
      const access = await accessFor(request, downloadPaths.originalsZip(orderId), request.query);
      const language = requestLanguage(request);
      const zip = await orderDownloads.originalsZip(
        deps,
        access,
        orderId,
        isLanguage(language) ? language : 'en',
      );
      return sendZip(request, reply, zip);
    },
  );
}
