import type { ClientOrderImage, Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { formatMoney } from '../format';

/** A photo's services with their prices, the client's note and the designer's note. */
export function ImageServicesAndNotes({ image, lang }: { image: ClientOrderImage; lang: Language }) {
  const { t } = useTranslation('clientOrders');
  return (
    <div className="mt-4 grid gap-4 text-sm md:grid-cols-2">
      {image.services.length > 0 ? (
        <div>
          <h4 className="text-ink-muted">{t('detail.services')}</h4>
          <ul className="mt-1 space-y-0.5 text-ink">
            {image.services.map((service) => (
              <li key={service.serviceId} className="flex justify-between gap-4">
                <span>{service.name}</span>
                <span>{formatMoney(service.price, lang)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="space-y-2">
        <Note label={t('detail.yourNote')} text={image.clientNote} />
        <Note label={t('detail.designerNote')} text={image.designerNote} />
      </dl>
    </div>
  );
}

function Note({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{text}</dd>
    </div>
  );
}
