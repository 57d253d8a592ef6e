import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, cn } from '@photoedit/ui';
import { useBlendSurcharge } from '../api/quote';
import { catalogueCurrency, photoSurchargeMinor, photoTotalMinor } from '../photo-total';
import type { PhotoCheckNotes } from '../photo-warnings';
import type { WizardCatalogueProps } from '../wizard-props';
import type { WizardPhoto } from '../wizard-state';
import { BracketSet } from './BracketSet';
import { PhotoCardSummary } from './PhotoCardSummary';
import { PhotoInstructions } from './PhotoInstructions';
import { isPhotoDrag, PhotoPosition, photoDragType } from './PhotoPosition';
import { PhotoWarnings } from './PhotoWarnings';
import { imageCardId } from './photo-card-ids';
import { ServiceToggles } from './ServiceToggles';

export { imageCardId, serviceCheckboxId } from './photo-card-ids';

/**
 * One photo of step 2: its selection box (for the bulk bar), thumbnail and name, the photo check's warnings, its
 * services as compact toggles with prices (SPEC §5 message when none), "same as previous photo", and on demand
 * the instructions for the designer (a note and pins on the photo).
 */
export function PhotoCard({
  photo,
  index,
  state,
  dispatch,
  services,
  lang,
  selected,
  onSelect,
  warnings,
  missingService,
  emptyPin,
  previousId,
  count,
  onMove,
}: WizardCatalogueProps & {
  photo: WizardPhoto;
  index: number;
  /** How many photos the order has. */
  count: number;
  /** Moves this photo to index `to` of the sequence (arrows, position, or another card dropped on it). */
  onMove: (mediaId: string, to: number) => void;
  selected: boolean;
  /** Selection by click; `range` when Shift was held (select from the last clicked photo to this one). */
  onSelect: (selected: boolean, range: boolean) => void;
  /** What the photo check noticed (nothing when undefined). */
  warnings: PhotoCheckNotes | undefined;
  missingService: boolean;
  emptyPin: boolean;
  /** The photo before this one, for "same as previous photo". */
  previousId: string | undefined;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const label = t('services.imageLabel', { number: index + 1, name: photo.name });
  const currency = catalogueCurrency(services);
  const blendSurchargeMinor = useBlendSurcharge(currency);
  const total = photoTotalMinor(
    services,
    state.selections[photo.mediaId] ?? [],
    photoSurchargeMinor(photo, blendSurchargeMinor),
  );

  return (
    <li
      id={imageCardId(photo.mediaId)}
      data-testid="wizard-image"
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-card border bg-white p-3 shadow-card',
        missingService
          ? 'border-error-600'
          : selected
            ? 'border-brand-600 ring-2 ring-brand-600/30'
            : 'border-border',
      )}
      onDragOver={(event) => {
        if (!isPhotoDrag(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(event) => {
        const moved = event.dataTransfer.getData(photoDragType);
        if (!moved) return;
        event.preventDefault();
        onMove(moved, index);
      }}
    >
      <PhotoCardSummary
        photo={photo}
        index={index}
        label={label}
        total={formatMoney(total, currency, lang)}
        draftToken={state.draftToken}
        dispatch={dispatch}
        selected={selected}
        onSelect={onSelect}
      />
      <BracketSet photo={photo} index={index} count={count} />
      <PhotoWarnings
        warnings={warnings?.warnings ?? []}
        lookAlikes={warnings?.lookAlikes ?? []}
        photo={{ name: photo.name, thumbnailUrl: photo.thumbnailUrl, number: index + 1 }}
        onDismiss={() => dispatch({ type: 'dismissWarnings', mediaId: photo.mediaId })}
      />
      <ServiceToggles
        {...{ state, dispatch, services, lang }}
        photo={photo}
        missingService={missingService}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {previousId ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => dispatch({ type: 'copyServices', from: previousId, to: photo.mediaId })}
          >
            {t('services.samePrevious')}
            <span className="sr-only">: {label}</span>
          </Button>
        ) : (
          <span />
        )}
        {count > 1 ? (
          <PhotoPosition
            mediaId={photo.mediaId}
            index={index}
            count={count}
            onMove={(to) => onMove(photo.mediaId, to)}
          />
        ) : null}
      </div>
      <PhotoInstructions state={state} dispatch={dispatch} photo={photo} label={label} emptyPin={emptyPin} />
    </li>
  );
}
