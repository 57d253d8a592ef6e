// Handing over an order's files: one photo (the delivered file, or the client's original) or all of them as a
// streamed ZIP (delivered photos as delivered or listing-ready; originals with the client's instructions).
// Who may: the order's client, its assigned (approved) designer and admins, or whoever holds a signed address.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { DownloadSet, Language, MediaFormat } from '@photoedit/contracts';
import { mediaContentTypes } from '@photoedit/contracts';
import pLimit from 'p-limit';
import { AppError } from '../../../errors';
import type { ByteRange, MediaStorage } from '../../../storage';
import type { AccessViewer } from '../../access';
import type { MediaService } from '../../media';
import type { PlainServiceDeps } from '../../service-deps';
import { selectImageServices } from '../orders.queries';
import { originalEntries } from './downloads.brackets';
import { instructionsText, pinsOf } from './downloads.instructions';
import {
  editedFileName,
  editedZipName,
  listingFileName,
  originalFileName,
  originalsZipName,
  paddedPhotoNumber,
  referenceFileName,
  styleReferenceFileName,
  uniqueNames,
} from './downloads.names';
import { drawPins } from './downloads.pins';
import {
  type DownloadOrderRow,
  type DownloadPhotoRow,
  selectDownloadFrames,
  selectDownloadOrder,
  selectDownloadPhotos,
  selectDownloadReferences,
  selectDownloadStyleReferences,
  selectListingSizes,
} from './downloads.queries';
import { storedBytes } from './downloads.storage';
import { type StreamedZip, streamZip, type ZipEntry } from './downloads.zip';

export interface DownloadDeps extends PlainServiceDeps {
  storage: MediaStorage;
  media: Pick<MediaService, 'listingVariant'>;
}

/** A signed-in caller, as the access rules read them (modules/access). */
export type Downloader = AccessViewer;

/** How the caller may ask: with a signed address for the file, or as a signed-in user (or nobody). */
export interface DownloadAccess {
  signed: boolean;
  user: Downloader | null;
}

/** A file to send: its name, type, size and bytes. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  byteSize: number;
  /** A strong validator: stored objects never change under their key. */
  etag: string;
  /** The bytes, or one range of them. */
  open: (range?: ByteRange) => Promise<NodeJS.ReadableStream>;
}

export interface DownloadZip extends StreamedZip {
  fileName: string;
}

const notFound = () => new AppError('NOT_FOUND');

/** The files' time in a ZIP: the order's payment (downloads are of paid orders only), the same on every request. */
const zipTime = (order: DownloadOrderRow) => order.paid_at ?? new Date(0);

/** The order and its photos, when the caller holds a signed address or may download; otherwise 404. */
async function loadOrder(deps: DownloadDeps, orderId: string, access: DownloadAccess) {
  if (!access.signed && !access.user) throw notFound();
  const order = await selectDownloadOrder(deps.db, orderId, access.signed ? null : access.user);
  if (!order) throw notFound();
  return { order, photos: await selectDownloadPhotos(deps.db, orderId) };
}

/** Photo numbers are positions counted from 1, as every view shows them. */
const photoAt = (photos: readonly DownloadPhotoRow[], photoNumber: number) =>
  photos.find((photo) => photo.position === photoNumber - 1);

/** A photo's file as stored: the name it is served under, its format and size, and its storage key. */
interface StoredPhotoFile {
  fileName: string;
  format: MediaFormat;
  byteSize: number;
  key: string;
}

/** One photo's stored file, or 404 when the photo or that file of it does not exist. */
async function photoFile(
  deps: DownloadDeps,
  access: DownloadAccess,
  orderId: string,
  photoNumber: number,
  fileOf: (order: DownloadOrderRow, photo: DownloadPhotoRow, count: number) => StoredPhotoFile | null,
): Promise<DownloadFile> {
  const { order, photos } = await loadOrder(deps, orderId, access);
  const photo = photoAt(photos, photoNumber);
  const file = photo ? fileOf(order, photo, photos.length) : null;
  if (!file) throw notFound();
  return {
    fileName: file.fileName,
    contentType: mediaContentTypes[file.format],
    byteSize: file.byteSize,
    etag: `"${createHash('sha256').update(file.key).digest('base64url').slice(0, 32)}"`,
    open: storedBytes(deps.storage, file.key),
  };
}

/** Serves one photo of an order: the file of photo number `photoNumber` (counted from 1). */
type PhotoFileRoute = (
  deps: DownloadDeps,
  access: DownloadAccess,
  orderId: string,
  photoNumber: number,
) => Promise<DownloadFile>;

export const editedPhotoFile: PhotoFileRoute = (deps, access, orderId, photoNumber) =>
  photoFile(deps, access, orderId, photoNumber, (order, photo, count) =>
    photo.edited_key && photo.edited_format && photo.edited_size !== null
      ? {
          fileName: editedFileName(
            order.order_number,
            { number: photoNumber, count },
            photo.original_filename,
            photo.edited_format,
          ),
          format: photo.edited_format,
          byteSize: photo.edited_size,
          key: photo.edited_key,
        }
      : null,
  );

export const originalPhotoFile: PhotoFileRoute = (deps, access, orderId, photoNumber) =>
  photoFile(deps, access, orderId, photoNumber, (_order, photo) => ({
    fileName: originalFileName(photoNumber, photo.original_filename, photo.original_format),
    format: photo.original_format,
    byteSize: photo.original_size,
    key: photo.original_key,
  }));

/** Every delivered photo of the order, as delivered (`full`) or listing-ready, in one streamed ZIP. */
export async function editedZip(
  deps: DownloadDeps,
  access: DownloadAccess,
  orderId: string,
  set: DownloadSet,
): Promise<DownloadZip> {
  const { order, photos } = await loadOrder(deps, orderId, access);
  const delivered = photos.flatMap((photo) =>
    photo.edited_media_id && photo.edited_key && photo.edited_format && photo.edited_size !== null
      ? [
          {
            ...photo,
            number: photo.position + 1,
            mediaId: photo.edited_media_id,
            key: photo.edited_key,
            format: photo.edited_format,
            size: photo.edited_size,
          },
        ]
      : [],
  );
  if (delivered.length === 0) throw notFound();
  const listingSizes =
    set === 'listing'
      ? await selectListingSizes(
          deps.db,
          delivered.map((photo) => photo.mediaId),
        )
      : undefined;
  const names = uniqueNames(
    delivered.map((photo) =>
      set === 'full'
        ? editedFileName(
            order.order_number,
            { number: photo.number, count: photos.length },
            photo.original_filename,
            photo.format,
          )
        : listingFileName(
            order.order_number,
            { number: photo.number, count: photos.length },
            photo.original_filename,
          ),
    ),
  );
  const entries: ZipEntry[] = delivered.map((photo, index) => ({
    name: names[index] as string,
    size: listingSizes ? listingSizes.get(photo.mediaId) : photo.size,
    version: listingSizes ? `${photo.mediaId}:listing` : photo.key,
    open: listingSizes
      ? async () => {
          const variant = await deps.media.listingVariant(photo.mediaId);
          if (!variant) throw new Error(`Listing-ready variant of ${photo.mediaId} could not be made`);
          return (await storedBytes(deps.storage, variant.storage_key)()) as never;
        }
      : (storedBytes(deps.storage, photo.key) as never),
  }));
  // A store that is away is a 503 before the first byte, rather than a ZIP cut after its first entry.
  await deps.storage.check();
  // The time of the payment, not of the download: the same order makes the same bytes (a resume by range).
  return { fileName: editedZipName(order.order_number, set), ...streamZip(entries, [], zipTime(order)) };
}

/** The client's originals under their own names, the reference images, and the instructions as `instructions.txt`. */
export async function originalsZip(
  deps: DownloadDeps,
  access: DownloadAccess,
  orderId: string,
  language: Language,
): Promise<DownloadZip> {
  const { order, photos } = await loadOrder(deps, orderId, access);
  const originals = originalEntries(deps.storage, photos, await selectDownloadFrames(deps.db, order.id));
  const { names, entries } = originals;
  const services = await selectImageServices(
    deps.db,
    photos.map((photo) => photo.id),
    language,
  );
  // The client's reference images, in a folder of their own.
  for (const reference of await selectDownloadReferences(deps.db, order.id)) {
    entries.push({
      name: referenceFileName(
        reference.photo_position === null
          ? null
          : paddedPhotoNumber(reference.photo_position + 1, photos.length),
        reference.position + 1,
        reference.original_filename,
        reference.format,
      ),
      size: reference.byte_size,
      version: reference.storage_key,
      open: storedBytes(deps.storage, reference.storage_key) as never,
    });
  }
  const styleReferences = (await selectDownloadStyleReferences(deps.db, order.id)).map((reference) => ({
    name: styleReferenceFileName(reference.position + 1, reference.original_filename, reference.format),
    size: reference.byte_size,
    version: reference.storage_key,
    open: storedBytes(deps.storage, reference.storage_key) as never,
  }));
  entries.push(...styleReferences);
  const pinnedCopies = await pinnedCopyEntries(deps, photos, names);
  entries.push(...pinnedCopies.map(({ entry }) => entry));
  const pinnedNames = new Map(pinnedCopies.map(({ photoId, entry }) => [photoId, entry.name]));
  const text = instructionsText(
    order,
    photos,
    {
      names,
      frameNames: originals.frameNames,
      pinnedNames,
      styleReferences: styleReferences.map((entry) => entry.name),
    },
    services,
    language,
  );
  await deps.storage.check();
  return {
    fileName: originalsZipName(order.order_number),
    ...streamZip(entries, [{ name: 'instructions.txt', text }], zipTime(order)),
  };
}

/** For each photo with instruction pins, a copy with the numbered pins drawn on (`pins/07-kitchen-pins.jpg`). */
async function pinnedCopyEntries(
  deps: DownloadDeps,
  photos: readonly DownloadPhotoRow[],
  names: readonly string[],
) {
  const pinned = photos
    .map((photo, index) => ({ photo, name: names[index] as string }))
    .filter(({ photo }) => pinsOf(photo).length > 0 && photo.preview_key);
  const drawing = pLimit(2);
  return Promise.all(
    pinned.map(({ photo, name }) =>
      drawing(async () => {
        const pins = pinsOf(photo);
        const preview = await buffer(await storedBytes(deps.storage, photo.preview_key as string)());
        const bytes = await drawPins(preview, pins);
        // A bracket set's folder (`07-kitchen/`) names the photo by its number already.
        const stem = name.endsWith('/')
          ? name.slice(0, -1).replace(/^\d+-/, '')
          : name.replace(/\.[^.]+$/, '');
        const entry: ZipEntry = {
          name: `pins/${paddedPhotoNumber(photo.position + 1, photos.length)}-${stem}-pins.jpg`,
          size: bytes.length,
          version: `${photo.preview_key}:pins:${JSON.stringify(pins.map(({ x, y }) => [x, y]))}`,
          open: async () => Readable.from([bytes]),
        };
        return { photoId: photo.id, entry };
      }),
    ),
  );
}
