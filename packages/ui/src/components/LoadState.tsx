import { useTranslation } from '@photoedit/i18n';
import { describeError } from '@photoedit/web-client';
import { Button } from './Button';
import { Spinner } from './Spinner';

export interface LoadStateProps {
  /** The query's error, or nothing while it loads. */
  error: unknown;
  /** What failed to load, already translated: "orders" in "Failed to load orders." */
  item: string;
  onRetry: () => void;
}

/** The spinner while something loads, or SPEC §8 "Failed to load {item}." with the reason and a retry. */
export function LoadState({ error, item, onRetry }: LoadStateProps) {
  const { t } = useTranslation('common');
  const { t: tUi } = useTranslation('ui');
  if (!error) {
    return (
      <div className="flex justify-center py-10" role="status">
        <Spinner />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-card border border-error-600 bg-error-50 p-6">
      <p className="font-medium text-ink">{t('messages.loadFailed', { item })}</p>
      <p className="mt-1 text-sm text-ink-muted">{describeError(error)}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        {tUi('error.retry')}
      </Button>
    </div>
  );
}
