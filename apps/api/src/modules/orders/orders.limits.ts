// Per-IP rate limits of the public ordering procedures (Postgres-backed, shared by API nodes).
import { draftTokenHeader } from '@photoedit/contracts';
import type { RateLimitName } from '../../config';
import { createMiddleware } from '../../trpc/init';
import { hit } from '../auth/rate-limit';
import { selectLiveDraft } from '../media/media.queries';
import { draftTokenHash } from '../media/media.service';

export const limitPerIp = (name: RateLimitName) =>
  createMiddleware(async ({ ctx, next }) => {
    await hit(ctx.db, name, ctx.config.rateLimits[name], ctx.req.ip, ctx.now());
    return next();
  });

/**
 * One limit for every call that tells whether a discount code is valid (orders.quote, orders.create,
 * discounts.check), counted only when the call carries a code, so guessing codes through any of them shares it.
 * Use after `.input()`.
 */
export const limitDiscountCodeChecks = createMiddleware(async ({ ctx, input, next }) => {
  const fields = (input ?? {}) as { discountCode?: unknown; code?: unknown };
  if (typeof fields.discountCode === 'string' || typeof fields.code === 'string') {
    const name: RateLimitName = 'discountCheckPerIp';
    await hit(ctx.db, name, ctx.config.rateLimits[name], ctx.req.ip, ctx.now());
  }
  return next();
});

/** The live draft of the request's X-Draft-Token header (the wizard's checkout), or null. */
export async function requestDraftId(ctx: {
  db: Parameters<typeof selectLiveDraft>[0];
  req: { headers: Record<string, string | string[] | undefined> };
  now: () => Date;
}): Promise<string | null> {
  const token = ctx.req.headers[draftTokenHeader];
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return (await selectLiveDraft(ctx.db, draftTokenHash(token), ctx.now()))?.id ?? null;
}
