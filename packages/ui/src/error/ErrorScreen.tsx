import { useTranslation } from '@photoedit/i18n';
import { useEffect, useId, useRef } from 'react';
import { usePageTitle } from '../app/page-title';
import { Button } from '../components/Button';
import { cn } from '../lib/cn';

export interface ErrorScreenProps {
  /** "Try Again": reset the error boundary (or the router's error state). Without it the page reloads. */
  onRetry?: () => void;
  className?: string;
}

export function reloadPage(): void {
  window.location.reload();
}

/** The generic error screen of SPEC §2 with its exact text and the buttons "Refresh Page" and "Try Again". */
export function ErrorScreen({ onRetry, className }: ErrorScreenProps) {
  const { t } = useTranslation('ui');
  usePageTitle(t('error.title'));
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The screen replaces what the person was looking at: move focus to it so screen readers announce it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex min-h-[60vh] items-center justify-center px-4 py-16 text-center', className)}
    >
      <div className="flex max-w-md flex-col items-center gap-4">
        <div
          className="flex size-12 items-center justify-center rounded-full bg-error-50 text-error-600"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" aria-hidden="true" focusable="false">
            <path d="M12 8v5m0 3.5v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="2" />
          </svg>
        </div>
        <h1
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-ink focus:outline-none"
        >
          {t('error.title')}
        </h1>
        <p className="text-ink-muted">{t('error.description')}</p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <Button variant="primary" onClick={reloadPage}>
            {t('error.refresh')}
          </Button>
          <Button variant="secondary" onClick={onRetry ?? reloadPage}>
            {t('error.retry')}
          </Button>
        </div>
      </div>
    </section>
  );
}
