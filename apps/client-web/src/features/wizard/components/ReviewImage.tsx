import { useTranslation } from '@photoedit/i18n';
import type { WizardQuoteProps } from '../wizard-props';
import type { WizardPhoto } from '../wizard-state';
import { BracketBadge } from './BracketSet';
import { PhotoThumbnail } from './PhotoThumbnail';

/**
 * One photo in the review: thumbnail, name, services, note and price. Until the quote comes, the services are
 * named from the catalogue without prices.
 */
export function ReviewImage({
  photo,
  index,
  state,
  dispatch,
  quote,
  money,
  serviceNames,
}: WizardQuoteProps & {
  photo: WizardPhoto;
  index: number;
  serviceNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const quoted = quote?.images.find((image) => image.index === index);
  const note = state.notes[photo.mediaId]?.trim();
  const label = t('services.imageLabel', { number: index + 1, name: photo.name });
  const services =
    quoted?.services ??
    (state.selections[photo.mediaId] ?? []).map((id) => ({
      serviceId: id,
      name: serviceNames.get(id) ?? '',
      priceMinor: null,
    }));

  return (
    <li
      data-testid="review-image"
      className="flex gap-4 rounded-card border border-border bg-white p-3 shadow-card"
    >
      <PhotoThumbnail photo={photo} alt={label} draftToken={state.draftToken} dispatch={dispatch} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink" title={photo.name}>
          {label}
        </p>
        <ul className="mt-1 text-sm text-ink">
          {services.map((service) => (
            <li key={service.serviceId} className="flex justify-between gap-2">
              <span>{service.name}</span>
              {service.priceMinor !== null ? <span>{money(service.priceMinor)}</span> : null}
            </li>
          ))}
          {quoted && quoted.blendSurchargeMinor > 0 ? (
            <li className="flex justify-between gap-2">
              <span>{t('brackets.blendSurcharge', { count: photo.frames?.length ?? 0 })}</span>
              <span>{money(quoted.blendSurchargeMinor)}</span>
            </li>
          ) : null}
        </ul>
        <BracketBadge photo={photo} />
        {photo.preview?.status === 'ready' && photo.preview.image ? (
          <figure className="mt-2 flex flex-col gap-1">
            <img
              src={photo.preview.image.thumbnailUrl}
              alt={t('brackets.previewLabel')}
              className="max-h-32 self-start rounded-control object-contain"
              data-testid="bracket-preview"
            />
            <figcaption className="text-xs text-ink-muted">{t('brackets.previewLabel')}</figcaption>
          </figure>
        ) : null}
        <p className="mt-1 text-sm text-ink-muted [overflow-wrap:anywhere]">
          <span className="font-medium">{t('review.noteLabel')}</span> {note || t('review.noNote')}
        </p>
        {quoted ? (
          <p className="mt-1 text-sm font-semibold text-ink">
            {t('review.imagePrice', { amount: money(quoted.subtotalMinor) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
