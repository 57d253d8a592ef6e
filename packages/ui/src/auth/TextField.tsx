import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, FieldFrame, type FieldTexts, useFieldControl } from '../forms/FieldFrame';

export type TextFieldProps = ComponentProps<'input'> & FieldTexts;

/** A labelled input with an optional hint and an error tied to it through aria-describedby. */
export function TextField({ label, hint, error, id, className, ref, ...props }: TextFieldProps) {
  const control = useFieldControl(id, { hint, error });
  return (
    <FieldFrame controlId={control.id} label={label} hint={hint} error={error} className={className}>
      <input ref={ref} {...control} className={controlClasses(error, 'h-11 px-3 text-base')} {...props} />
    </FieldFrame>
  );
}

/** A form-level error shown inline above the submit button (the toast shows it too). */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="rounded-control border border-error-600 bg-error-50 px-3 py-2 text-sm text-error-700"
    >
      {children}
    </div>
  );
}

/** The centred card of the sign-in screens. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-card border border-border bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        {description ? <p className="mt-2 text-sm text-ink-muted">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
