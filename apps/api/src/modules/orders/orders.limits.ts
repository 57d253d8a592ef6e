// Per-IP rate limits of the public ordering procedures (Postgres-backed, shared by API nodes).
import type { RateLimitName } from '../../config';
import { createMiddleware } from '../../trpc/init';
import { hit } from '../auth/rate-limit';

export const limitPerIp = (name: RateLimitName) =>
  createMiddleware(async ({ ctx, next }) => {
    await hit(ctx.db, name, ctx.config.rateLimits[name], ctx.req.ip, ctx.now());
    return next();
  });
