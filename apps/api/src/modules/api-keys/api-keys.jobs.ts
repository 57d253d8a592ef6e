// The API keys' background work: kept answers of Idempotency-Keys are forgotten after their day.
import { defineSchedule } from '../../jobs/job-definitions';
import type { Jobs } from '../../jobs/jobs';
import type { PlainServiceDeps } from '../service-deps';
import { forgetOldIdempotencyKeys } from './api-keys.idempotency';

export const idempotencyCleanupSchedule = defineSchedule({
  name: 'apiKeys.idempotencyCleanup',
  does: "forgets REST v1's kept answers of Idempotency-Keys older than a day",
  cron: '17 * * * *',
});

export function registerApiKeyJobs(jobs: Jobs, deps: PlainServiceDeps) {
  jobs.schedule(idempotencyCleanupSchedule, async () => {
    await forgetOldIdempotencyKeys(deps);
  });
}
