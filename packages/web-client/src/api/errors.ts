// The one error normaliser of the apps: whatever failed (a tRPC call, a REST call, the network), callers get an
// ApiRequestError with the domain code, the translation key of its message and any field issues.
import { AppErrorCode, type FieldIssue, type TrpcErrorData } from '@photoedit/contracts';
import { TRPCClientError } from '@trpc/client';
import { translateMessageKey } from './messages';

/** A failed API call: the domain code, the translation key of its message and any field issues. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: AppErrorCode | 'NETWORK',
    readonly messageKey: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(messageKey);
    this.name = 'ApiRequestError';
  }
}

export const networkError = () => new ApiRequestError(0, 'NETWORK', 'errors.network');

const internalError = (status = 0) => new ApiRequestError(status, 'INTERNAL', 'errors.INTERNAL');

/** The error of a REST answer that is not 2xx: its body is `{ error: { code, messageKey, issues } }`. */
export function restError(status: number, body: unknown): ApiRequestError {
  const error = (body as { error?: { code?: unknown; messageKey?: unknown; issues?: unknown } } | null)
    ?.error;
  const code = typeof error?.code === 'string' ? (error.code as AppErrorCode) : 'INTERNAL';
  const messageKey = typeof error?.messageKey === 'string' ? error.messageKey : `errors.${code}`;
  return new ApiRequestError(status, code, messageKey, Array.isArray(error?.issues) ? error.issues : []);
}

/** The `data` of a tRPC error (TrpcErrorData), read leniently: a message key is enough. */
function fromErrorData(data: unknown): ApiRequestError | undefined {
  const shape = data as Partial<Record<keyof TrpcErrorData, unknown>> | null | undefined;
  if (typeof shape?.messageKey !== 'string') return undefined;
  const code = AppErrorCode.safeParse(shape.appCode);
  return new ApiRequestError(
    typeof shape.httpStatus === 'number' ? shape.httpStatus : 0,
    code.success ? code.data : 'INTERNAL',
    shape.messageKey,
    Array.isArray(shape.issues) ? (shape.issues as FieldIssue[]) : [],
  );
}

/** Any thrown value of an API call as an ApiRequestError. */
export function toApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  const fromData = fromErrorData((error as { data?: unknown } | null)?.data);
  if (fromData) return fromData;
  // A tRPC call that got no answer at all (fetch threw): offline, DNS, a reset connection.
  if (error instanceof TRPCClientError && error.cause?.name === 'TypeError') return networkError();
  return internalError();
}

/** The translation key (namespace common) for any error of an API call. */
export const errorMessageKey = (error: unknown): string => toApiError(error).messageKey;

/** The field issues of a BAD_INPUT answer (tRPC or REST). */
export const errorIssues = (error: unknown): FieldIssue[] => toApiError(error).issues;

/** The failed call's own message, translated (its field issues are shown on the fields). */
export const errorMessage = (error: unknown): string => translateMessageKey(errorMessageKey(error));

/** The translated text that explains a failed call best: its first field issue, else the error's own message. */
export function describeError(error: unknown): string {
  const normalised = toApiError(error);
  return translateMessageKey(normalised.issues[0]?.message ?? normalised.messageKey);
}
