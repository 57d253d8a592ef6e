// Errors of admin mutations: a toast with the translated message for an action with no place of its own (a form's
// failure is shown inline instead: showFormError of @photoedit/ui).
import { errorMessageKey, toast, translateMessageKey } from '@photoedit/ui';

export const errorMessage = (error: unknown) => translateMessageKey(errorMessageKey(error));

export const toastError = (error: unknown) => toast.error(errorMessage(error));
