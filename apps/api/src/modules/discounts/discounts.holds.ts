// Holds on discount-code uses: a checkout (payments.start) holds one use of its order's code until the payment
// succeeds (the hold becomes the redemption), fails, is canceled, or the hold expires with the abandoned
// checkout. A code's available uses are `max_uses - uses - live holds of other checkouts`, so no more orders are
// paid with a code than it has uses, however many checkouts start at once.
import { type Currency, orderRules } from '@photoedit/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/tables';
import { codeColumns, isUsable } from './discounts.rules';

export interface HoldsViewer {
  now: Date;
  /** The checkout asking: its own hold (an order of this draft) does not count against it. */
  draftId?: string | null | undefined;
  /** The buyer asking: holds of their other unpaid orders do not count (their checkout replaces them). */
  contactEmail?: string | undefined;
}

/**
 * `discount_codes.uses` plus the live holds of other checkouts: the uses a new checkout must count. Holds from one
 * network count `discountHoldsPerNetwork` at most; a hold of unknown origin counts alone.
 */
export function usesWithHolds(viewer: HoldsViewer): RawBuilder<number> {
  return sql<number>`(discount_codes.uses + (
    select coalesce(sum(least(per_holder.holds, ${orderRules.discountHoldsPerNetwork})), 0)::int from (
      select count(*) as holds from discount_holds r
      join orders o on o.id = r.order_id
      where r.discount_code_id = discount_codes.id
        and r.expires_at > ${viewer.now}
        and o.order_draft_id is distinct from ${viewer.draftId ?? null}::uuid
        and o.contact_email is distinct from ${viewer.contactEmail ?? null}::citext
      group by coalesce(r.holder_network::text, r.order_id::text)
    ) per_holder
  ))`;
}

/** The network a hold is counted by: the address itself for IPv4, its /64 for IPv6 (one customer's range). */
const holderNetwork = (address: string | undefined) =>
  address
    ? sql<string>`network(set_masklen(${address}::inet, case family(${address}::inet) when 6 then 64 else 32 end))`
    : null;

export type HoldOutcome = 'held' | 'usedUp' | 'invalid';

/**
 * Holds one use of the code for the order's checkout (or renews its hold), in the caller's transaction. The code
 * row is locked first, so concurrent checkouts of one code are counted one after the other: with one use left
 * exactly one gets 'held'. 'invalid': inactive, expired or of another currency; 'usedUp': no use left.
 */
export async function holdDiscountUse(
  trx: Executor,
  order: {
    id: string;
    draftId: string | null;
    discountCodeId: string;
    currency: Currency;
    contactEmail: string;
    /** The checkout's client address (a confirmation from the provider has none). */
    address?: string | undefined;
  },
  now: Date,
): Promise<HoldOutcome> {
  // Lock first, count after: a statement that waited for the lock still sees the holds of its old snapshot,
  // so the count must be a new statement (READ COMMITTED takes a fresh snapshot per statement).
  await trx
    .selectFrom('discount_codes')
    .select('id')
    .where('id', '=', order.discountCodeId)
    .forUpdate()
    .execute();
  // One person pays one order at a time: a checkout replaces the holds of this code by their other unpaid orders.
  await trx
    .deleteFrom('discount_holds')
    .where('discount_code_id', '=', order.discountCodeId)
    .where('order_id', '<>', order.id)
    .where('order_id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('contact_email', '=', order.contactEmail) // citext: any case
        .where('paid_at', 'is', null),
    )
    .execute();
  const code = await trx
    .selectFrom('discount_codes')
    .select([...codeColumns.filter((column) => column !== 'uses')])
    .select(usesWithHolds({ now, draftId: order.draftId }).as('uses'))
    .where('id', '=', order.discountCodeId)
    .executeTakeFirst();
  if (!code) return 'invalid';
  if (!isUsable({ ...code, uses: 0 }, order.currency, now)) return 'invalid';
  if (!isUsable(code, order.currency, now)) return 'usedUp';
  const expiresAt = new Date(now.getTime() + orderRules.discountHoldMs);
  const latest = `${orderRules.discountHoldMaxMs} milliseconds`;
  await trx
    .insertInto('discount_holds')
    .values({
      order_id: order.id,
      discount_code_id: order.discountCodeId,
      expires_at: expiresAt,
      created_at: now,
      holder_network: holderNetwork(order.address),
    })
    // A renewal never reaches past the cap after the first hold (created_at).
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet({
        expires_at: sql<Date>`least(${expiresAt}, discount_holds.created_at + ${latest}::interval)`,
      }),
    )
    .execute();
  return 'held';
}

/** Lets go of an order's hold (payment failed or canceled, or the hold became the redemption). */
export async function releaseDiscountHold(trx: Executor, orderId: string): Promise<void> {
  await trx.deleteFrom('discount_holds').where('order_id', '=', orderId).execute();
}
