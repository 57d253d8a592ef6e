// Errors of admin mutations: a toast with the translated message for an action with no place of its own (a form's
// failure is shown inline instead: showFormError of @photoedit/ui).
import { toast } from '@photoedit/ui';
import { errorMessage } from '@photoedit/web-client';

export const toastError = (error: unknown) => toast.error(errorMessage(error));
