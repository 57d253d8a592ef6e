import { useTranslation } from '@photoedit/i18n';
import { cn } from '../lib/cn';
import { Spinner } from './Spinner';

/** SPEC §2: protected pages and lazy routes show a spinner with the text "Loading...". */
export function LoadingScreen({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-[50vh] flex-col items-center justify-center gap-3 p-8 text-ink-muted',
        className,
      )}
    >
      <Spinner size="lg" />
      <p className="text-sm font-medium">{t('loading')}</p>
    </div>
  );
}
