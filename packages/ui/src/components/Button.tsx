import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router link) with the button's styles instead of a <button>. */
  asChild?: boolean;
  /** Work in flight: disabled, aria-busy, a spinner before the label, and `pendingLabel` if given. */
  pending?: boolean;
  pendingLabel?: ReactNode;
}

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-card hover:bg-brand-700 active:bg-brand-800',
  secondary:
    'border border-border-strong bg-white text-ink shadow-card hover:bg-surface active:bg-surface-sunken',
  ghost: 'bg-transparent text-ink hover:bg-surface-sunken active:bg-border',
  danger: 'bg-error-600 text-white shadow-card hover:bg-error-700',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-9 gap-1.5 px-3 py-1 text-sm',
  md: 'min-h-11 gap-2 px-4 py-1.5 text-sm',
  lg: 'min-h-12 gap-2 px-6 py-2 text-base',
  icon: 'size-10 p-0',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
} = {}) {
  // One line while it fits; a label longer than the width there is (a 320 px phone, 400 % zoom) wraps inside
  // the button instead of pushing the page sideways.
  return cn(
    'inline-flex max-w-full shrink-0 cursor-pointer items-center justify-center rounded-control text-center font-medium no-underline transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
  );
}

export function Button(props: ButtonProps) {
  const { variant, size, asChild = false, className, type, ref, pending, pendingLabel, ...rest } = props;
  const classes = cn(buttonClasses({ variant, size }), className);
  if (asChild) return <Slot.Root ref={ref} className={classes} {...rest} />;
  if (pending === undefined)
    return <button ref={ref} type={type ?? 'button'} className={classes} {...rest} />;
  const { children, disabled, ...attributes } = rest;
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...attributes}
    >
      {pending ? <Spinner size="sm" className="text-current" /> : null}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
