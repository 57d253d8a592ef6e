import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from './Spinner';

/** Work in progress said in one line: a small spinner and what is happening ("Loading...", "Checking payment..."). */
export function StatusLine({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-ink-muted', className)}>
      <Spinner size="sm" /> {children}
    </p>
  );
}
