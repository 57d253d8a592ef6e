// Errors of admin mutations: a toast with the translated message, and field messages by input path.
import { errorIssues, errorMessageKey, toast, translateMessageKey } from '@photoedit/ui';

export const toastError = (error: unknown) => toast.error(translateMessageKey(errorMessageKey(error)));

/** Translated field messages of a BAD_INPUT answer, keyed by the dotted input path ("text.en.name"). */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of errorIssues(error)) {
    const path = issue.path.join('.');
    result[path] ??= translateMessageKey(issue.message);
  }
  return result;
}
