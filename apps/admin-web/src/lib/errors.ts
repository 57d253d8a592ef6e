// Errors of admin mutations: a toast with the translated message for an action with no place of its own (a form's
// failure is shown inline instead: showFormError of @photoedit/ui).
import { errorMessage, toast } from '@photoedit/ui';

export const toastError = (error: unknown) => toast.error(errorMessage(error));
