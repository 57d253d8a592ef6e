// The SQL of media: items with their variants, who may see an item, drafts, and what the clean-up removes.
import type { LookMeasures, MediaQuality, PhotoCheck } from '@photoedit/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import { rowsForIds } from '../../db/id-list';
import type { DB, Executor, MediaFormat, StoredQuality } from '../../db/tables';
import { type AccessViewer, mediaVisibleTo } from '../access';
import type { FrameCapture } from './brackets/bracket-capture';

export interface NewMediaRow {
  id: string;
  ownerUserId: string | null;
  orderDraftId: string | null;
  originalFilename: string | null;
  format: MediaFormat;
  byteSize: number;
  width: number;
  height: number;
  sha256: Buffer;
  placeholder: string;
  photoCheck: PhotoCheck;
  capture: FrameCapture | null;
  /** The listing consistency check's measures (media.look.ts). */
  look: LookMeasures | null;
}

export interface NewVariantRow {
  quality: MediaQuality;
  storageKey: string;
  format: MediaFormat;
  byteSize: number;
  width: number;
  height: number;
}

/** What describing an image reads of it and of its variants (media.describe.ts). */
const mediaColumns = [
  'id',
  'original_filename',
  'format',
  'byte_size',
  'width',
  'height',
  'placeholder',
  'photo_check',
  'created_at',
] as const;
const variantColumns = ['quality', 'storage_key', 'format', 'byte_size', 'width', 'height'] as const;

/** Records a ready image and its variants; answers both rows as `selectMedia` and `selectVariants` read them. */
export async function insertReadyMedia(db: Executor, media: NewMediaRow, variants: NewVariantRow[]) {
  const row = await db
    .insertInto('media')
    .values({
      id: media.id,
      owner_user_id: media.ownerUserId,
      order_draft_id: media.orderDraftId,
      original_filename: media.originalFilename,
      format: media.format,
      byte_size: media.byteSize,
      width: media.width,
      height: media.height,
      sha256: media.sha256,
      placeholder: media.placeholder,
      photo_check: JSON.stringify(media.photoCheck),
      capture: media.capture ? JSON.stringify(media.capture) : null,
      look: media.look ? JSON.stringify(media.look) : null,
      status: 'ready',
    })
    .returning(mediaColumns)
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('media_variants')
    .values(
      variants.map((variant) => ({
        media_id: media.id,
        quality: variant.quality,
        storage_key: variant.storageKey,
        format: variant.format,
        byte_size: variant.byteSize,
        width: variant.width,
        height: variant.height,
      })),
    )
    .returning(variantColumns)
    .execute();
  return { media: row, variants: rows };
}

export const selectMedia = (db: Executor, id: string) =>
  db
    .selectFrom('media')
    .select(mediaColumns)
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .executeTakeFirst();

export const selectVariants = (db: Executor, id: string) =>
  db.selectFrom('media_variants').select(variantColumns).where('media_id', '=', id).execute();

/** A stored variant's address in storage, its format and size. */
export interface StoredVariant {
  storage_key: string;
  format: MediaFormat;
  byte_size: number;
}

/** One stored variant of a ready item (the public qualities and the listing-ready one). */
export const selectVariant = (
  db: Executor,
  id: string,
  quality: StoredQuality,
): Promise<StoredVariant | undefined> =>
  db
    .selectFrom('media_variants')
    .innerJoin('media', 'media.id', 'media_variants.media_id')
    .select(['media_variants.storage_key', 'media_variants.format', 'media_variants.byte_size'])
    .where('media_variants.media_id', '=', id)
    .where('media_variants.quality', '=', quality)
    .where('media.status', '=', 'ready')
    .executeTakeFirst();

/** Adds a variant made after the upload (the listing-ready one); an existing row of that quality stays. */
export const insertVariant = (
  db: Executor,
  id: string,
  quality: StoredQuality,
  storageKey: string,
  variant: { format: MediaFormat; width: number; height: number; data: Buffer },
) =>
  db
    .insertInto('media_variants')
    .values({
      media_id: id,
      quality,
      storage_key: storageKey,
      format: variant.format,
      byte_size: variant.data.length,
      width: variant.width,
      height: variant.height,
    })
    .onConflict((oc) => oc.columns(['media_id', 'quality']).doNothing())
    .execute();

/** Who is asking: a signed-in user (already checked active) and/or the holder of a draft token. */
export interface MediaViewer {
  user: AccessViewer | null;
  draftId: string | null;
}

/**
 * Whether the viewer may see the media item, decided in one query by mediaVisibleTo (modules/access):
 * - example images of the service catalogue: everyone;
 * - the draft's own uploads: the draft token's holder; a user's own uploads: that user;
 * - images of an order (original or edited): its client; approved designers while the order is paid and
 *   unassigned (they may claim it) or assigned to them; admins: everything.
 */
export async function canView(db: Executor, id: string, viewer: MediaViewer): Promise<boolean> {
  const row = await db
    .selectFrom('media as m')
    .select('m.id')
    .where('m.id', '=', id)
    .where('m.status', '=', 'ready')
    .where(mediaVisibleTo('m', viewer))
    .executeTakeFirst();
  return row !== undefined;
}

/** Catalogue example images are public (cacheable by anyone). */
export async function isPublicMedia(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('service_images')
    .select('id')
    .where('media_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export const insertDraft = (
  db: Executor,
  tokenHash: Buffer,
  language: 'en' | 'pl',
  userId: string | null,
  expiresAt: Date,
) =>
  db
    .insertInto('order_drafts')
    .values({ token_hash: tokenHash, language, user_id: userId, expires_at: expiresAt })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();

export const selectLiveDraft = (db: Executor, tokenHash: Buffer, now: Date) =>
  db
    .selectFrom('order_drafts')
    .select(['id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** An upload keeps its draft alive for at least another `until`. */
export const extendDraft = (db: Executor, id: string, until: Date) =>
  db
    .updateTable('order_drafts')
    .set({ expires_at: sql`GREATEST(expires_at, ${until})` })
    .where('id', '=', id)
    .execute();

type DraftExpressions = ExpressionBuilder<DB & { d: DB['order_drafts'] }, 'd'>;

/** The draft `d` is abandoned: it expired by `now` and never became an order. */
const abandonedBy = (now: Date) => (eb: DraftExpressions) =>
  eb.and([
    eb('d.expires_at', '<=', now),
    eb.not(eb.exists(eb.selectFrom('orders as o').select('o.id').whereRef('o.order_draft_id', '=', 'd.id'))),
  ]);

/** Drafts that expired in (`expiredAfter`, `now`] and never became an order, the earliest first. */
export const selectAbandonedDrafts = (db: Executor, expiredAfter: Date, now: Date, limit: number) =>
  db
    .selectFrom('order_drafts as d')
    .select('d.id')
    .where(abandonedBy(now))
    .where('d.expires_at', '>', expiredAfter)
    .orderBy('d.expires_at')
    .limit(limit)
    .execute();

type MediaExpressions = ExpressionBuilder<DB & { m: DB['media'] }, 'm'>;

/** An order image holds the media row `m` (as its original or its edited version). */
export const usedByAnOrder = (eb: MediaExpressions) =>
  eb.or([
    eb.exists(
      eb
        .selectFrom('order_images as oi')
        .select('oi.id')
        .where((inner) =>
          inner.or([
            inner('oi.original_media_id', '=', inner.ref('m.id')),
            inner('oi.edited_media_id', '=', inner.ref('m.id')),
            inner('oi.revised_media_id', '=', inner.ref('m.id')),
          ]),
        ),
    ),
    // A frame of a bracket set, or a set's blended preview.
    eb.exists(
      eb.selectFrom('order_image_frames as oif').select('oif.media_id').whereRef('oif.media_id', '=', 'm.id'),
    ),
    eb.exists(
      eb
        .selectFrom('bracket_previews as bp')
        .innerJoin('order_images as boi', 'boi.frames_key', 'bp.frames_key')
        .select('bp.media_id')
        .whereRef('bp.media_id', '=', 'm.id'),
    ),
    // A reference image the client attached to an order.
    eb.exists(
      eb.selectFrom('order_references as orf').select('orf.id').whereRef('orf.media_id', '=', 'm.id'),
    ),
    // A reference photo of the client's style, as an order keeps it (issue 33).
    eb.exists(
      eb
        .selectFrom('order_style_references as osr')
        .select('osr.order_id')
        .whereRef('osr.media_id', '=', 'm.id'),
    ),
  ]);

/** An order, the service catalogue or a client's style holds the media row `m`. */
export const referenced = (eb: MediaExpressions) =>
  eb.or([
    usedByAnOrder(eb),
    eb.exists(eb.selectFrom('service_images as si').select('si.id').whereRef('si.media_id', '=', 'm.id')),
    eb.exists(
      eb
        .selectFrom('client_style_references as csr')
        .select('csr.client_id')
        .whereRef('csr.media_id', '=', 'm.id'),
    ),
  ]);

/** Neither an order, the catalogue nor a style holds the media row `m`. */
export const unreferenced = (eb: MediaExpressions) => eb.not(referenced(eb));

/** A draft's uploads that no order or service references (and no user owns). */
export const selectUnreferencedDraftMedia = (db: Executor, draftId: string) =>
  db
    .selectFrom('media as m')
    .select('m.id')
    .where('m.order_draft_id', '=', draftId)
    .where('m.owner_user_id', 'is', null)
    .where(unreferenced)
    .execute();

/**
 * Media nobody can reach any more: no owner user, no draft, and no order or service referencing them,
 * created before `olderThan` (e.g. a draft deleted elsewhere set order_draft_id to NULL).
 */
/**
 * Media nothing holds: no draft, no order, no service. Without an owner they go after `orphansBefore`; a user's
 * own upload (e.g. a designer's edited file never submitted, or replaced in a revision) after `ownedBefore`,
 * looked at once: only those created since the last complete run (`ownedFrom`, the job's watermark).
 */
export async function selectOrphanMedia(
  db: Executor,
  cutoffs: { orphansBefore: Date; ownedFrom: Date; ownedBefore: Date },
  limit: number,
) {
  // Two selections, each served by its own partial index (one OR of both would scan the table).
  const outsideDrafts = db.selectFrom('media as m').select('m.id').where('m.order_draft_id', 'is', null);
  // Unowned media are few (a released draft's or order's uploads): all of them are looked at.
  const unowned = await outsideDrafts
    .where('m.owner_user_id', 'is', null)
    .where('m.created_at', '<', cutoffs.orphansBefore)
    .where(unreferenced)
    .limit(limit)
    .execute();
  if (unowned.length >= limit) return unowned;
  const owned = await outsideDrafts
    .where('m.owner_user_id', 'is not', null)
    .where('m.created_at', '>=', cutoffs.ownedFrom)
    .where('m.created_at', '<', cutoffs.ownedBefore)
    .where(unreferenced)
    .limit(limit - unowned.length)
    .execute();
  return [...unowned, ...owned];
}

export const selectStorageKeys = (db: Executor, mediaIds: string[]) =>
  rowsForIds(mediaIds, () =>
    db.selectFrom('media_variants').select('storage_key').where('media_id', 'in', mediaIds).execute(),
  );

/**
 * Hands media no order or catalogue entry uses any more to the media clean-up job: without an owner user or a
 * draft they are orphans, removed (rows, then files) by its next run once past the orphan grace period.
 */
export const releaseUnreferencedMedia = (db: Executor, mediaIds: string[]) =>
  mediaIds.length === 0
    ? Promise.resolve()
    : db
        .updateTable('media as m')
        .set({ owner_user_id: null, order_draft_id: null })
        .where('m.id', 'in', mediaIds)
        .where(unreferenced)
        .execute()
        .then(() => undefined);

/**
 * Deletes a draft that has expired and never became an order (locked and re-checked), returning its uploads
 * that no order or catalogue entry took; undefined when it is not (or no longer) abandoned.
 */
export async function deleteDraftIfAbandoned(trx: Executor, draftId: string, now: Date) {
  const draft = await trx
    .selectFrom('order_drafts as d')
    .select('d.id')
    .where('d.id', '=', draftId)
    .where(abandonedBy(now))
    .forUpdate()
    .executeTakeFirst();
  if (!draft) return undefined;
  const mediaIds = (await selectUnreferencedDraftMedia(trx, draftId)).map((row) => row.id);
  await trx.deleteFrom('order_drafts').where('id', '=', draftId).execute();
  return mediaIds;
}

/** Deletes media rows (their variants cascade); none when an order took one of them meanwhile. */
export const deleteMediaRows = (db: Executor, ids: string[]) =>
  db
    .deleteFrom('media')
    .where('id', 'in', ids)
    .returning('id')
    .execute()
    .catch((error: unknown) => {
      // 23001/23503: an order took one of these images in the meantime; leave them for the next run.
      const code = (error as { code?: string }).code;
      if (code === '23001' || code === '23503') return [];
      throw error;
    });

export { advanceWatermark, selectWatermark } from '../../db/watermarks';

/** Which of `mediaIds` are `ownerId`'s finished uploads outside any draft (read only; a submission locks them). */
export const selectOwnReadyMedia = (db: Executor, ownerId: string, mediaIds: readonly string[]) =>
  mediaIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('media')
        .select('id')
        .where('id', 'in', [...mediaIds])
        .where('owner_user_id', '=', ownerId)
        .where('order_draft_id', 'is', null)
        .where('status', '=', 'ready')
        .execute();
