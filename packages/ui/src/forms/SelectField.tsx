import type { ComponentProps } from 'react';
import { controlClasses, FieldFrame, type FieldTexts, useFieldControl } from './FieldFrame';

export type SelectFieldProps = ComponentProps<'select'> & FieldTexts;

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
  const control = useFieldControl(id, { hint, error });
  return (
    <FieldFrame controlId={control.id} label={label} hint={hint} error={error} className={className}>
      <select
        ref={ref}
        {...control}
        className={controlClasses(error, 'h-11 max-w-full px-3 text-sm')}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A select's options from a list of values, each shown as `labelOf(value)`. */
export function SelectOptions<Value extends string>({
  values,
  labelOf,
}: {
  values: readonly Value[];
  labelOf: (value: Value) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labelOf(value)}
    </option>
  ));
}
