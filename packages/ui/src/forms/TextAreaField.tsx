import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The translated error; marks the field invalid and is announced with it. */
  error?: string | undefined;
}

/** A labelled multi-line input, like TextField. */
export function TextAreaField({ label, hint, error, id, className, ref, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy =
    [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-24 rounded-control border bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-subtle',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          error ? 'border-error-600' : 'border-border-strong',
        )}
        {...props}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-error-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
