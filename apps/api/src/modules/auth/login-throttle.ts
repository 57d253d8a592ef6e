// The per-account password throttle (ASVS 6.3): after a few failed logins for an e-mail, from any address, each
// further guess must wait an exponentially growing delay, capped at a minute, or is answered 429 without the
// password being checked. It slows guessing to at most ~60 an hour per account however many addresses are used,
// while a stranger can never make the owner wait more than the cap: no lock-out to hold. Failures are counted
// for unknown e-mails too, so the answer reveals nothing about which accounts exist.
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/tables';
import { RateLimitedError } from '../../rate-limit/rate-limit.store';

export const loginThrottle = {
  /** Failed guesses allowed without any delay. */
  freeFailures: 5,
  /** The delay after the first throttled failure; it doubles with each further one. */
  firstDelayMs: 1_000,
  /** The longest wait between two guesses: what a stranger can make the owner wait, at most. */
  maxDelayMs: 60_000,
  /** A quiet hour forgets the failures. */
  forgetAfterMs: 60 * 60_000,
} as const;

const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** The wait before the next guess once `failures` guesses have failed. */
export function delayAfterFailures(failures: number): number {
  if (failures < loginThrottle.freeFailures) return 0;
  const doublings = Math.min(failures - loginThrottle.freeFailures, 30);
  return Math.min(loginThrottle.firstDelayMs * 2 ** doublings, loginThrottle.maxDelayMs);
}

/**
 * Takes the account's turn for one guess, or throws RateLimitedError (429, Retry-After) when it must wait.
 * One conditional statement, so parallel guesses from many addresses get one turn between them.
 */
export async function claimLoginAttempt(db: Kysely<DB>, email: string, now: Date): Promise<void> {
  const key = accountKey(email);
  const forgetBefore = new Date(now.getTime() - loginThrottle.forgetAfterMs);
  const row = await db
    .selectFrom('login_failures')
    .select(['failures', 'last_failed_at', 'next_attempt_at'])
    .where('account_key', '=', key)
    .executeTakeFirst();
  if (!row || row.failures < loginThrottle.freeFailures || row.last_failed_at < forgetBefore) return;
  const claimed = await db
    .updateTable('login_failures')
    .set({ next_attempt_at: new Date(now.getTime() + delayAfterFailures(row.failures)) })
    .where('account_key', '=', key)
    .where('next_attempt_at', '<=', now)
    .returning('account_key')
    .executeTakeFirst();
  if (claimed) return;
  const current = await db
    .selectFrom('login_failures')
    .select('next_attempt_at')
    .where('account_key', '=', key)
    .executeTakeFirst();
  const waitMs = (current?.next_attempt_at ?? now).getTime() - now.getTime();
  throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** Counts a failed guess (a quiet hour starts the count again) and sets when the next one may be checked. */
export async function recordLoginFailure(db: Kysely<DB>, email: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - loginThrottle.forgetAfterMs);
  const row = await db
    .insertInto('login_failures')
    .values({ account_key: accountKey(email), failures: 1, last_failed_at: now, next_attempt_at: now })
    .onConflict((oc) =>
      oc.column('account_key').doUpdateSet({
        failures: sql<number>`case when login_failures.last_failed_at < ${forgetBefore} then 1 else login_failures.failures + 1 end`,
        last_failed_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('login_failures')
    .set({ next_attempt_at: new Date(now.getTime() + delayAfterFailures(row.failures)) })
    .where('account_key', '=', accountKey(email))
    .execute();
}

/** A successful sign-in forgets the failures. */
export async function clearLoginFailures(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_key', '=', accountKey(email)).execute();
}

/** Housekeeping: failures nobody has added to for the forget period. */
export async function deleteForgottenLoginFailures(db: Kysely<DB>, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - loginThrottle.forgetAfterMs);
  await db.deleteFrom('login_failures').where('last_failed_at', '<', forgetBefore).execute();
}
