import { useTranslation } from '@photoedit/i18n';
import { Button, cn } from '@photoedit/ui';

/** SPEC §8 "Failed to load {item}." where the client's orders or an order should be, with a retry. */
export function LoadFailedAlert({
  item,
  onRetry,
  className,
}: {
  /** What failed to load, already translated: "orders" in "Failed to load orders." */
  item: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation(['common', 'ui']);
  return (
    <div
      role="alert"
      className={cn('rounded-card border border-error-600/30 bg-error-50 p-4 text-error-700', className)}
    >
      <p>{t('common:messages.loadFailed', { item })}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('ui:error.retry')}
      </Button>
    </div>
  );
}
