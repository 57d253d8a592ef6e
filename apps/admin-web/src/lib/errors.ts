// Errors of admin mutations: a toast with the translated message for an action with no place of its own; a
// form's failure shown inline, on its fields or as the form's message (never also as a toast).
import { errorMessageKey, setServerErrors, toast, translateMessageKey } from '@photoedit/ui';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export const errorMessage = (error: unknown) => translateMessageKey(errorMessageKey(error));

export const toastError = (error: unknown) => toast.error(errorMessage(error));

/** The form's own message (`errors.root.server`, cleared on the next submit) when no field took the refusal. */
export function showFormError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  error: unknown,
  fields: readonly Path<Values>[],
): void {
  if (!setServerErrors(form, error, fields)) form.setError('root.server', { message: errorMessage(error) });
}
