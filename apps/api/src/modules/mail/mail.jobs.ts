// The mail module's scheduled work (jobs/job-definitions.ts). New mail wakes delivery through NOTIFY
// (mail.outbox.ts); this picks up retries that have come due.
import { defineSchedule } from '../../jobs/job-definitions';
import type { Jobs } from '../../jobs/jobs';
import type { MailDelivery } from './mail.delivery';

export const mailRetrySchedule = defineSchedule({
  name: 'mail.retry',
  does: 'sends the mail whose retry has come due',
  cron: '* * * * *',
});

export function registerMailJobs(jobs: Jobs, mail: Pick<MailDelivery, 'run'>): void {
  jobs.schedule(mailRetrySchedule, () => mail.run());
}
