import type { ReactNode, Ref } from 'react';

/**
 * An outcome of the payment that is not a placed order (not found, still processing, failed or canceled): its
 * heading, which takes focus when the outcome is known, what it means, and what the client can do next.
 */
export function ResultMessage({
  role,
  headingRef,
  title,
  body,
  children,
}: {
  /** `alert` for an outcome that needs the client, `status` for one to wait for. */
  role: 'alert' | 'status';
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <div role={role}>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold text-ink focus:outline-none">
        {title}
      </h1>
      <p className="mt-4 text-ink-muted">{body}</p>
      {children}
    </div>
  );
}
