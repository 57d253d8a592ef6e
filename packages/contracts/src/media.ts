// Media: the upload limits, the accepted formats and the bodies of the media REST calls (SPEC §3, §5, §7, §9).
import { z } from 'zod';
import { MediaQuality } from './enums';
import { PhotoCheck } from './photo-check';

/** The formats the API accepts, decided from the file's bytes (never its name or Content-Type). */
export const mediaFormats = ['jpeg', 'png', 'webp', 'gif'] as const;
export const MediaFormat = z.enum(mediaFormats);
export type MediaFormat = z.infer<typeof MediaFormat>;

export const mediaContentTypes: Record<MediaFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** What a file picker may offer (`accept`); the server still decides from the bytes. */
export const acceptedUploadTypes: Record<string, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
};

/** Multipart field that carries the file of `POST /api/media/upload`. */
export const uploadFieldName = 'file';
/** Header carrying the order draft's token (uploads made in the wizard before any account exists). */
export const draftTokenHeader = 'x-draft-token';

export const mediaUploadPath = '/api/media/upload';
export const mediaDraftsPath = '/api/media/drafts';
export const mediaUrlPath = (id: string, quality?: MediaQuality) =>
  `/api/media/${encodeURIComponent(id)}/url${quality ? `?quality=${quality}` : ''}`;
export const mediaInfoPath = (id: string) => `/api/media/${encodeURIComponent(id)}/info`;
/** The direct image address (needs a signature or a Bearer / draft token). */
export const mediaDirectPath = (id: string, quality: MediaQuality = 'thumbnail') =>
  `/media/${encodeURIComponent(id)}?quality=${quality}`;

/** Translation keys (namespace `media`) of every upload refusal; the API sends them as `messageKey`. */
export const mediaErrorKeys = {
  unsupportedFormat: 'media:errors.unsupportedFormat',
  fileTooLarge: 'media:errors.fileTooLarge',
  tooManyPixels: 'media:errors.tooManyPixels',
  tooManyFrames: 'media:errors.tooManyFrames',
  damaged: 'media:errors.damaged',
  empty: 'media:errors.empty',
  missingFile: 'media:errors.missingFile',
  oneFileOnly: 'media:errors.oneFileOnly',
  /** A multipart body that cannot be read: no boundary, or cut short. */
  malformedBody: 'media:errors.malformedBody',
  processingTimeout: 'media:errors.processingTimeout',
  draftInvalid: 'media:errors.draftInvalid',
  /** Browser only: the upload never got an answer. */
  network: 'media:errors.network',
} as const;
export type MediaErrorKey = (typeof mediaErrorKeys)[keyof typeof mediaErrorKeys];

export const MediaQueryQuality = z.object({ quality: MediaQuality.default('thumbnail') });

/** One stored rendition. `url` is a signed, expiring address of `GET /media/:id`. */
export const MediaVariantView = z.object({
  quality: MediaQuality,
  format: MediaFormat,
  contentType: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  byteSize: z.number().int().positive(),
  url: z.string(),
});
export type MediaVariantView = z.infer<typeof MediaVariantView>;

/** `GET /api/media/:id/info`. `format`, `byteSize`, `width`, `height` describe the original upload. */
export const MediaInfo = z.object({
  id: z.uuid(),
  originalFileName: z.string().nullable(),
  format: MediaFormat,
  byteSize: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  uploadedAt: z.iso.datetime({ offset: true }),
  qualities: z.array(MediaQuality),
});
export type MediaInfo = z.infer<typeof MediaInfo>;

/** The media item (SPEC §3): the answer of `POST /api/media/upload`. */
export const MediaItem = z.object({
  id: z.uuid(),
  /** ThumbHash (base64) of the image, for a blurred placeholder while the real image loads. */
  placeholder: z.string().nullable(),
  info: MediaInfo,
  /** The pre-payment photo check (warnings, and the hash that finds near-duplicates); null for older uploads. */
  check: PhotoCheck.nullable(),
  qualities: z.object({
    thumbnail: MediaVariantView,
    preview: MediaVariantView,
    original: MediaVariantView,
  }),
});
export type MediaItem = z.infer<typeof MediaItem>;

/** `GET /api/media/:id/url?quality=`. */
export const MediaUrlResponse = z.object({
  url: z.string(),
  quality: MediaQuality,
  expiresAt: z.iso.datetime({ offset: true }),
});
export type MediaUrlResponse = z.infer<typeof MediaUrlResponse>;

/** `POST /api/media/drafts`: a new order draft; keep the token and send it as `X-Draft-Token`. */
export const MediaDraftResponse = z.object({
  draftToken: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type MediaDraftResponse = z.infer<typeof MediaDraftResponse>;

/** Names a file type the browser can pre-check before uploading (the server decides from the bytes). */
export function isAcceptedUploadType(type: string, name: string): boolean {
  const extensions = acceptedUploadTypes[type.toLowerCase()];
  if (extensions) return true;
  // Some systems report no type; then the extension decides for the pre-check.
  if (type !== '') return false;
  const lower = name.toLowerCase();
  return Object.values(acceptedUploadTypes).some((list) => list.some((ext) => lower.endsWith(ext)));
}

/** Signed, expiring addresses of one media item's variants (`<img src>` needs no header; docs/media.md). */
export const SignedImageUrls = z.object({
  mediaId: z.uuid(),
  thumbnailUrl: z.string(),
  previewUrl: z.string(),
  originalUrl: z.string(),
});
export type SignedImageUrls = z.infer<typeof SignedImageUrls>;
