// What every labelled field shares: ids, the label, the hint and the error under the control, and the control's
// aria wiring (aria-invalid, aria-describedby naming the hint and the error).
import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

export interface FieldTexts {
  label: ReactNode;
  /** Shown under the field and read with it. */
  hint?: ReactNode;
  /** The translated error; marks the field invalid and is announced with it. */
  error?: string | undefined;
}

/** The control's id and aria attributes for a field with this hint and error. */
export function useFieldControl(id: string | undefined, texts: Pick<FieldTexts, 'hint' | 'error'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy =
    [texts.hint ? `${controlId}-hint` : null, texts.error ? `${controlId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    id: controlId,
    'aria-invalid': texts.error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
}

/** The border and focus ring of a field's control, red when it is in error. */
export const controlClasses = (error: string | undefined, size: string) =>
  cn(
    'rounded-control border bg-white text-ink placeholder:text-ink-subtle',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:bg-surface-sunken',
    error ? 'border-error-600' : 'border-border-strong',
    size,
  );

export function FieldFrame(
  props: FieldTexts & { controlId: string; className?: string; children: ReactNode },
) {
  const { controlId, label, hint, error } = props;
  return (
    <div className={cn('flex max-w-full flex-col gap-1.5', props.className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      {props.children}
      {hint ? (
        <p id={`${controlId}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="text-sm font-medium text-error-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
