import { z } from 'zod';

/**
 * Domain error codes shared by the API and the apps. The API maps each to a tRPC code and HTTP status;
 * the apps translate `errors.<code>` from @photoedit/i18n.
 */
export const appErrorCodes = [
  'BAD_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** The API could not get a database connection in time (overloaded or restarting); try again shortly. */
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export const AppErrorCode = z.enum(appErrorCodes);
export type AppErrorCode = z.infer<typeof AppErrorCode>;
