// billing.*: the signed-in client's Billing page: credit (issue 34), who invoices are made out to and the invoices
// themselves (issue 35), of their own account or their team's (its owner and accountants; an orderer: 403).
// admin.invoices.* and admin.creditPacks.*: the console's.
import {
  AdminCreditPackInput,
  AdminCreditPackUpdate,
  AdminInvoicesInput,
  AdminInvoicesMonth,
  BillingDetails,
  BillingOverview,
  BillingProfile,
  BuyPackInput,
  ConfirmPackInput,
  CreditPack,
  CreditPurchaseStatus,
  InvoiceSummary,
  PackPaymentStart,
} from '@photoedit/contracts';
import { z } from 'zod';
import { rateLimit } from '../../rate-limit/rate-limit.middleware';
import { createRouter } from '../../trpc/init';
import { adminProcedure, clientProcedure } from '../../trpc/procedures';
import { billingOverview, changePack, createPack, listPacks } from '../credits';
import { clientInvoices, monthInvoices } from '../invoices';
import { buyPack, confirmPackOffline, purchaseStatus } from '../payments';
import { billingAccountFor } from '../teams';
import { saveBillingProfile } from './billing.profile';
import { billingProfileOf } from './billing.queries';

export const billingRouter = createRouter({
  /** The credit balance per currency and its movements, newest first. */
  overview: clientProcedure
    .output(BillingOverview)
    .query(async ({ ctx }) => billingOverview(ctx, await billingAccountFor(ctx.db, ctx.user.id))),

  /** Who the client's invoices are made out to (null before the first time). */
  profile: clientProcedure
    .output(BillingProfile)
    .query(async ({ ctx }) => billingProfileOf(ctx.db, await billingAccountFor(ctx.db, ctx.user.id))),

  /** Saves the billing profile whole; a VAT ID failing its country's checksum is a translated 400. */
  saveProfile: clientProcedure
    .input(BillingDetails)
    .output(BillingProfile)
    .mutation(async ({ ctx, input }) =>
      saveBillingProfile(ctx, await billingAccountFor(ctx.db, ctx.user.id), input),
    ),

  /** The prepaid credit packs on offer (issue 35). */
  packs: clientProcedure
    .input(z.void())
    .output(z.array(CreditPack))
    .query(({ ctx }) => listPacks(ctx, true)),

  /** Buys a pack: a purchase and its payment with the provider (confirmed by Stripe's webhook, or confirmPack). */
  buyPack: clientProcedure
    .use(rateLimit('payment'))
    .input(BuyPackInput)
    .output(PackPaymentStart)
    .mutation(async ({ ctx, input }) =>
      buyPack(ctx, await billingAccountFor(ctx.db, ctx.user.id), input.packId, ctx.lang),
    ),

  /** The offline test payment of a purchase (development and tests). */
  confirmPack: clientProcedure
    .use(rateLimit('payment'))
    .input(ConfirmPackInput)
    .output(CreditPurchaseStatus)
    .mutation(async ({ ctx, input }) =>
      confirmPackOffline(ctx, await billingAccountFor(ctx.db, ctx.user.id), input.purchaseId),
    ),

  /** Whether a purchase is paid (after Stripe's return). */
  purchase: clientProcedure
    .input(ConfirmPackInput)
    .output(CreditPurchaseStatus)
    .query(async ({ ctx, input }) =>
      purchaseStatus(ctx, await billingAccountFor(ctx.db, ctx.user.id), input.purchaseId),
    ),

  /** The client's invoices and correcting invoices, newest first, each with its PDF's address. */
  invoices: clientProcedure
    .input(z.void())
    .output(z.array(InvoiceSummary))
    .query(async ({ ctx }) => clientInvoices(ctx, await billingAccountFor(ctx.db, ctx.user.id))),
});

export const invoicesAdminRouter = createRouter({
  /** Every invoice issued in a month (the seller's calendar), in the order issued. */
  month: adminProcedure
    .input(AdminInvoicesInput)
    .output(AdminInvoicesMonth)
    .query(({ ctx, input }) => monthInvoices(ctx, input.month)),
});

export const creditPacksAdminRouter = createRouter({
  /** Every pack, on offer or not. */
  list: adminProcedure
    .input(z.void())
    .output(z.array(CreditPack))
    .query(({ ctx }) => listPacks(ctx, false)),
  create: adminProcedure
    .input(AdminCreditPackInput)
    .output(CreditPack)
    .mutation(({ ctx, input }) => createPack(ctx, input)),
  /** Changes a pack (a purchase already made keeps what it was sold with). */
  update: adminProcedure
    .input(AdminCreditPackUpdate)
    .output(CreditPack)
    .mutation(({ ctx, input: { packId, ...pack } }) => changePack(ctx, packId, pack)),
});
