import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type ContainerProps = HTMLAttributes<HTMLDivElement>;

/** Centres content at the page's reading width with responsive side padding. */
export function Container({ className, ...props }: ContainerProps) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}
