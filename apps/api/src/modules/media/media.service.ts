// The rules of media: storing an upload (all or nothing), who may see what, signed addresses, drafts and
// the clean-up of abandoned drafts. Dependencies come in as arguments (storage, processor, clock).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  type MediaFormat,
  type MediaItem,
  type MediaQuality,
  mediaContentTypes,
  mediaErrorKeys,
} from '@photoedit/contracts';
import { AppError } from '../../errors';
import { makeBracketPreview } from './brackets/bracket-preview.job';
import { type CleanupOptions, deleteAbandonedDrafts } from './media.cleanup';
import type { MediaDeps } from './media.deps';
import { describeMedia, mediaItemOf } from './media.describe';
import { removeGps } from './media.gps';
import type { ImageProcessor } from './media.processing';
import {
  canView,
  extendDraft,
  insertDraft,
  insertReadyMedia,
  insertVariant,
  type MediaViewer,
  type StoredVariant,
  selectLiveDraft,
  selectVariant,
} from './media.queries';
import { signMediaUrl } from './media.signing';

export type { MediaDeps } from './media.deps';

const extensions: Record<MediaFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

export const draftTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** Only for display: the last path segment, no control characters, at most 255 characters. */
export function displayFileName(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' ? null : Array.from(clean).slice(0, 255).join('');
}

export interface UploadedFile {
  /** A local temp file holding the upload (deleted by the caller). */
  path: string;
  byteSize: number;
  sha256: Buffer;
  fileName: string | undefined;
}

export interface UploadOwner {
  userId: string | null;
  draftId: string | null;
}

type Processed = Awaited<ReturnType<ImageProcessor['process']>>;

/** The three stored renditions of an upload: the original as sent (less its GPS), the WebP preview and thumbnail. */
function renditionRows(keys: Record<MediaQuality, string>, processed: Processed, originalBytes: number) {
  return [
    {
      quality: 'original' as const,
      storageKey: keys.original,
      format: processed.format,
      byteSize: originalBytes,
      width: processed.width,
      height: processed.height,
    },
    ...(['preview', 'thumbnail'] as const).map((quality) => ({
      quality,
      storageKey: keys[quality],
      format: 'webp' as const,
      byteSize: processed[quality].data.length,
      width: processed[quality].width,
      height: processed[quality].height,
    })),
  ];
}

export function createMediaService(deps: MediaDeps) {
  const { db, storage, processor, config, log } = deps;

  const describe = (id: string) => describeMedia(db, config, deps.now, id);

  const service = {
    describe,

    /**
     * Checks and renders the upload, stores its three renditions, then records them in one transaction.
     * Any failure removes what was written, so a refused or failed upload leaves nothing behind.
     */
    async upload(file: UploadedFile, owner: UploadOwner): Promise<MediaItem> {
      const processed = await processor.process(file.path, file.byteSize);
      await removeGps(file.path, processed.format);
      const id = randomUUID();
      const keys = {
        original: `media/${id}/original.${extensions[processed.format]}`,
        preview: `media/${id}/preview.webp`,
        thumbnail: `media/${id}/thumbnail.webp`,
      };
      const written: string[] = [];
      let stored: Awaited<ReturnType<typeof insertReadyMedia>>;
      try {
        await storage.put(
          keys.original,
          { path: file.path, move: true },
          mediaContentTypes[processed.format],
        );
        written.push(keys.original);
        await storage.put(keys.preview, processed.preview.data, 'image/webp');
        written.push(keys.preview);
        await storage.put(keys.thumbnail, processed.thumbnail.data, 'image/webp');
        written.push(keys.thumbnail);
        stored = await db.transaction().execute(async (trx) => {
          const rows = await insertReadyMedia(
            trx,
            {
              id,
              ownerUserId: owner.userId,
              orderDraftId: owner.draftId,
              originalFilename: displayFileName(file.fileName),
              format: processed.format,
              byteSize: file.byteSize,
              width: processed.width,
              height: processed.height,
              sha256: file.sha256,
              placeholder: processed.placeholder,
              photoCheck: processed.check,
              capture: processed.capture,
              look: processed.look,
            },
            renditionRows(keys, processed, file.byteSize),
          );
          if (owner.draftId) {
            const until = new Date(deps.now().getTime() + config.draftTtlHours * 3_600_000);
            await extendDraft(trx, owner.draftId, until);
          }
          return rows;
        });
      } catch (error) {
        await storage.delete(written).catch((cleanupError: unknown) => {
          log.error({ err: cleanupError, keys: written }, 'media: could not remove files of a failed upload');
        });
        throw error;
      }
      // Described from the rows just written, as `describe` would read them back.
      const item = mediaItemOf(config, deps.now(), stored.media, stored.variants);
      if (!item) throw new Error(`media ${id} was stored without its qualities`);
      return item;
    },

    canView: (id: string, viewer: MediaViewer) => canView(db, id, viewer),

    signedUrl(id: string, quality: MediaQuality) {
      return signMediaUrl(config.urlSecret, id, quality, deps.now(), config.urlTtlSeconds);
    },

    /** A new order draft; the token is shown once and only its hash is stored. */
    async createDraft(language: 'en' | 'pl', userId: string | null) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(deps.now().getTime() + config.draftTtlHours * 3_600_000);
      const row = await insertDraft(db, draftTokenHash(token), language, userId, expiresAt);
      return { draftToken: token, draftId: row.id, expiresAt: row.expires_at };
    },

    /** The live draft of a token, or undefined (unknown or expired). */
    async findDraft(token: string | undefined) {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      return selectLiveDraft(db, draftTokenHash(token), deps.now());
    },

    /**
     * The listing-ready variant of a ready image (media.listing.ts): made from its original by the bounded
     * pipeline on first request, then served from storage. Undefined when the image is not there.
     */
    async listingVariant(id: string): Promise<StoredVariant | undefined> {
      const cached = await selectVariant(db, id, 'listing');
      if (cached) return cached;
      const original = await selectVariant(db, id, 'original');
      const stored = original && (await storage.get(original.storage_key));
      if (!stored) return undefined;
      const rendered = await processor.listing(await buffer(stored.body));
      const key = `media/${id}/listing.jpg`;
      await storage.put(key, rendered.data, mediaContentTypes.jpeg);
      // Two first requests at once both render and write the same key; the first row stands.
      await insertVariant(db, id, 'listing', key, rendered);
      return selectVariant(db, id, 'listing');
    },

    /** See media.cleanup.ts. */
    deleteAbandonedDrafts: (options?: CleanupOptions) => deleteAbandonedDrafts(deps, options),

    /** The automatic blended preview of the bracket set `framesKey` (brackets/bracket-preview.job.ts). */
    bracketPreview: (framesKey: string) =>
      makeBracketPreview(deps, (file, owner) => service.upload(file, owner), framesKey),
  };
  return service;
}

export type MediaService = ReturnType<typeof createMediaService>;

export function draftInvalid(): AppError {
  return new AppError('UNAUTHENTICATED', mediaErrorKeys.draftInvalid, {
    message: 'This upload session has expired. Please start again.',
  });
}
