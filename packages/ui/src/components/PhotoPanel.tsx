import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A titled panel under a photo of an order, in both the client's and the designer's view: the instructions pinned
 * on it, the revision asked for it. `warning` marks one that waits on the reader (an open revision request).
 */
export function PhotoPanel({
  title,
  aside,
  testId,
  tone = 'neutral',
  headingLevel = 4,
  children,
}: {
  /** The panel's name and heading. */
  title: string;
  /** Quieter text after the heading (a count). */
  aside?: ReactNode;
  testId?: string;
  tone?: 'neutral' | 'warning';
  /** One below the photo's own heading. */
  headingLevel?: 4 | 5;
  children: ReactNode;
}) {
  const Heading = headingLevel === 5 ? 'h5' : 'h4';
  const warning = tone === 'warning';
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className={cn(
        'mt-4 rounded-control border p-3 text-sm',
        warning ? 'border-warning-600 bg-warning-50' : 'border-border bg-surface',
      )}
    >
      <Heading className={cn('font-semibold', warning ? 'text-warning-700' : 'text-ink')}>
        {title}
        {aside ? <span className="font-normal text-ink-muted"> {aside}</span> : null}
      </Heading>
      {children}
    </section>
  );
}
