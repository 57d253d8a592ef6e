import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** `wide` for data tables (the admin console); a page's header and content use the same width. */
  width?: 'reading' | 'wide';
};

/** Centres content at the page's reading width (or wide) with responsive side padding. */
export function Container({ className, width = 'reading', ...props }: ContainerProps) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 sm:px-6 lg:px-8',
        width === 'wide' ? 'max-w-7xl' : 'max-w-6xl',
        className,
      )}
      {...props}
    />
  );
}
