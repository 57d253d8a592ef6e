// tRPC's root: the request context and the error formatter that applies the AppError table.
import { defaultLanguage, isLanguage, type Language, liveRules } from '@photoedit/contracts';
import { initTRPC, type TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import { AppError, appCodeFromTrpc, appErrorTable, type FieldIssue, fieldIssues } from '../errors';
import type { JobEnqueuer } from '../events/events';
import type { Logger } from '../logger';
import { type Authentication, authenticateBearer } from '../modules/auth';
import type { LiveHub } from '../modules/orders';
import type { CatalogueCache } from '../modules/services';

export interface Context {
  db: Kysely<DB>;
  config: Config;
  log: Logger;
  /** The caller's interface language: the X-Language header, else Accept-Language, else English. */
  lang: Language;
  req: FastifyRequest;
  res: FastifyReply;
  /**
   * What the Bearer token proves (anonymous, refused, or an active user with an open session), checked on the first
   * call and remembered for the request (a batch shares it). Public procedures that do not ask never pay for the
   * signature check and the database lookup; the procedure ladder (procedures.ts) asks.
   */
  authentication: () => Promise<Authentication>;
  /** The clock (injectable for tests). */
  now: () => Date;
  /** Queues background work in a change's transaction (events/events.ts). */
  jobs: JobEnqueuer;
  /** The public catalogue, cached in memory (services/catalogue-cache.ts). */
  catalogue: CatalogueCache;
  /** This node's live streams (orders/live, ADR 010). */
  live: LiveHub;
}

export interface ContextDeps {
  db: Kysely<DB>;
  config: Config;
  now?: () => Date;
  jobs: JobEnqueuer;
  catalogue: CatalogueCache;
  live: LiveHub;
}

/**
 * The Authorization of a call: its header, or for a subscription the `token` of its connectionParams (an
 * EventSource cannot send headers; they come in the query string, which the request log leaves out).
 */
function authorizationOf(
  req: Pick<FastifyRequest, 'headers'>,
  info: CreateFastifyContextOptions['info'] | undefined,
): string | undefined {
  if (req.headers.authorization !== undefined || info?.type !== 'subscription')
    return req.headers.authorization;
  const token = info.connectionParams?.token;
  return typeof token === 'string' && token !== '' ? `Bearer ${token}` : undefined;
}

export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  const explicit = req.headers['x-language'];
  if (isLanguage(explicit)) return explicit;
  const accepted = req.headers['accept-language'] ?? '';
  for (const part of accepted.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return defaultLanguage;
}

export function createContextFactory(deps: ContextDeps) {
  const now = deps.now ?? (() => new Date());
  return async ({ req, res, info }: CreateFastifyContextOptions): Promise<Context> => {
    let authentication: Promise<Authentication> | undefined;
    return {
      db: deps.db,
      config: deps.config,
      log: req.log,
      lang: requestLanguage(req),
      req,
      res,
      authentication: () => {
        authentication ??= authenticateBearer(
          { headers: { authorization: authorizationOf(req, info) } },
          { db: deps.db, config: deps.config, now },
        );
        return authentication;
      },
      now,
      jobs: deps.jobs,
      catalogue: deps.catalogue,
      live: deps.live,
    };
  };
}

const hasIssues = (value: unknown): value is { issues: { path?: PropertyKey[]; message: string }[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { issues?: unknown }).issues);

/**
 * The error shape every tRPC response carries. `data.appCode` is the domain code (AppErrorCode) and
 * `data.messageKey` the translation key; internal errors say only a generic sentence outside development.
 */
export function formatError(
  error: TRPCError,
  options: { path: string | undefined; httpStatus: number; exposeInternals: boolean },
) {
  const { path, exposeInternals } = options;
  const appError = error.cause instanceof AppError ? error.cause : undefined;
  const appCode = appError?.code ?? appCodeFromTrpc(error.code);
  const mapping = appErrorTable[appCode];
  const trpcCode = appError ? mapping.trpc : error.code;
  const issues: FieldIssue[] | undefined =
    appError?.issues ??
    (error.code === 'BAD_REQUEST' && hasIssues(error.cause) ? fieldIssues(error.cause.issues) : undefined);

  let message: string;
  if (appError) message = appError.message;
  else if (appCode === 'INTERNAL') message = exposeInternals ? error.message : mapping.message;
  else if (issues) message = mapping.message;
  else message = error.message; // tRPC's own messages ("No procedure found on path ...") are safe

  return {
    message,
    code: TRPC_ERROR_CODES_BY_KEY[trpcCode],
    data: {
      code: trpcCode,
      httpStatus: appError ? mapping.status : options.httpStatus,
      appCode,
      messageKey: appError?.messageKey ?? `errors.${appCode}`,
      ...(path === undefined ? {} : { path }),
      ...(issues ? { issues } : {}),
      ...(exposeInternals && error.stack ? { stack: error.stack } : {}),
    },
  };
}

const t = initTRPC.context<Context>().create({
  // Stacks are added by formatError, in development only; tRPC's own default guesses from NODE_ENV.
  isDev: false,
  isServer: true,
  // Live streams (ADR 010): a ping on idle streams keeps proxies from closing them and tells the client it is alive.
  sse: {
    ping: { enabled: true, intervalMs: liveRules.pingMs },
    client: { reconnectAfterInactivityMs: liveRules.clientInactivityMs },
  },
  errorFormatter: ({ shape, error, path, ctx }) =>
    formatError(error, {
      path,
      httpStatus: shape.data.httpStatus,
      // No context (it failed to build) counts as production: reveal nothing.
      exposeInternals: ctx?.config.nodeEnv === 'development',
    }),
});

export const createRouter = t.router;
export const baseProcedure = t.procedure;
export const createMiddleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
