import type { ComponentProps } from 'react';
import { controlClasses, FieldFrame, type FieldTexts, useFieldControl } from './FieldFrame';

export type TextAreaFieldProps = ComponentProps<'textarea'> & FieldTexts;

/** A labelled multi-line input, like TextField; `rows` (4 unless given) sets its height. */
export function TextAreaField({ label, hint, error, id, className, ref, ...props }: TextAreaFieldProps) {
  const control = useFieldControl(id, { hint, error });
  return (
    <FieldFrame controlId={control.id} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        rows={4}
        {...control}
        className={controlClasses(error, 'px-3 py-2 text-sm')}
        {...props}
      />
    </FieldFrame>
  );
}
