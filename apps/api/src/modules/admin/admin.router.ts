// admin.*: the admin console's procedures, each module's own admin router composed here (users, orders and
// turnaround, services, discount codes), and the dashboard's figures and background jobs. Schemas from
// @photoedit/contracts, rules in each domain's module. See docs/admin-console.md.
import { AdminJobsOutput, AdminPromiseFigures, AdminStats } from '@photoedit/contracts';
import { z } from 'zod';
import { listJobRuns } from '../../jobs/job-runs';
import { createRouter } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { adminPromiseFigures, adminStats } from '../admin-stats';
import { apiKeysAdminRouter } from '../api-keys/api-keys.router';
import { creditPacksAdminRouter, invoicesAdminRouter } from '../billing/billing.router';
import { claimsAdminRouter } from '../claims/claims.router';
import { discountsAdminRouter } from '../discounts/discounts.admin.router';
import {
  assignmentAdminRouter,
  ordersAdminRouter,
  pricingAdminRouter,
  turnaroundAdminRouter,
} from '../orders/admin/admin-orders.router';
import { slaAdminRouter } from '../orders/sla/sla.router';
import { refundsAdminRouter } from '../payments/payments.admin.router';
import { servicesAdminRouter } from '../services/services.admin.router';
import { usersAdminRouter } from '../users/users.admin.router';

export const adminRouter = createRouter({
  users: usersAdminRouter,

  stats: adminProcedure
    .input(z.void())
    .output(AdminStats)
    .query(({ ctx }) => adminStats(ctx)),

  /** The figures behind the promises: on time per week and designer, credits granted, claims (issue 34). */
  promises: adminProcedure
    .input(z.void())
    .output(AdminPromiseFigures)
    .query(({ ctx }) => adminPromiseFigures(ctx)),

  /** Each background job's last run and error, on any node (the Dashboard's "Background jobs"). */
  jobs: adminProcedure
    .input(z.void())
    .output(AdminJobsOutput)
    .query(({ ctx }) => listJobRuns(ctx.db)),

  orders: ordersAdminRouter,
  services: servicesAdminRouter,
  turnaround: turnaroundAdminRouter,
  pricing: pricingAdminRouter,
  assignment: assignmentAdminRouter,
  discounts: discountsAdminRouter,
  refunds: refundsAdminRouter,
  claims: claimsAdminRouter,
  sla: slaAdminRouter,
  invoices: invoicesAdminRouter,
  creditPacks: creditPacksAdminRouter,
  apiKeys: apiKeysAdminRouter,
});
