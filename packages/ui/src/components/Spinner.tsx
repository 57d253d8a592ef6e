import { cn } from '../lib/cn';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes: Record<SpinnerSize, string> = { sm: 'size-4', md: 'size-6', lg: 'size-10' };

/** A decorative spinning ring; pair it with visible or screen-reader text (see LoadingScreen). */
export function Spinner({ size = 'md', className }: { size?: SpinnerSize; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('animate-spin text-brand-600', sizes[size], className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
