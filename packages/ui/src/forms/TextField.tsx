import type { ComponentProps } from 'react';
import { controlClasses, FieldFrame, type FieldTexts, useFieldControl } from './FieldFrame';

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

type InputFieldProps = Omit<TextFieldProps, 'type'>;

/** An e-mail address field: the e-mail keyboard on phones, no autocorrection, filled from the browser's address. */
export function EmailField(props: InputFieldProps) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** A password field; `autoComplete` says whether it is the current password or a new one (for password managers). */
export function PasswordField(
  props: InputFieldProps & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField type="password" {...props} />;
}
