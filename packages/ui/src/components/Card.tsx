import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type CardProps = HTMLAttributes<HTMLDivElement>;

/** A raised surface grouping related content. */
export function Card({ className, ...props }: CardProps) {
  return (
    <div
      className={cn('rounded-card border border-border bg-white text-ink shadow-card', className)}
      {...props}
    />
  );
}
