// Scheduled housekeeping of identity: finished rate-limit windows, forgotten login failures, expired codes,
// links and refresh tokens.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { defineSchedule } from '../../jobs/job-definitions';
import type { Jobs } from '../../jobs/jobs';
import { deleteExpiredBuckets } from '../../rate-limit/rate-limit.store';
import { deleteForgottenLoginFailures } from './login-throttle';

/** Rows kept this long after expiry (for reuse detection and support questions). */
const keepExpiredMs = 24 * 60 * 60 * 1000;

export async function deleteExpiredIdentityRows(db: Kysely<DB>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - keepExpiredMs);
  await deleteExpiredBuckets(db, now);
  await deleteForgottenLoginFailures(db, now);
  await db.deleteFrom('access_codes').where('expires_at', '<', before).execute();
  await db.deleteFrom('auto_login_tokens').where('expires_at', '<', before).execute();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).execute();
}

export const identityCleanupSchedule = defineSchedule({
  name: 'identity.cleanup',
  does: 'deletes finished rate-limit windows, forgotten login failures, and codes, links and tokens a day expired',
  cron: '17 * * * *',
});

export function registerIdentityJobs(jobs: Jobs, deps: { db: Kysely<DB>; now: () => Date }): void {
  jobs.schedule(identityCleanupSchedule, () => deleteExpiredIdentityRows(deps.db, deps.now()));
}
