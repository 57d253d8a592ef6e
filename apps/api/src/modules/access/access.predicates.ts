// Who may see and take what, as SQL predicates every query that needs one shares (ADR 014), the way Immich's
// access repository keeps its rules. A rule is written here once, as a Kysely expression over a table alias, and
// never again in another query, after a fetch, or in a migration. access.test.ts checks every rule against one
// matrix of viewers and orders, with the live channel's in-memory form of the same rule (live.visibility.ts).
import type { Role, TeamRole } from '@photoedit/contracts';
import { type RawBuilder, sql } from 'kysely';

/** A signed-in user as the rules read them. */
export interface AccessViewer {
  id: string;
  role: Role;
  /** Designers work only once an admin approved them. */
  approved: boolean;
}

const column = (table: string, name: string) => sql.ref(`${table}.${name}`);

/** `table.name = value`, false (not NULL) when the column is NULL: the rules are true or false, never unknown. */
const equals = (table: string, name: string, value: string) =>
  sql<boolean>`(${column(table, name)} = ${value}::uuid AND ${column(table, name)} IS NOT NULL)`;

/**
 * An order designers may claim: paid, nobody's, and pending. Available Orders lists these, a claim takes only one
 * of these, every approved designer may see its photos and hears of its changes.
 */
export const availableToDesigners = (orders: string): RawBuilder<boolean> =>
  sql<boolean>`(${column(orders, 'payment_status')} = 'paid'
    AND ${column(orders, 'paid_at')} IS NOT NULL
    AND ${column(orders, 'designer_id')} IS NULL
    AND ${column(orders, 'status')} = 'pending')`;

/** `preference` names the designer for the order's client (designer_preferences, issue 33). */
const clientNames = (orders: string, designerId: string, preference: 'preferred' | 'blocked') =>
  sql<boolean>`EXISTS (SELECT 1 FROM designer_preferences dp
    WHERE dp.client_id = ${column(orders, 'client_id')} AND dp.designer_id = ${designerId}::uuid
      AND dp.preference = ${preference})`;

/**
 * An available order offered to this designer now: never to one the client blocked, and during the order's first
 * window (`preferred_until`, set at payment when the client has preferred designers) only to those.
 */
export const offeredToDesigner = (orders: string, designerId: string, now: Date): RawBuilder<boolean> =>
  sql<boolean>`(${availableToDesigners(orders)}
    AND NOT ${clientNames(orders, designerId, 'blocked')}
    AND (${column(orders, 'preferred_until')} IS NULL OR ${column(orders, 'preferred_until')} <= ${now}
      OR ${clientNames(orders, designerId, 'preferred')}))`;

/**
 * An order that is the viewer's: every order for an admin, a client's own, the orders an approved designer works
 * on. Its files may be downloaded (downloads), and its actor procedures act on it.
 */
/** The viewer is a member of the organisation `organisation` (a column) in one of `roles` (issue 35). */
const memberOf = (organisation: RawBuilder<unknown>, userId: string, roles: readonly TeamRole[]) =>
  sql<boolean>`EXISTS (SELECT 1 FROM organisation_members tm
    WHERE tm.user_id = ${userId}::uuid AND tm.organisation_id = ${organisation}
      AND tm.role IN (${sql.join(roles.map((role) => sql`${role}::team_role`))}))`;

/**
 * A client's orders: their own outside a team, and their organisation's for its owner and orderers (issue 35; an
 * order placed in a team stays with it when its member leaves).
 */
function clientsOrder(orders: string, clientId: string): RawBuilder<boolean> {
  const organisation = column(orders, 'organisation_id');
  return sql<boolean>`((${organisation} IS NULL AND ${equals(orders, 'client_id', clientId)})
    OR (${organisation} IS NOT NULL AND ${memberOf(organisation, clientId, ['owner', 'orderer'])}))`;
}

export function orderOwnedBy(orders: string, viewer: AccessViewer): RawBuilder<boolean> {
  switch (viewer.role) {
    case 'admin':
      return sql<boolean>`true`;
    case 'client':
      return clientsOrder(orders, viewer.id);
    case 'designer':
      return viewer.approved ? equals(orders, 'designer_id', viewer.id) : sql<boolean>`false`;
  }
}

/**
 * An order the viewer may see: their own (orderOwnedBy), and for an approved designer every available one whose
 * client did not block them.
 */
export function orderVisibleTo(orders: string, viewer: AccessViewer): RawBuilder<boolean> {
  if (viewer.role !== 'designer' || !viewer.approved) return orderOwnedBy(orders, viewer);
  return sql<boolean>`(${orderOwnedBy(orders, viewer)}
    OR (${availableToDesigners(orders)} AND NOT ${clientNames(orders, viewer.id, 'blocked')}))`;
}

/**
 * A stored media file the viewer may see: a catalogue example (public), their own upload or their draft's, and
 * the originals (every frame of a bracket set, and its blended preview) and deliveries of the orders visible to
 * them.
 */
export function mediaVisibleTo(
  media: string,
  viewer: { user: AccessViewer | null; draftId: string | null },
): RawBuilder<boolean> {
  const id = column(media, 'id');
  const ofVisibleOrder = viewer.user
    ? sql<boolean>`EXISTS (
        SELECT 1 FROM order_images oi JOIN orders o ON o.id = oi.order_id
        WHERE (
          oi.original_media_id = ${id} OR oi.edited_media_id = ${id}
          OR EXISTS (SELECT 1 FROM order_image_frames f WHERE f.order_image_id = oi.id AND f.media_id = ${id})
          OR EXISTS (SELECT 1 FROM bracket_previews bp WHERE bp.frames_key = oi.frames_key AND bp.media_id = ${id})
        ) AND ${orderVisibleTo('o', viewer.user)}
      )`
    : sql<boolean>`false`;
  return sql<boolean>`(
    ${viewer.user?.role === 'admin'}::boolean
    OR EXISTS (SELECT 1 FROM service_images si WHERE si.media_id = ${id})
    OR ${viewer.draftId ? equals(media, 'order_draft_id', viewer.draftId) : sql<boolean>`false`}
    OR ${viewer.user ? equals(media, 'owner_user_id', viewer.user.id) : sql<boolean>`false`}
    OR ${ofVisibleOrder}
  )`;
}

/**
 * An invoice the viewer may see and download: every invoice for an admin, a client's own (made out to them at the
 * payment), none for a designer.
 */
export function invoiceVisibleTo(invoices: string, viewer: AccessViewer): RawBuilder<boolean> {
  if (viewer.role === 'admin') return sql<boolean>`true`;
  if (viewer.role !== 'client') return sql<boolean>`false`;
  // A team's invoices are made out to its owner's account; its accountants see them too (issue 35).
  const team = sql`(SELECT g.id FROM organisations g WHERE g.owner_id = ${column(invoices, 'client_id')})`;
  return sql<boolean>`(${equals(invoices, 'client_id', viewer.id)} OR ${memberOf(team, viewer.id, ['owner', 'accountant'])})`;
}

/** The viewer of a client procedure (clientProcedure has checked the session). */
export const asClient = (id: string): AccessViewer => ({ id, role: 'client', approved: true });

/** The viewer of a designer procedure (designerProcedure has checked the session and the approval). */
export const asApprovedDesigner = (id: string): AccessViewer => ({ id, role: 'designer', approved: true });
