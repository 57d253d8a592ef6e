import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  /** Classes of the label (the row): its text size and weight where they differ from the form's. */
  className?: string;
};

/**
 * A checkbox with its label beside it, the whole row clickable (at least 44 px high, for a finger), in the
 * brand colour. Register it like any field (`{...form.register('active')}`) or control it with `checked`.
 */
export function CheckboxField({ label, className, ref, ...props }: CheckboxFieldProps) {
  return (
    <label
      className={cn(
        'flex min-h-11 w-fit cursor-pointer items-center gap-2 text-sm text-ink',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:text-ink-muted',
        className,
      )}
    >
      <input
        ref={ref}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer accent-brand-600"
        {...props}
      />
      {label}
    </label>
  );
}
