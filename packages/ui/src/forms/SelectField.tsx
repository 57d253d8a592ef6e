import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The translated error; marks the field invalid and is announced with it. */
  error?: string | undefined;
}

/** A labelled native select (keyboard and screen readers as the platform does them), like TextField. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  ref,
  children,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy =
    [hint ? `${selectId}-hint` : null, error ? `${selectId}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-11 rounded-control border bg-white px-3 text-sm text-ink',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'disabled:cursor-not-allowed disabled:bg-surface-sunken',
          error ? 'border-error-600' : 'border-border-strong',
        )}
        {...props}
      >
        {children}
      </select>
      {hint ? (
        <p id={`${selectId}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${selectId}-error`} className="text-sm font-medium text-error-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
