import type { DesignerOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';

/** What the client asked for one photo: services, note, and the open revision. */
export function PhotoWishes({ image }: { image: DesignerOrderImage }) {
  const { t } = useTranslation('designer');
  return (
    <div className="space-y-1 text-sm">
      <p className="text-ink-muted">{image.services.map((service) => service.name).join(', ')}</p>
      {image.clientNote ? (
        <p className="text-ink-muted">
          <span className="font-medium text-ink">{t('order.clientNote')}: </span>
          {image.clientNote}
        </p>
      ) : null}
      {image.revisionOpen ? (
        <p className="rounded-control bg-warning-50 px-2 py-1 text-ink">
          <span className="font-semibold text-warning-700">{t('image.revisionNote')}: </span>
          {image.revisionNote}
        </p>
      ) : null}
    </div>
  );
}
