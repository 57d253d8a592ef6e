import { z } from 'zod';
import { AppErrorCode } from './errors';

// Transport facts shared by the API and its clients.
export const apiBasePath = '/api';
export const trpcPath = '/api/trpc';
/** Requests per tRPC batch the API accepts; set the client's httpBatchLink `maxItems` to this or lower. */
export const trpcMaxBatchSize = 10;
/** Longest GET URL a client should build (httpBatchLink `maxURLLength`); the server's header limit is 16 KiB. */
export const trpcMaxUrlLength = 8000;
/** Largest JSON request body the API reads. */
export const apiJsonBodyLimitBytes = 1024 * 1024;
/** Request header carrying the interface language (en|pl); Accept-Language is the fallback. */
export const languageHeader = 'x-language';

export const FieldIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

/** The body of every REST error response. `messageKey` is the i18n key the apps translate. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: AppErrorCode,
    message: z.string(),
    messageKey: z.string(),
    issues: z.array(FieldIssue).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** `error.data` of a tRPC error response (TRPCClientError#data). */
export const TrpcErrorData = z.object({
  code: z.string(),
  httpStatus: z.number(),
  appCode: AppErrorCode,
  messageKey: z.string(),
  path: z.string().optional(),
  issues: z.array(FieldIssue).optional(),
});
export type TrpcErrorData = z.infer<typeof TrpcErrorData>;

/** GET /api/health: 200 when the database and the media store answer, else 503 naming which does not. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  /** The media store (local disk or S3): uploads and downloads need it. */
  storage: z.enum(['ok', 'unavailable']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * GET /api/ready: whether a load balancer should send this node traffic: 200 when the database answers and has
 * every migration this node's code expects; 503 otherwise, and while the node is shutting down.
 */
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unavailable', 'behind']),
  storage: z.enum(['ok', 'unavailable']),
  /**
   * Live updates: 'ok' while LISTEN delivers; 'polling' when it does not (a transaction-mode pooler, a lost
   * connection) and this node reads changes every few seconds instead. The node stays ready either way.
   */
  listen: z.enum(['ok', 'polling']),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
