// The one domain error type and the one table mapping it to a tRPC code and an HTTP status. The tRPC error
// formatter and the REST error handler both use it, so a code means the same thing on either side.
import type { AppErrorCode, FieldIssue } from '@photoedit/contracts';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

interface AppErrorMapping {
  trpc: TRPC_ERROR_CODE_KEY;
  status: number;
  /** English fallback; apps show the translation of `errors.<code>` (or the error's messageKey). */
  message: string;
}

export const appErrorTable = {
  BAD_INPUT: { trpc: 'BAD_REQUEST', status: 400, message: 'The request is invalid.' },
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', status: 401, message: 'Please sign in.' },
  FORBIDDEN: { trpc: 'FORBIDDEN', status: 403, message: 'You are not allowed to do this.' },
  NOT_FOUND: { trpc: 'NOT_FOUND', status: 404, message: 'Not found.' },
  CONFLICT: { trpc: 'CONFLICT', status: 409, message: 'This conflicts with the current state.' },
  RATE_LIMITED: {
    trpc: 'TOO_MANY_REQUESTS',
    status: 429,
    message: 'Too many requests. Please try again later.',
  },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    trpc: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
    message: 'This content type is not supported.',
  },
  UNAVAILABLE: {
    trpc: 'SERVICE_UNAVAILABLE',
    status: 503,
    message: 'The service is busy. Please try again in a moment.',
  },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', status: 500, message: 'Something went wrong on our side.' },
} as const satisfies Record<AppErrorCode, AppErrorMapping>;

/** A problem with one input field: where (path) and what (message). */
export type { FieldIssue };

export interface AppErrorOptions {
  cause?: unknown;
  /** Field problems, for BAD_INPUT. */
  issues?: FieldIssue[];
  /** Safe, specific English text for the caller; defaults to the table's message. */
  message?: string;
  /** Response headers the refusal carries (e.g. `www-authenticate`); every adapter sends them. */
  headers?: Readonly<Record<string, string>>;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly issues: FieldIssue[] | undefined;
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    readonly code: AppErrorCode,
    /** Translation key of the user-facing message, e.g. 'errors.discountInvalid'; default `errors.<code>`. */
    readonly messageKey: string = `errors.${code}`,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? appErrorTable[code].message, { cause: options.cause });
    this.issues = options.issues;
    this.headers = options.headers;
  }

  get status(): number {
    return appErrorTable[this.code].status;
  }
}

/** Maps the codes tRPC raises by itself (parse errors, unknown procedures, ...) back to domain codes. */
export function appCodeFromTrpc(code: TRPC_ERROR_CODE_KEY): AppErrorCode {
  switch (code) {
    case 'PARSE_ERROR':
    case 'BAD_REQUEST':
    case 'UNPROCESSABLE_CONTENT':
    case 'METHOD_NOT_SUPPORTED':
    case 'PRECONDITION_FAILED':
    case 'PRECONDITION_REQUIRED':
      return 'BAD_INPUT';
    case 'UNAUTHORIZED':
      return 'UNAUTHENTICATED';
    case 'FORBIDDEN':
      return 'FORBIDDEN';
    case 'NOT_FOUND':
      return 'NOT_FOUND';
    case 'CONFLICT':
      return 'CONFLICT';
    case 'TOO_MANY_REQUESTS':
      return 'RATE_LIMITED';
    case 'PAYLOAD_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'SERVICE_UNAVAILABLE':
      return 'UNAVAILABLE';
    default:
      return 'INTERNAL';
  }
}

/** Maps an HTTP status that Fastify raised by itself (body too large, bad JSON, ...) to a domain code. */
export function appCodeFromStatus(status: number): AppErrorCode {
  const match = (Object.keys(appErrorTable) as AppErrorCode[]).find(
    (code) => appErrorTable[code].status === status,
  );
  if (match) return match;
  return status >= 400 && status < 500 ? 'BAD_INPUT' : 'INTERNAL';
}

/** Field issues of a zod (v4) error or any Standard Schema issue list. */
export function fieldIssues(
  issues: readonly { path?: readonly PropertyKey[]; message: string }[],
): FieldIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((key) => (typeof key === 'number' ? key : String(key))),
    message: issue.message,
  }));
}

export interface HttpErrorDescription {
  appCode: AppErrorCode;
  status: number;
  message: string;
  messageKey: string;
  issues?: FieldIssue[];
  /** True for failures of ours (5xx): they are logged with their stack. */
  internal: boolean;
}

/**
 * Describes any error thrown while handling an HTTP request: AppError by the table, zod errors and Fastify's
 * schema validation as BAD_INPUT with field issues, Fastify's own 4xx errors (body too large, bad JSON, wrong
 * content type) by status, anything else as INTERNAL with a generic message unless exposeInternals.
 */
export function describeHttpError(error: unknown, exposeInternals: boolean): HttpErrorDescription {
  if (error instanceof AppError) {
    return {
      appCode: error.code,
      status: error.status,
      message: error.message,
      messageKey: error.messageKey,
      ...(error.issues ? { issues: error.issues } : {}),
      // Failures of ours (5xx, a busy database included) are logged with their cause.
      internal: error.status >= 500,
    };
  }
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
    statusCode?: unknown;
    code?: unknown;
    issues?: unknown;
    validation?: unknown;
  };
  if (candidate.name === 'ZodError' && Array.isArray(candidate.issues)) {
    return {
      appCode: 'BAD_INPUT',
      status: 400,
      message: appErrorTable.BAD_INPUT.message,
      messageKey: 'errors.BAD_INPUT',
      issues: fieldIssues(candidate.issues),
      internal: false,
    };
  }
  if (Array.isArray(candidate.validation)) {
    const validation = candidate.validation as { instancePath?: string; message?: string }[];
    return {
      appCode: 'BAD_INPUT',
      status: 400,
      message: appErrorTable.BAD_INPUT.message,
      messageKey: 'errors.BAD_INPUT',
      issues: validation.map((issue) => ({
        path: (issue.instancePath ?? '').split('/').filter(Boolean),
        message: issue.message ?? 'is invalid',
      })),
      internal: false,
    };
  }
  const status = typeof candidate.statusCode === 'number' ? candidate.statusCode : 500;
  if (status >= 400 && status < 500) {
    const appCode = appCodeFromStatus(status);
    // Fastify's own client-error messages ("Request body is too large") are safe to repeat.
    const fastifyMessage =
      typeof candidate.code === 'string' &&
      candidate.code.startsWith('FST_') &&
      typeof candidate.message === 'string'
        ? candidate.message
        : undefined;
    return {
      appCode,
      status,
      message: fastifyMessage ?? appErrorTable[appCode].message,
      messageKey: `errors.${appCode}`,
      internal: false,
    };
  }
  return {
    appCode: 'INTERNAL',
    status: 500,
    message:
      exposeInternals && typeof candidate.message === 'string'
        ? candidate.message
        : appErrorTable.INTERNAL.message,
    messageKey: 'errors.INTERNAL',
    internal: true,
  };
}
