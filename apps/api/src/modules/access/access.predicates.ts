// Who may see and take what, as SQL predicates every query that needs one shares (ADR 014). A rule is written
// here once, as a Kysely expression over a table alias, and never again in another query or in a migration.
import { type RawBuilder, sql } from 'kysely';

/**
 * An order designers may claim: paid, nobody's, and pending. Available Orders lists these, a claim takes only one
 * of these, every approved designer may see its photos and hears of its changes.
 */
export const availableToDesigners = (orders: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${orders}.payment_status`)} = 'paid'
    AND ${sql.ref(`${orders}.paid_at`)} IS NOT NULL
    AND ${sql.ref(`${orders}.designer_id`)} IS NULL
    AND ${sql.ref(`${orders}.status`)} = 'pending')`;
