import type { ReactNode } from 'react';

/** A form-level error shown inline near the submit button; a form's failure is not also toasted. */
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
