import { useTranslation } from '@photoedit/i18n';
import type { MouseEvent } from 'react';
import type { WizardStateProps } from '../wizard-props';
import type { WizardPhoto } from '../wizard-state';
import { BracketBadge } from './BracketSet';
import { PhotoThumbnail } from './PhotoThumbnail';

/** The top of a photo's card: its selection box for the bulk bar, thumbnail, name and the price of its services. */
export function PhotoCardSummary({
  photo,
  index,
  label,
  total,
  draftToken,
  dispatch,
  selected,
  onSelect,
}: Pick<WizardStateProps, 'dispatch'> & {
  photo: WizardPhoto;
  index: number;
  /** "Photo 1: name.jpg", the photo's accessible name. */
  label: string;
  /** The price of the photo's chosen services, formatted. */
  total: string;
  draftToken: string | null;
  selected: boolean;
  onSelect: (selected: boolean, range: boolean) => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
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
      <PhotoThumbnail photo={photo} alt={label} draftToken={draftToken} dispatch={dispatch} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink" title={photo.name}>
          {label}
        </p>
        <p className="text-sm text-ink-muted">{t('services.imageTotal', { amount: total })}</p>
        <BracketBadge photo={photo} />
      </div>
    </div>
  );
}
