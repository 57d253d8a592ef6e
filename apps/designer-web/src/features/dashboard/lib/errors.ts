import { translateMessageKey } from '@photoedit/ui';

interface ErrorData {
  messageKey?: unknown;
  issues?: { message?: unknown }[];
}

/** The API's translation key of a failed call: a field issue's message first, else the error's own key. */
export function errorMessageKey(error: unknown): string | undefined {
  const data = (error as { data?: ErrorData } | null)?.data;
  const issue = data?.issues?.[0]?.message;
  if (typeof issue === 'string') return issue;
  return typeof data?.messageKey === 'string' ? data.messageKey : undefined;
}

/** The translated text of a failed call (namespace `common`), or the generic one. */
export const errorMessage = (error: unknown) => translateMessageKey(errorMessageKey(error));
