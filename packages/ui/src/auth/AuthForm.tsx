import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '../components/Button';
import { FormAlert } from '../forms/FormAlert';
import { formMessage } from '../forms/useZodForm';

/**
 * A sign-in or sign-up form: its fields in a column, then the form's own message (`setFormMessage`) inline, never
 * toasted, above the large submit button, which says `pendingLabel` while the form is submitted.
 */
export function AuthForm({
  form,
  onSubmit,
  submitLabel,
  pendingLabel,
  children,
}: {
  form: { formState: { errors: FieldErrors; isSubmitting: boolean } };
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <FormAlert>{formMessage(form)}</FormAlert>
      <Button type="submit" size="lg" pending={form.formState.isSubmitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
