// billing.*: the signed-in client's Billing page: credit (issue 34), who invoices are made out to and the invoices
// themselves (issue 35). admin.invoices.*: the month's invoices for the console.
import {
  AdminInvoicesInput,
  AdminInvoicesMonth,
  BillingDetails,
  BillingOverview,
  BillingProfile,
  InvoiceSummary,
} from '@photoedit/contracts';
import { z } from 'zod';
import { createRouter } from '../../trpc/init';
import { adminProcedure, clientProcedure } from '../../trpc/procedures';
import { billingOverview } from '../credits';
import { clientInvoices, monthInvoices } from '../invoices';
import { saveBillingProfile } from './billing.profile';
import { billingProfileOf } from './billing.queries';

export const billingRouter = createRouter({
  /** The credit balance per currency and its movements, newest first. */
  overview: clientProcedure.output(BillingOverview).query(({ ctx }) => billingOverview(ctx, ctx.user.id)),

  /** Who the client's invoices are made out to (null before the first time). */
  profile: clientProcedure.output(BillingProfile).query(({ ctx }) => billingProfileOf(ctx.db, ctx.user.id)),

  /** Saves the billing profile whole; a VAT ID failing its country's checksum is a translated 400. */
  saveProfile: clientProcedure
    .input(BillingDetails)
    .output(BillingProfile)
    .mutation(({ ctx, input }) => saveBillingProfile(ctx, ctx.user.id, input)),

  /** The client's invoices and correcting invoices, newest first, each with its PDF's address. */
  invoices: clientProcedure
    .input(z.void())
    .output(z.array(InvoiceSummary))
    .query(({ ctx }) => clientInvoices(ctx, ctx.user.id)),
});

export const invoicesAdminRouter = createRouter({
  /** Every invoice issued in a month (the seller's calendar), in the order issued. */
  month: adminProcedure
    .input(AdminInvoicesInput)
    .output(AdminInvoicesMonth)
    .query(({ ctx, input }) => monthInvoices(ctx, input.month)),
});
