// A stored image as the API describes it: its facts, placeholder, photo check and the signed addresses of its
// three qualities. Access is the caller's business.
import {
  type MediaFormat,
  type MediaInfo,
  type MediaItem,
  type MediaQuality,
  type MediaVariantView,
  mediaContentTypes,
  mediaQualities,
  PhotoCheck,
} from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { MediaConfig } from '../../config';
import type { DB } from '../../db/tables';
import { selectMedia, selectVariants } from './media.queries';
import { signMediaUrl } from './media.signing';

type Signing = Pick<MediaConfig, 'urlSecret' | 'urlTtlSeconds'>;

/** The stored photo check, or null when there is none (older uploads) or it is not one any more. */
const storedCheck = (stored: unknown): PhotoCheck | null => {
  const parsed = PhotoCheck.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

/** A variant as the API describes it, with its signed address. */
const variantView = (
  signing: Signing,
  now: Date,
  id: string,
  quality: MediaQuality,
  variant: { format: MediaFormat; width: number; height: number; byte_size: number },
): MediaVariantView => ({
  quality,
  format: variant.format,
  contentType: mediaContentTypes[variant.format],
  width: variant.width,
  height: variant.height,
  byteSize: variant.byte_size,
  url: signMediaUrl(signing.urlSecret, id, quality, now, signing.urlTtlSeconds).url,
});

type MediaRow = NonNullable<Awaited<ReturnType<typeof selectMedia>>>;
type VariantRow = Awaited<ReturnType<typeof selectVariants>>[number];

/** The image of these rows, or undefined when it lacks its size or one of the three qualities. */
export function mediaItemOf(
  signing: Signing,
  now: Date,
  media: MediaRow,
  variants: readonly VariantRow[],
): MediaItem | undefined {
  if (media.width === null || media.height === null) return undefined;
  const byQuality = new Map(variants.map((variant) => [variant.quality, variant]));
  const thumbnail = byQuality.get('thumbnail');
  const preview = byQuality.get('preview');
  const original = byQuality.get('original');
  if (!thumbnail || !preview || !original) return undefined;
  const info: MediaInfo = {
    id: media.id,
    originalFileName: media.original_filename,
    format: media.format,
    byteSize: media.byte_size,
    width: media.width,
    height: media.height,
    uploadedAt: media.created_at.toISOString(),
    qualities: mediaQualities.filter((quality) => byQuality.has(quality)),
  };
  return {
    id: media.id,
    placeholder: media.placeholder,
    check: storedCheck(media.photo_check),
    info,
    qualities: {
      thumbnail: variantView(signing, now, media.id, 'thumbnail', thumbnail),
      preview: variantView(signing, now, media.id, 'preview', preview),
      original: variantView(signing, now, media.id, 'original', original),
    },
  };
}

/** The ready image `id` as stored, or undefined when there is none (or it lacks a quality). */
export async function describeMedia(
  db: Kysely<DB>,
  signing: Signing,
  clock: () => Date,
  id: string,
): Promise<MediaItem | undefined> {
  const [media, variants] = await Promise.all([selectMedia(db, id), selectVariants(db, id)]);
  return media ? mediaItemOf(signing, clock(), media, variants) : undefined;
}
