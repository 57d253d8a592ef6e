import { Button, cn } from '@photoedit/ui';
import type { ComponentProps } from 'react';

/** A button of the full-screen viewer: white on the dark backdrop, at least 44 px square. */
export function ViewerButton({ className, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="sm"
      {...props}
      className={cn('min-h-11 min-w-11 text-white hover:bg-white/20 focus-visible:outline-white', className)}
    />
  );
}
