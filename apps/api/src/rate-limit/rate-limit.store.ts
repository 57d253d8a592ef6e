// Fixed-window rate limits counted in Postgres (rate_limit_buckets), so they hold across batched tRPC calls
// and across API nodes. One statement per hit: INSERT ... ON CONFLICT DO UPDATE ... RETURNING count.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/tables';
import { AppError } from '../errors';
import type { RateLimitName, RateLimitRule, RateLimits } from './rate-limit.windows';

/** 429 that carries its `Retry-After` header: the REST error handler and the tRPC adapter both send it. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'errors.RATE_LIMITED', { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}

/** Keys are hashed so e-mail addresses do not sit in the table in clear. */
const bucketKey = (name: string, subject: string) =>
  `${name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;

/** Where a subject stands in its window after a hit: what REST v1's `RateLimit` headers say. */
export interface LimitState {
  limit: number;
  remaining: number;
  windowSeconds: number;
  resetSeconds: number;
}

/** Counts one hit; throws RateLimitedError (with the seconds until the window ends) past the limit. */
export async function hit(
  db: Kysely<DB>,
  name: RateLimitName,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<LimitState> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const windowEnd = windowStart + rule.windowMs;
  const row = await db
    .insertInto('rate_limit_buckets')
    .values({
      key: bucketKey(name, subject),
      window_start: new Date(windowStart),
      count: 1,
      expires_at: new Date(windowEnd),
    })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit_buckets.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const resetSeconds = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
  if (row.count > rule.limit) throw new RateLimitedError(resetSeconds);
  return {
    limit: rule.limit,
    remaining: rule.limit - row.count,
    windowSeconds: Math.round(rule.windowMs / 1000),
    resetSeconds,
  };
}

/** Counts a hit in every named limit (all are counted, the first exceeded one throws). */
export async function hitAll(
  db: Kysely<DB>,
  limits: RateLimits,
  hits: [RateLimitName, string][],
  now: Date,
): Promise<void> {
  let exceeded: RateLimitedError | undefined;
  for (const [name, subject] of hits) {
    try {
      await hit(db, name, limits[name], subject, now);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      if (!exceeded || error.retryAfterSeconds > exceeded.retryAfterSeconds) exceeded = error;
    }
  }
  if (exceeded) throw exceeded;
}

/** Removes finished windows; run by a scheduled job. */
export async function deleteExpiredBuckets(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit_buckets').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
