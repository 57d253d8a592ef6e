import { useTranslation } from '@photoedit/i18n';
import { ViewerButton } from './ViewerButton';

/** The viewer's bottom bar: the previous and the next photo of the order. */
export function ViewerNavigation({ onPrevious, onNext }: { onPrevious: () => void; onNext: () => void }) {
  const { t } = useTranslation('clientOrders');
  return (
    <div className="flex items-center justify-between gap-2 bg-black/70 p-2 sm:px-4">
      <ViewerButton onClick={onPrevious}>
        <span aria-hidden="true">← </span>
        {t('viewer.previous')}
      </ViewerButton>
      <ViewerButton onClick={onNext}>
        {t('viewer.next')}
        <span aria-hidden="true"> →</span>
      </ViewerButton>
    </div>
  );
}
