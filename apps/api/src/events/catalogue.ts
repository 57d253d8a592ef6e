// Every declared event, job and schedule in one list: the source of the "what happens after X" tables of
// docs/architecture.md (events/catalogue.test.ts checks the page against this) and of the jobs a server registers.

import type { JobDefinition, ScheduleDefinition } from '../jobs/job-definitions';
import { idempotencyCleanupSchedule } from '../modules/api-keys';
import { accessCodeRequested, identityCleanupSchedule } from '../modules/auth';
import { claimOpened, claimResolved } from '../modules/claims';
import { contactMessageReceived } from '../modules/contact';
import { mailRetrySchedule } from '../modules/mail';
import {
  bracketPreviewJob,
  bracketSetFormed,
  listingVariantJob,
  mediaCleanupSchedule,
} from '../modules/media';
import {
  orderAssigned,
  orderClaimed,
  orderCreated,
  orderDeleted,
  orderDelivered,
  orderStatusChanged,
  ordersAtRisk,
  ordersOverdue,
  overdueSchedule,
  photosAccepted,
  photosDelivered,
  preferredWindowSchedule,
  preferredWindowsEnded,
  pruneEventsSchedule,
  revisionRequested,
  slaAlertsSchedule,
  unpaidCleanupSchedule,
  unpaidOrdersDiscarded,
} from '../modules/orders';
import { creditPurchased, orderPaid, orderRefunded, paymentEnded, paymentStarted } from '../modules/payments';
import { teamMemberAdded } from '../modules/teams';
import { designerApproved } from '../modules/users';
import { webhookEndpointSwitchedOff, webhookPruneSchedule, webhookRetrySchedule } from '../modules/webhooks';
import type { Reaction } from './events';

/** What the catalogue reads of an event: its name, its cause and what its reactions do. */
export interface DeclaredEvent {
  name: string;
  when: string;
  reactions: readonly Pick<Reaction<never>, 'kind' | 'does' | 'liveKind'>[];
}

/** In the order of an order's life, then the other modules'. */
export const domainEvents: readonly DeclaredEvent[] = [
  orderCreated,
  unpaidOrdersDiscarded,
  paymentStarted,
  paymentEnded,
  orderPaid,
  orderClaimed,
  orderAssigned,
  orderStatusChanged,
  orderDelivered,
  photosDelivered,
  revisionRequested,
  photosAccepted,
  ordersAtRisk,
  ordersOverdue,
  preferredWindowsEnded,
  orderRefunded,
  creditPurchased,
  claimOpened,
  claimResolved,
  teamMemberAdded,
  webhookEndpointSwitchedOff,
  orderDeleted,
  accessCodeRequested,
  designerApproved,
  contactMessageReceived,
  bracketSetFormed,
];

export const jobDefinitions: readonly JobDefinition<unknown>[] = [listingVariantJob, bracketPreviewJob];

export const scheduleDefinitions: readonly ScheduleDefinition[] = [
  mailRetrySchedule,
  overdueSchedule,
  slaAlertsSchedule,
  preferredWindowSchedule,
  pruneEventsSchedule,
  mediaCleanupSchedule,
  unpaidCleanupSchedule,
  identityCleanupSchedule,
  webhookRetrySchedule,
  webhookPruneSchedule,
  idempotencyCleanupSchedule,
];

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The markdown of docs/architecture.md's "What happens after X": events, then jobs and schedules. */
export function whatHappensAfterTables(): string {
  const queuedBy = (job: string) =>
    domainEvents.filter((event) =>
      event.reactions.some((reaction) => reaction.does.startsWith(`queues ${job}:`)),
    );
  return [
    '| After | Raised when | What happens (in the same transaction) |',
    '| --- | --- | --- |',
    ...domainEvents.map(
      (event) =>
        `| \`${event.name}\` | ${cell(event.when)} | ${event.reactions.map((reaction) => cell(reaction.does)).join('<br>')} |`,
    ),
    '',
    '| Job | Runs | Does |',
    '| --- | --- | --- |',
    ...jobDefinitions.map(
      (job) =>
        `| \`${job.name}\` | queued by ${queuedBy(job.name)
          .map((event) => `\`${event.name}\``)
          .join(', ')} | ${cell(job.does)} |`,
    ),
    ...scheduleDefinitions.map(
      (schedule) => `| \`${schedule.name}\` | \`${schedule.cron}\` (UTC) | ${cell(schedule.does)} |`,
    ),
  ].join('\n');
}
