import type { Language, ServiceView } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import type { MouseEvent } from 'react';
import type { WizardStateProps } from '../wizard-props';
import type { WizardPhoto } from '../wizard-state';
import { Thumbnail } from './Thumbnail';

/** The top of a photo's card: its selection box for the bulk bar, thumbnail, name and the price of its services. */
export function PhotoCardSummary({
  photo,
  index,
  label,
  state,
  dispatch,
  services,
  lang,
  selected,
  onSelect,
}: WizardStateProps & {
  photo: WizardPhoto;
  index: number;
  /** "Photo 1: name.jpg", the photo's accessible name. */
  label: string;
  services: readonly ServiceView[];
  lang: Language;
  selected: boolean;
  onSelect: (selected: boolean, range: boolean) => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const chosen = state.selections[photo.mediaId] ?? [];
  const photoTotal = services
    .filter((service) => chosen.includes(service.id))
    .reduce((sum, service) => sum + service.priceMinor, 0);
  const currency = services[0]?.currency ?? 'USD';

  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        aria-label={t('services.selectPhoto', { number: index + 1 })}
        className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-600"
        checked={selected}
        onChange={() => undefined}
        onClick={(event: MouseEvent<HTMLInputElement>) =>
          onSelect(event.currentTarget.checked, event.shiftKey)
        }
      />
      <div className="size-20 shrink-0 overflow-hidden rounded-control bg-surface-sunken">
        <Thumbnail
          photo={photo}
          draftToken={state.draftToken}
          alt={label}
          onFreshUrl={(mediaId, url) => dispatch({ type: 'thumbnail', mediaId, url })}
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink" title={photo.name}>
          {label}
        </p>
        <p className="text-sm text-ink-muted">
          {t('services.imageTotal', { amount: formatMoney(photoTotal, currency, lang) })}
        </p>
      </div>
    </div>
  );
}
