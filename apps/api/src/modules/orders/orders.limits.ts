// Per-IP rate limits of the public ordering procedures (Postgres-backed, shared by API nodes).
import type { RateLimitName } from '../../config';
import { createMiddleware } from '../../trpc/init';
import { hit, RateLimitedError } from '../auth/rate-limit';

export const limitPerIp = (name: RateLimitName) =>
  createMiddleware(async ({ ctx, next }) => {
    try {
      await hit(ctx.db, name, ctx.config.rateLimits[name], ctx.req.ip, ctx.now());
    } catch (error) {
      if (error instanceof RateLimitedError) ctx.res.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    return next();
  });
