// The one way a call is rate-limited: `rateLimit(action)` in a tRPC procedure (before or after `.input()`: it
// reads the raw input), `enforceLimits(deps, action, input, ip)` in a REST route. Both count every limit of the
// action in Postgres (rate-limit.store.ts), so a batch of ten calls counts ten on every API node; past a limit
// the RateLimitedError carries its Retry-After, which both adapters send.
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { createMiddleware } from '../trpc/init';
import { type LimitedAction, limitsFor } from './rate-limit.rules';
import { hitAll } from './rate-limit.store';
import type { RateLimits } from './rate-limit.windows';

export type { LimitedAction } from './rate-limit.rules';

export function enforceLimits(
  deps: { db: Kysely<DB>; config: { rateLimits: RateLimits }; now: () => Date },
  action: LimitedAction,
  input: unknown,
  ip: string,
): Promise<void> {
  return hitAll(deps.db, deps.config.rateLimits, limitsFor(action, input, ip), deps.now());
}

export const rateLimit = (action: LimitedAction) =>
  createMiddleware(async ({ ctx, getRawInput, next }) => {
    await enforceLimits(ctx, action, await getRawInput(), ctx.req.ip);
    return next();
  });
