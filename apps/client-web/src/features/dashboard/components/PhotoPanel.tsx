import type { ReactNode } from 'react';

/** A titled panel under a photo of the order: the instructions pinned on it, the revision asked for it. */
export function PhotoPanel({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="mt-4 rounded-control border border-border bg-surface p-3 text-sm"
    >
      <h4 className="font-medium text-ink">{title}</h4>
      {children}
    </section>
  );
}
