// The listing consistency check in the delivery flow (issue 33): the files upload while the designer previews them,
// then the server compares them with each other and the order's other deliveries. The designer can deliver anyway.
import { useTranslation } from '@photoedit/i18n';
import { ListingLook, Spinner } from '@photoedit/ui';
import { useCheckLook } from '../../api/designer-orders';

export function LookCheck({
  orderId,
  images,
  failed,
}: {
  orderId: string;
  /** Photo → uploaded file, once every file is uploaded. */
  images: { orderImageId: string; editedMediaId: string }[] | null;
  /** The uploads for the check failed (the delivery will send them again). */
  failed: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const check = useCheckLook(orderId, images);
  if (failed || check.isError) {
    return <p className="mt-3 text-sm text-ink-muted">{t('look.unavailable')}</p>;
  }
  if (!check.data || !images) {
    return (
      <p className="mt-3 flex items-center gap-2 text-sm text-ink-muted" role="status">
        <Spinner size="sm" />
        {t('look.checking')}
      </p>
    );
  }
  return <ListingLook className="mt-3" report={check.data} headingLevel={4} hint={t('look.designerHint')} />;
}
