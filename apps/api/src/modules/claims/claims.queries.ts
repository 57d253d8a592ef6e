// The SQL of guarantee claims: the photo a client claims, the claims as their views show them, and the admin's
// decision on one (locked, so two admins cannot resolve the same claim twice).
import type { ClaimResolution } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

/** A photo of the client's own paid order, with what a claim on it depends on. */
export const selectClientPhoto = (db: Executor, clientId: string, orderImageId: string) =>
  db
    .selectFrom('order_images as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.order_id', 'i.edited_media_id', 'o.first_completed_at', 'o.order_number'])
    .where('i.id', '=', orderImageId)
    .where('o.client_id', '=', clientId)
    .where('o.payment_status', 'in', ['paid', 'refunded'])
    .executeTakeFirst();

export const selectClientOrder = (db: Executor, clientId: string, orderNumber: number) =>
  db
    .selectFrom('orders')
    .select(['id', 'first_completed_at'])
    .where('client_id', '=', clientId)
    .where('order_number', '=', orderNumber)
    .where('payment_status', 'in', ['paid', 'refunded'])
    .executeTakeFirst();

/** The claim, or undefined when the photo has one already (once per photo). */
export const insertClaim = (
  db: Executor,
  claim: { orderId: string; imageId: string; clientId: string; note: string | null; pins: string; now: Date },
) =>
  db
    .insertInto('guarantee_claims')
    .values({
      order_id: claim.orderId,
      order_image_id: claim.imageId,
      client_id: claim.clientId,
      note: claim.note,
      pins: claim.pins,
      opened_at: claim.now,
    })
    .onConflict((conflict) => conflict.column('order_image_id').doNothing())
    .returning('id')
    .executeTakeFirst();

/** Claims with what their views show: the photo, the order, the client and the redo's progress. */
export const selectClaimRows = (
  db: Executor,
  filter: { orderId: string } | { open: true; limit: number } | { resolved: true; limit: number },
) =>
  db
    .selectFrom('guarantee_claims as c')
    .innerJoin('order_images as i', 'i.id', 'c.order_image_id')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .innerJoin('users as u', 'u.id', 'c.client_id')
    .leftJoin('users as d', 'd.id', 'o.designer_id')
    .selectAll('c')
    .select([
      'i.position',
      'i.edited_media_id',
      'i.original_media_id',
      'i.submitted_at',
      'i.accepted_at',
      'o.order_number',
      'o.currency',
      'o.total_minor',
      'o.credit_minor',
      'o.designer_id',
      sql<string | null>`coalesce(d.display_name, d.first_name, d.email)`.as('designer_name'),
      'u.email as client_email',
    ])
    .$if('orderId' in filter, (query) =>
      query.where('c.order_id', '=', (filter as { orderId: string }).orderId),
    )
    .$if('open' in filter, (query) => query.where('c.resolution', 'is', null).orderBy('c.opened_at'))
    .$if('resolved' in filter, (query) =>
      query.where('c.resolution', 'is not', null).orderBy('c.resolved_at', 'desc'),
    )
    .$if('limit' in filter, (query) => query.limit((filter as { limit: number }).limit))
    .orderBy('c.id')
    .execute();

export type ClaimRow = Awaited<ReturnType<typeof selectClaimRows>>[number];

export const lockClaim = (db: Executor, claimId: string) =>
  db.selectFrom('guarantee_claims').selectAll().where('id', '=', claimId).forUpdate().executeTakeFirst();

export const markResolved = (
  db: Executor,
  claimId: string,
  decision: {
    resolution: ClaimResolution;
    note: string | null;
    adminId: string;
    amountMinor: number | null;
    redoDesignerId: string | null;
    redoDueAt: Date | null;
    now: Date;
  },
) =>
  db
    .updateTable('guarantee_claims')
    .set({
      resolution: decision.resolution,
      resolution_note: decision.note,
      resolved_by: decision.adminId,
      resolved_at: decision.now,
      amount_minor: decision.amountMinor,
      redo_designer_id: decision.redoDesignerId,
      redo_due_at: decision.redoDueAt,
    })
    .where('id', '=', claimId)
    .execute();

/** A refund the provider did not make: the claim is open again. */
export const reopenClaim = (db: Executor, claimId: string) =>
  db
    .updateTable('guarantee_claims')
    .set({
      resolution: null,
      resolution_note: null,
      resolved_by: null,
      resolved_at: null,
      amount_minor: null,
    })
    .where('id', '=', claimId)
    .where('resolution', '=', 'refund')
    .execute();

export const setClaimAmount = (db: Executor, claimId: string, amountMinor: number) =>
  db.updateTable('guarantee_claims').set({ amount_minor: amountMinor }).where('id', '=', claimId).execute();

/** Who is told of a claim: the client, in the order's language, and the redo's designer. */
export const selectClaimParties = (db: Executor, claimId: string) =>
  db
    .selectFrom('guarantee_claims as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .innerJoin('order_images as i', 'i.id', 'c.order_image_id')
    .innerJoin('users as u', 'u.id', 'c.client_id')
    .leftJoin('users as d', 'd.id', 'c.redo_designer_id')
    .select([
      'c.resolution',
      'c.resolution_note',
      'c.amount_minor',
      'c.redo_due_at',
      'c.note',
      'c.pins',
      'o.order_number',
      'o.currency',
      'o.language',
      'i.position',
      'u.email as client_email',
      'd.email as designer_email',
      'd.preferred_language as designer_language',
    ])
    .where('c.id', '=', claimId)
    .executeTakeFirst();
