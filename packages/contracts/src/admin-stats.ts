// The admin Dashboard's figures and background jobs (admin.stats, admin.jobs).
import { z } from 'zod';
import { Currency, OrderStatus, Role } from './enums';

const Count = z.number().int().nonnegative();
const Money = z.object({ currency: Currency, amountMinor: z.number().int().nonnegative() });

// ── Stats ───────────────────────────────────────────────────────────────────────────────────────────────────

/** `admin.stats`: what the Dashboard tab shows. "Today" and "this week" (from Monday) are UTC calendar periods. */
export const AdminStats = z.object({
  /** Paid orders by status. */
  ordersByStatus: z.record(OrderStatus, Count),
  /** Paid orders whose payment arrived today / this week. */
  ordersToday: Count,
  ordersThisWeek: Count,
  /** Orders created but not paid (still awaiting payment, failed or canceled). */
  unpaidOrders: Count,
  /**
   * What cards paid, less what went back (refunds), per currency; paid orders deleted since are counted too.
   * Credit spent at checkout is not revenue: it was given earlier.
   */
  revenue: z.array(Money),
  revenueThisWeek: z.array(Money),
  /** The part of `revenue` paid for orders an admin deleted since, per currency. */
  revenueOfDeletedOrders: z.array(Money),
  /** What went back to cards (refunds), per currency (issue 34). */
  refunds: z.array(Money),
  /** Paid orders no designer has claimed yet. */
  unassignedPaidOrders: Count,
  /** Paid orders past their delivery deadline and not completed. */
  overdueOrders: Count,
  /** Completed orders, and those first delivered by their due time (ARCHITECTURE §7: the measured on-time rate). */
  completedOrders: Count,
  completedOnTime: Count,
  usersByRole: z.record(Role, Count),
  designersAwaitingApproval: Count,
});
export type AdminStats = z.infer<typeof AdminStats>;

/** One background job's last run, on any node (`job_runs`). */
export const AdminJobRun = z.object({
  /** The job's name, e.g. `mail.retry`. */
  job: z.string(),
  lastStartedAt: z.iso.datetime(),
  lastSucceededAt: z.iso.datetime().nullable(),
  lastFailedAt: z.iso.datetime().nullable(),
  /** The last failure's message (kept after a later success, for the record). */
  lastError: z.string().nullable(),
  /** Failed runs since the last success: 0 when the last run succeeded. */
  failuresInARow: Count,
});
export type AdminJobRun = z.infer<typeof AdminJobRun>;

/** `admin.jobs`: every job that has run, failing ones first, then by name. */
export const AdminJobsOutput = z.array(AdminJobRun);
export type AdminJobsOutput = z.infer<typeof AdminJobsOutput>;

/** `admin.promises`: the figures behind the home page's promises (issue 34), for the last `weeks` UTC weeks. */
export const AdminPromiseFigures = z.object({
  weeks: z.array(
    z.object({
      /** Monday of the week (UTC), YYYY-MM-DD. */
      weekStart: z.string(),
      /** Orders first delivered that week, and how many by their due time. */
      delivered: Count,
      onTime: Count,
    }),
  ),
  designers: z.array(z.object({ id: z.uuid(), name: z.string(), delivered: Count, onTime: Count })),
  /** Credit granted by the system and the guarantee, per currency: how many credits and their total. */
  credits: z.array(
    z.object({
      currency: Currency,
      lateCount: Count,
      lateMinor: Count,
      guaranteeCount: Count,
      guaranteeMinor: Count,
    }),
  ),
  claims: z.object({ opened: Count, open: Count, redo: Count, refund: Count, credit: Count }),
});
export type AdminPromiseFigures = z.infer<typeof AdminPromiseFigures>;

/** How many weeks the promise figures cover. */
export const promiseFigureWeeks = 8;
