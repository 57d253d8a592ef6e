import { createContext, type ReactNode, useContext } from 'react';
import { cn } from '../lib/cn';
import { SkipLink } from './SkipLink';

export interface PageShellProps {
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** The id of <main>, the skip link's target. */
  mainId?: string;
  className?: string;
}

const InPageShell = createContext(false);

/** Whether this is rendered inside a page frame already (a not-found page inside a layout route). */
export const useInPageShell = () => useContext(InPageShell);

/** The page frame: skip link, header, the one <main> landmark, footer. */
export function PageShell({ header, footer, children, mainId = 'main', className }: PageShellProps) {
  return (
    <div className={cn('flex min-h-dvh flex-col bg-white', className)}>
      <SkipLink href={`#${mainId}`} />
      {header}
      <main id={mainId} tabIndex={-1} className="flex-1 focus:outline-none">
        <InPageShell value={true}>{children}</InPageShell>
      </main>
      {footer}
    </div>
  );
}
