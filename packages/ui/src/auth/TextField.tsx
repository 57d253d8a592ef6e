import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  /** Shown under the field and read with it. */
  hint?: ReactNode;
  /** The translated error; marks the field invalid and is announced with it. */
  error?: string;
}

/** A labelled input with an optional hint and an error tied to it through aria-describedby. */
export function TextField({ label, hint, error, id, className, ref, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-11 rounded-control border bg-white px-3 text-base text-ink placeholder:text-ink-subtle',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'disabled:cursor-not-allowed disabled:bg-surface-sunken',
          error ? 'border-error-600' : 'border-border-strong',
        )}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-error-700">
          {error}
        </p>
      ) : null}
    </div>
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
