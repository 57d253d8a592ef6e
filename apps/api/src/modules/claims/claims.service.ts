// Guarantee claims (issue 34): the client opens one per photo within 30 days of the order's first completion; an
// admin resolves each once, as a redo (orders' returnPhotoForRedo, due in 12 hours), a refund of the photo's share
// of the card payment (payments' refundOrder, idempotent by its request id) or the photo's share of all that was
// paid as credit. What follows (the admins told of a claim, the client of a decision, the designer of a redo) is
// each one's event (claims.events.ts).
import {
  type AdminClaimQueue,
  type ClaimOpenInput,
  type ClaimResolveInput,
  type ClaimView,
  claimMessageKeys,
  claimRules,
  type OrderClaims,
  PhotoPin,
} from '@photoedit/contracts';
import { z } from 'zod';
import type { MediaConfig } from '../../config';
import { AppError } from '../../errors';
import { emit } from '../../events/events';
import { grantCredit } from '../credits';
import { signImageUrls } from '../media';
import { photoShareSplit, photoShares, returnPhotoForRedo } from '../orders';
import { type RefundsDeps, refundOrder } from '../payments';
import { claimOpened, claimResolved } from './claims.events';
import {
  type ClaimRow,
  insertClaim,
  lockClaim,
  markResolved,
  reopenClaim,
  selectClaimRows,
  selectClientOrder,
  selectClientPhoto,
  setClaimAmount,
} from './claims.queries';

export interface ClaimsDeps extends RefundsDeps {
  config: RefundsDeps['config'] & {
    media: Pick<MediaConfig, 'urlSecret' | 'urlTtlSeconds'>;
    publicOrigin: string;
  };
}

const k = claimMessageKeys;
const dayMs = 86_400_000;
type Parsed<T extends z.ZodType> = z.output<T>;

/** The last moment a claim can be opened on an order first completed at `completedAt`. */
export const claimableUntil = (completedAt: Date) =>
  new Date(completedAt.getTime() + claimRules.windowDays * dayMs);

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function claimView(row: ClaimRow): ClaimView {
  const pins = z.array(PhotoPin).safeParse(row.pins);
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    orderImageId: row.order_image_id,
    photo: row.position + 1,
    note: row.note,
    pins: pins.success ? pins.data : [],
    openedAt: row.opened_at.toISOString(),
    resolution: row.resolution,
    resolutionNote: row.resolution_note,
    resolvedAt: iso(row.resolved_at),
    amount: row.amount_minor === null ? null : { amountMinor: row.amount_minor, currency: row.currency },
    redo:
      row.resolution === 'redo' && row.redo_due_at && row.resolved_at
        ? {
            dueAt: row.redo_due_at.toISOString(),
            delivered: row.submitted_at !== null && row.submitted_at > row.resolved_at,
            accepted: row.accepted_at !== null && row.accepted_at > row.resolved_at,
          }
        : null,
  };
}

/** `claims.open`. */
export async function openClaim(deps: ClaimsDeps, clientId: string, input: Parsed<typeof ClaimOpenInput>) {
  const now = deps.now();
  const photo = await selectClientPhoto(deps.db, clientId, input.orderImageId);
  if (!photo) throw new AppError('NOT_FOUND', k.photoNotFound, { message: 'No such photo of yours.' });
  if (!photo.first_completed_at || !photo.edited_media_id) {
    throw new AppError('CONFLICT', k.notCompleted, { message: 'The order is not completed yet.' });
  }
  if (now > claimableUntil(photo.first_completed_at)) {
    throw new AppError('CONFLICT', k.windowClosed, { message: 'The 30 days of the guarantee are over.' });
  }
  const claimId = await deps.db.transaction().execute(async (trx) => {
    const claim = await insertClaim(trx, {
      orderId: photo.order_id,
      imageId: photo.id,
      clientId,
      note: input.note ?? null,
      pins: JSON.stringify(input.pins),
      now,
    });
    if (!claim)
      throw new AppError('CONFLICT', k.alreadyClaimed, { message: 'This photo has a claim already.' });
    await emit({ trx, now }, claimOpened, {
      claimId: claim.id,
      orderId: photo.order_id,
      origin: deps.config.publicOrigin,
    });
    return claim.id;
  });
  return claimById(deps, photo.order_id, claimId);
}

/** `claims.ofOrder`: until when the client can claim, and the order's claims. */
export async function claimsOfOrder(
  deps: ClaimsDeps,
  clientId: string,
  orderNumber: number,
): Promise<OrderClaims> {
  const order = await selectClientOrder(deps.db, clientId, orderNumber);
  if (!order) throw new AppError('NOT_FOUND', k.orderNotFound);
  const rows = await selectClaimRows(deps.db, { orderId: order.id });
  return {
    claimableUntil: order.first_completed_at ? claimableUntil(order.first_completed_at).toISOString() : null,
    claims: rows.map(claimView),
  };
}

/** `admin.claims.queue`: every open claim, oldest first, and the 50 latest decisions. */
export async function adminClaimQueue(deps: ClaimsDeps): Promise<AdminClaimQueue> {
  const [open, resolved] = await Promise.all([
    selectClaimRows(deps.db, { open: true, limit: 500 }),
    selectClaimRows(deps.db, { resolved: true, limit: 50 }),
  ]);
  const now = deps.now();
  const item = async (row: ClaimRow) => {
    const sharesOf = await photoShareSplit(deps.db, row.order_id);
    const ofPhoto = (paidMinor: number) =>
      sharesOf(paidMinor).find((photo) => photo.imageId === row.order_image_id);
    const paidShare = ofPhoto(row.total_minor);
    const allShare = ofPhoto(row.total_minor + row.credit_minor);
    return {
      ...claimView(row),
      clientEmail: row.client_email,
      designer: row.designer_id ? { id: row.designer_id, name: row.designer_name ?? '' } : null,
      editedUrl: row.edited_media_id
        ? signImageUrls(deps.config.media, row.edited_media_id, now).previewUrl
        : null,
      originalUrl: signImageUrls(deps.config.media, row.original_media_id, now).previewUrl,
      refundableMinor: paidShare && !paidShare.refunded ? paidShare.shareMinor : 0,
      creditMinor: allShare?.shareMinor ?? 0,
      currency: row.currency,
    };
  };
  return { open: await Promise.all(open.map(item)), resolved: await Promise.all(resolved.map(item)) };
}

/** Locks an open claim for its decision: 404 for none, 409 when decided already. */
async function lockOpenClaim(trx: Parameters<typeof lockClaim>[0], claimId: string) {
  const claim = await lockClaim(trx, claimId);
  if (!claim) throw new AppError('NOT_FOUND', k.claimNotFound, { message: 'No such claim.' });
  if (claim.resolution !== null) {
    throw new AppError('CONFLICT', k.alreadyResolved, { message: 'This claim has been decided already.' });
  }
  return claim;
}

/** `admin.claims.resolve`. */
export async function resolveClaim(
  deps: ClaimsDeps,
  adminId: string,
  input: Parsed<typeof ClaimResolveInput>,
): Promise<ClaimView> {
  const now = deps.now();
  const note = input.note ?? null;
  const claim = await deps.db.transaction().execute(async (trx) => {
    const open = await lockOpenClaim(trx, input.claimId);
    const decision = { resolution: input.resolution, note, adminId, now };
    if (input.resolution === 'redo') {
      const dueAt = new Date(now.getTime() + claimRules.redoHours * 3_600_000);
      const pins = z.array(PhotoPin).safeParse(open.pins);
      await returnPhotoForRedo(trx, {
        orderId: open.order_id,
        imageId: open.order_image_id,
        designerId: input.designerId,
        adminId,
        note: open.note,
        pins: pins.success ? pins.data : [],
        dueAt,
        now,
      });
      await markResolved(trx, open.id, {
        ...decision,
        amountMinor: null,
        redoDesignerId: input.designerId,
        redoDueAt: dueAt,
      });
    } else if (input.resolution === 'credit') {
      const [row] = (await selectClaimRows(trx, { orderId: open.order_id })).filter(
        (each) => each.id === open.id,
      );
      const order = row as ClaimRow;
      const share = (await photoShares(trx, open.order_id, order.total_minor + order.credit_minor)).find(
        (photo) => photo.imageId === open.order_image_id,
      );
      const amountMinor = share?.shareMinor ?? 0;
      if (amountMinor <= 0)
        throw new AppError('CONFLICT', k.invalidResolution, { message: 'Nothing to credit.' });
      await grantCredit(trx, {
        clientId: open.client_id,
        currency: order.currency,
        amountMinor,
        kind: 'guarantee',
        orderId: open.order_id,
        orderNumber: order.order_number,
        reason: note,
        createdBy: adminId,
        now,
      });
      await markResolved(trx, open.id, { ...decision, amountMinor, redoDesignerId: null, redoDueAt: null });
    } else {
      // Decided first, so a second admin is refused; the refund itself follows outside this transaction.
      await markResolved(trx, open.id, {
        ...decision,
        amountMinor: null,
        redoDesignerId: null,
        redoDueAt: null,
      });
    }
    if (input.resolution !== 'refund') {
      await emit({ trx, now }, claimResolved, {
        claimId: open.id,
        orderId: open.order_id,
        origin: deps.config.publicOrigin,
      });
    }
    return open;
  });
  if (input.resolution === 'refund') await refundClaim(deps, adminId, claim, input.requestId, note);
  return claimById(deps, claim.order_id, claim.id);
}

async function claimById(deps: ClaimsDeps, orderId: string, claimId: string): Promise<ClaimView> {
  const row = (await selectClaimRows(deps.db, { orderId })).find((each) => each.id === claimId);
  if (!row) throw new AppError('NOT_FOUND', k.claimNotFound);
  return claimView(row);
}

/** The refund of a claim decided as one: made through the provider, or the claim is open again. */
async function refundClaim(
  deps: ClaimsDeps,
  adminId: string,
  claim: { id: string; order_id: string; order_image_id: string },
  requestId: string,
  note: string | null,
) {
  let refunded: Awaited<ReturnType<typeof refundOrder>>;
  try {
    refunded = await refundOrder(deps, adminId, {
      orderId: claim.order_id,
      requestId,
      imageId: claim.order_image_id,
      reason: note ?? 'Guarantee claim',
    });
  } catch (error) {
    await reopenClaim(deps.db, claim.id);
    throw error;
  }
  const photo = refunded.photos.find((each) => each.imageId === claim.order_image_id);
  const refund = refunded.refunds.filter((each) => each.photo === photo?.position).at(-1);
  await deps.db.transaction().execute(async (trx) => {
    if (refund) await setClaimAmount(trx, claim.id, refund.amountMinor);
    await emit({ trx, now: deps.now() }, claimResolved, {
      claimId: claim.id,
      orderId: claim.order_id,
      origin: deps.config.publicOrigin,
    });
  });
}
