import type { ReactNode } from 'react';
import { Button } from '../components/Button';
import { FormAlert } from './FormAlert';

/** The end of a sign-in or sign-up form: its error, inline (not toasted), above the large submit button. */
export function FormSubmit({
  error,
  pending,
  pendingLabel,
  children,
}: {
  error: string | undefined;
  pending: boolean;
  pendingLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" size="lg" pending={pending} pendingLabel={pendingLabel}>
        {children}
      </Button>
    </>
  );
}
