// Which database failures mean "come back in a moment" (503 with Retry-After) rather than a fault of ours: the
// server restarting, failing over or refusing connections, a connection dropped under a query, or no connection
// free in time. A managed PostgreSQL does each of these in routine maintenance.
import { AppError } from '../errors';

/** Seconds a client is asked to wait (Retry-After) when the database cannot serve the request. */
export const unavailableRetryAfterSeconds = 5;

/** SQLSTATEs of shutdown, start-up and lost connections: 57P01–57P03 and class 08, and no free slot (53300). */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a connection to a server that is away. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** pg's own messages for a connection that ended or cannot be used (they carry no code). */
const unavailableMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
const poolTimeoutMessage = 'timeout exceeded when trying to connect';

export type DatabaseUnavailability = 'busy' | 'unreachable';

/** Why the database cannot serve now, or undefined when the error is of another kind (a bad query, a bug). */
export function databaseUnavailability(error: unknown): DatabaseUnavailability | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, code } = error as { message?: unknown; code?: unknown };
  if (typeof message === 'string' && message.startsWith(poolTimeoutMessage)) return 'busy';
  if (typeof code === 'string') {
    if (code === '53300') return 'busy';
    if (unavailableSqlStates.has(code) || code.startsWith('08') || unavailableSocketCodes.has(code))
      return 'unreachable';
  }
  if (typeof message === 'string' && unavailableMessages.some((text) => message.startsWith(text)))
    return 'unreachable';
  return undefined;
}

const messages: Record<DatabaseUnavailability, string> = {
  busy: 'No database connection is free right now. Please try again in a moment.',
  unreachable: 'The database cannot be reached right now. Please try again in a moment.',
};

/** The error as UNAVAILABLE (503, Retry-After) when the database is away or busy; anything else unchanged. */
export function unavailableOr(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const why = databaseUnavailability(error);
  if (why === undefined) return error;
  return new AppError('UNAVAILABLE', undefined, {
    message: messages[why],
    cause: error,
    headers: { 'retry-after': String(unavailableRetryAfterSeconds) },
  });
}
