// One way to make a form: react-hook-form validated by a zod schema (the contracts' schemas, or a form schema
// built on them), and an API's field issues put back on the fields they name.
import { zodResolver } from '@hookform/resolvers/zod';
import { errorIssues, errorMessage, translateMessageKey } from '@photoedit/web-client';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** `useForm` with the schema as its resolver: `handleSubmit` gets the parsed output of the schema. */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
}

/**
 * Puts the field issues of a BAD_INPUT answer on the form's fields (the first issue of each path wins), and
 * returns whether any did; other errors are the caller's to show.
 */
export function setServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  error: unknown,
  fields: readonly Path<Values>[],
): boolean {
  let placed = false;
  const seen = new Set<string>();
  for (const issue of errorIssues(error)) {
    const name = issue.path.join('.') as Path<Values>;
    if (seen.has(name) || !fields.includes(name)) continue;
    seen.add(name);
    form.setError(name, { type: 'server', message: issue.message });
    placed = true;
  }
  return placed;
}

/** A field's message for display: the schemas' messages are i18n keys. */
export const fieldError = (error: { message?: string } | undefined) =>
  error?.message ? translateMessageKey(error.message) : undefined;

/**
 * What a TextField/SelectField/TextAreaField of the form takes for one of its fields: the registration and the
 * field's translated error (`<TextField label={…} {...fieldProps(form, 'email')} />`).
 */
export function fieldProps<Values extends FieldValues, Output>(
  form: Pick<UseFormReturn<Values, unknown, Output>, 'register' | 'formState'>,
  name: Path<Values>,
) {
  return { ...form.register(name), error: fieldError(get(form.formState.errors, name)) };
}

/**
 * The form-level message of a submission its schema refused: SPEC §5's generic "Please fill in all required fields."
 * when one of the `required` fields is empty, else "Please check the highlighted fields.".
 */
export function invalidSubmitMessage<Values extends FieldValues>(
  values: Values,
  required: readonly Path<Values>[],
): string {
  const blank = required.some((name) => String(get(values, name) ?? '').trim() === '');
  return translateMessageKey(blank ? 'messages.fillRequiredFields' : 'errors.BAD_INPUT');
}

/**
 * The form's own message (a refusal that no field took, or why a submission was refused before sending): kept as
 * react-hook-form's `errors.root.server`, so the next submit clears it. `FormMessage`'s text is `formMessage(form)`.
 */
export function setFormMessage<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  message: string,
): void {
  form.setError('root.server', { message });
}

export const formMessage = (form: { formState: { errors: FieldErrors } }): string | undefined =>
  form.formState.errors.root?.server?.message;

/** A refused submission: its issues on the fields they name, else its translated message as the form's. */
export function showFormError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  error: unknown,
  fields: readonly Path<Values>[],
): void {
  if (!setServerErrors(form, error, fields)) setFormMessage(form, errorMessage(error));
}
