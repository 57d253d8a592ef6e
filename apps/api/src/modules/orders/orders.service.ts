// Orders from the wizard: the price quote, creation from a draft (one transaction), the order's access token
// and its public status for /payment-success.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  type Currency,
  isBelowMinimumCharge,
  type Language,
  minimumChargeMinor,
  type OrderAccess,
  type OrderCreateInput,
  type OrderCreateOutput,
  type OrderPublicStatus,
  orderMessageKeys,
  type PriceQuote,
  type PriceQuoteInput,
  type TurnaroundTier,
} from '@photoedit/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/tables';
import { AppError } from '../../errors';
import { emit } from '../../events/events';
import { pendingOrderHandover } from '../auth';
import { checkedBillingDetails } from '../billing';
import { recordCheckoutSpending } from '../credits';
import { findDiscountCode, isUsable } from '../discounts';
import { draftTokenHash } from '../media';
import type { ServiceDeps } from '../service-deps';
import { loadServices } from '../services';
import { refuseAccountantOrder } from '../teams';
import { type Buyer, checkoutCredit, quoteCredit } from './orders.credit';
import { orderCreated, unpaidOrdersDiscarded } from './orders.events';
import { checkOrderFiles } from './orders.files';
import { quote } from './orders.pricing';
import {
  countOrderImages,
  deleteUnpaidOrder,
  deleteUnpaidOrders,
  insertOrder,
  isDeactivatedClient,
  lockLiveDraft,
  lockOrderOfDraft,
  lockUnpaidOrdersCreatedBefore,
  type ParsedCreate,
  selectOrder,
} from './orders.queries';
import { offeredTurnaround } from './orders.turnaround';
import { selectBlendSurcharges } from './pricing-settings.queries';

type ParsedQuote = z.output<typeof import('@photoedit/contracts').PriceQuoteInput>;

export type { OrderCreateInput, PriceQuoteInput };

export type OrdersDeps = ServiceDeps<'jwtSecret'>;

/** The order's capability: HMAC of its id under a key derived from the JWT secret (no column needed). */
export const orderAccessToken = (secret: string, orderId: string) =>
  createHmac('sha256', `photoedit-order-access:${secret}`).update(orderId).digest('base64url');

export function checkOrderAccess(secret: string, access: OrderAccess): boolean {
  const expected = Buffer.from(orderAccessToken(secret, access.orderId));
  const given = Buffer.from(access.accessToken);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const notFound = () =>
  new AppError('NOT_FOUND', orderMessageKeys.orderNotFound, { message: 'No such order.' });

/** The order of a valid access, or NOT_FOUND (the same answer for a wrong token and an unknown id). */
export async function orderByAccess(deps: OrdersDeps, access: OrderAccess) {
  if (!checkOrderAccess(deps.config.jwtSecret, access)) throw notFound();
  const order = await selectOrder(deps.db, access.orderId);
  if (!order) throw notFound();
  return order;
}

export async function priceQuote(
  deps: OrdersDeps,
  input: ParsedQuote,
  lang: Language,
  draftId: string | null = null,
  buyer: Buyer | null = null,
): Promise<PriceQuote> {
  const services = await loadServices(
    deps.db,
    input.images.flatMap((image) => image.serviceIds),
    input.lang ?? lang,
  );
  const now = deps.now();
  const code =
    input.discountCode === undefined
      ? undefined
      : await findDiscountCode(deps.db, input.discountCode, { now, draftId });
  const priced = quote(
    input.images,
    services,
    code,
    now,
    await offeredTurnaround(deps.db, input.turnaround),
    await selectBlendSurcharges(deps.db),
    input.currency,
  );
  const creditMinor = await quoteCredit(deps.db, buyer, priced);
  return creditMinor > 0 ? { ...priced, creditMinor } : priced;
}

const refuse = (messageKey: string, message: string) => new AppError('BAD_INPUT', messageKey, { message });

/**
 * A total under the card provider's minimum charge is refused here, never sent to the provider (null credit:
 * checkoutCredit found the total below the minimum and not covered by credit).
 */
function refuseUnpayable(priced: { totalMinor: number; currency: Currency }, creditMinor: number | null) {
  const left = priced.totalMinor - (creditMinor ?? 0);
  const payable =
    creditMinor !== null && (left > 0 ? !isBelowMinimumCharge(left, priced.currency) : creditMinor > 0);
  if (!payable) {
    throw refuse(
      orderMessageKeys.belowMinimumCharge,
      `The total is below the smallest card payment (${minimumChargeMinor[priced.currency]} minor units of ${priced.currency}).`,
    );
  }
}

/**
 * A deactivated client's e-mail cannot place an order: the account would stay deactivated and its sign-in link
 * could not work. Refused before any payment (docs/ordering.md).
 */
export async function refuseDeactivatedClient(db: Executor, email: string): Promise<void> {
  if (await isDeactivatedClient(db, email)) {
    throw new AppError('CONFLICT', orderMessageKeys.accountDeactivated, {
      message: 'The account of this e-mail address has been deactivated.',
    });
  }
}

/**
 * Creates the unpaid order of a draft: every image must be a ready upload of this draft; services must exist
 * and be active; prices are the catalogue's at this moment. An unpaid order of the same draft is replaced
 * (the client went back and changed something); a paid one is refused. All in one transaction.
 */
export async function createOrder(
  deps: OrdersDeps,
  draftToken: string | undefined,
  input: ParsedCreate,
  buyer: Buyer | null = null,
): Promise<OrderCreateOutput & { replacedIntent: { provider: string; id: string } | null }> {
  const now = deps.now();
  if (!draftToken) throw refuse(orderMessageKeys.draftInvalid, 'The X-Draft-Token header is missing.');
  return deps.db.transaction().execute(async (trx) => {
    const draft = await lockLiveDraft(trx, draftTokenHash(draftToken), now);
    if (!draft) throw refuse(orderMessageKeys.draftInvalid, 'The draft is unknown or expired.');

    await checkOrderFiles(trx, draft.id, input);
    const billing = input.billing ? checkedBillingDetails(input.billing) : null;

    const services = await loadServices(
      trx,
      input.images.flatMap((image) => image.serviceIds),
      input.language,
    );
    const code =
      input.discountCode === undefined
        ? undefined
        : await findDiscountCode(trx, input.discountCode, {
            now,
            draftId: draft.id,
            contactEmail: input.contact.email,
          });
    const priced = quote(
      input.images,
      services,
      code,
      now,
      await offeredTurnaround(trx, input.turnaround),
      await selectBlendSurcharges(trx),
      input.currency,
    );
    if (input.discountCode !== undefined && priced.discount === null) {
      // A good code whose uses are all taken (or held by other checkouts) says so; anything else is invalid.
      if (code && isUsable({ ...code, uses: 0 }, priced.currency, now)) {
        throw new AppError('CONFLICT', orderMessageKeys.discountUsedUp, {
          message: 'Every use of this discount code is taken. Remove it to pay the full price.',
        });
      }
      throw refuse(orderMessageKeys.invalidDiscountCode, 'Invalid discount code.');
    }
    await refuseDeactivatedClient(trx, input.contact.email);
    await refuseAccountantOrder(trx, input.contact.email, buyer?.role === 'client' ? buyer.id : null);

    const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest();
    let replacedIntent: { provider: string; id: string } | null = null;
    const previous = await lockOrderOfDraft(trx, draft.id);
    if (previous) {
      if (previous.payment_status === 'paid' || previous.payment_status === 'refunded') {
        throw new AppError('CONFLICT', orderMessageKeys.alreadyPaid, {
          message: 'This draft has become a paid order already.',
        });
      }
      if (
        previous.request_fingerprint?.equals(fingerprint) &&
        previous.total_minor + previous.credit_minor === priced.totalMinor &&
        previous.payment_status === 'awaiting_payment'
      ) {
        // The same request again (a double click, a retry after a lost answer): the same order.
        return {
          orderId: previous.id,
          orderNumber: previous.order_number,
          accessToken: orderAccessToken(deps.config.jwtSecret, previous.id),
          quote: previous.credit_minor > 0 ? { ...priced, creditMinor: previous.credit_minor } : priced,
          replacedIntent: null,
        };
      }
      if (previous.payment_provider && previous.payment_intent_id) {
        replacedIntent = { provider: previous.payment_provider, id: previous.payment_intent_id };
      }
      await emit({ trx, now }, unpaidOrdersDiscarded, { orderIds: [previous.id] });
      await deleteUnpaidOrder(trx, previous.id);
    }

    // After the replaced order gave back what it spent: the balance is locked until this checkout commits.
    const { clientId, creditMinor } = await checkoutCredit(trx, buyer, {
      contactEmail: input.contact.email,
      currency: priced.currency,
      totalMinor: priced.totalMinor,
    });
    refuseUnpayable(priced, creditMinor);
    const order = await insertOrder(trx, {
      draftId: draft.id,
      input,
      priced,
      billing,
      creditMinor: creditMinor ?? 0,
      discountCodeId: priced.discount && code ? code.id : null,
      fingerprint,
      now,
    });
    if (clientId && creditMinor) {
      await recordCheckoutSpending(trx, {
        clientId,
        currency: priced.currency,
        amountMinor: creditMinor,
        orderId: order.id,
        orderNumber: order.order_number,
        now,
      });
    }
    await emit({ trx, now }, orderCreated, { orderId: order.id });
    return {
      orderId: order.id,
      orderNumber: order.order_number,
      accessToken: orderAccessToken(deps.config.jwtSecret, order.id),
      quote: creditMinor ? { ...priced, creditMinor } : priced,
      replacedIntent,
    };
  });
}

export async function publicStatus(deps: OrdersDeps, access: OrderAccess): Promise<OrderPublicStatus> {
  const order = await orderByAccess(deps, access);
  const paid = order.paid_at !== null;
  const [imageCount, signInToken] = await Promise.all([
    countOrderImages(deps.db, order.id),
    paid ? pendingOrderHandover(deps.db, deps.config.jwtSecret, order.id, deps.now()) : null,
  ]);
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    status: order.status,
    paymentStatus: order.payment_status,
    paid,
    email: order.contact_email,
    totalMinor: order.total_minor,
    currency: order.currency,
    provider: order.payment_provider,
    imageCount,
    turnaround: {
      tier: order.turnaround as TurnaroundTier,
      hours: order.turnaround_hours,
      amountMinor: order.turnaround_minor,
    },
    dueAt: order.due_at ? order.due_at.toISOString() : null,
    signInToken,
  };
}

/** Unpaid orders are deleted this long after creation (their draft and uploads then go with the media clean-up). */
export const unpaidOrderRetentionMs = 7 * 24 * 60 * 60 * 1000;

/** Unpaid orders one run of the orders.cleanup job deletes at most (a run stays well under a second). */
export const unpaidOrdersPerRun = 1000;

/**
 * Deletes orders never paid within `unpaidOrderRetentionMs` (a Stripe payment still arriving for one is recorded
 * and logged, not applied), at most `unpaidOrdersPerRun` per run. Returns how many were deleted.
 */
export async function deleteAbandonedUnpaidOrders(deps: Pick<OrdersDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  const before = new Date(now.getTime() - unpaidOrderRetentionMs);
  return deps.db.transaction().execute(async (trx) => {
    const orderIds = await lockUnpaidOrdersCreatedBefore(trx, before, unpaidOrdersPerRun);
    await emit({ trx, now }, unpaidOrdersDiscarded, { orderIds });
    await deleteUnpaidOrders(trx, orderIds);
    return orderIds.length;
  });
}
