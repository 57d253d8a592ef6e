import { useTranslation } from '@photoedit/i18n';
import { cn } from '../lib/cn';

/** "Skip to main content": the first focusable element of a page, visible only when focused. */
export function SkipLink({ href = '#main', className }: { href?: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      href={href}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-control focus:bg-white focus:px-4 focus:py-2 focus:text-ink focus:shadow-raised',
        className,
      )}
    >
      {t('nav.skipToContent')}
    </a>
  );
}
