import type { PhotoWarning } from '@photoedit/contracts';
import { orderRules } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, cn, TextAreaField } from '@photoedit/ui';
import type { MouseEvent } from 'react';
import { clientTextAreaClass } from '../../../lib/field-style';
import type { WizardCatalogueProps } from '../wizard-props';
import type { WizardPhoto } from '../wizard-state';
import { PhotoWarnings } from './PhotoWarnings';
import { PinInstructions } from './PinInstructions';
import { ReferencePicker } from './ReferencePicker';
import { Thumbnail } from './Thumbnail';

export const serviceCheckboxId = (mediaId: string, serviceId: string) => `svc-${mediaId}-${serviceId}`;
export const imageCardId = (mediaId: string) => `wizard-image-${mediaId}`;

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
}: WizardCatalogueProps & {
  photo: WizardPhoto;
  index: number;
  selected: boolean;
  /** Selection by click; `range` when Shift was held (select from the last clicked photo to this one). */
  onSelect: (selected: boolean, range: boolean) => void;
  warnings: readonly PhotoWarning[];
  missingService: boolean;
  emptyPin: boolean;
  /** The photo before this one, for "same as previous photo". */
  previousId: string | undefined;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const chosen = state.selections[photo.mediaId] ?? [];
  const label = t('services.imageLabel', { number: index + 1, name: photo.name });
  const errorId = `${imageCardId(photo.mediaId)}-error`;
  const noteId = `${imageCardId(photo.mediaId)}-note`;
  const photoTotal = services
    .filter((service) => chosen.includes(service.id))
    .reduce((sum, service) => sum + service.priceMinor, 0);
  const currency = services[0]?.currency ?? 'USD';
  const note = state.notes[photo.mediaId] ?? '';
  const pins = state.pins[photo.mediaId] ?? [];
  const given = note !== '' || pins.length > 0 || (state.references[photo.mediaId] ?? []).length > 0;

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
    >
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

      <PhotoWarnings
        warnings={warnings}
        photoName={photo.name}
        onDismiss={() => dispatch({ type: 'dismissWarnings', mediaId: photo.mediaId })}
      />

      <fieldset
        className="min-w-0"
        aria-describedby={missingService ? errorId : undefined}
        aria-invalid={missingService || undefined}
      >
        <legend className="max-w-full text-sm font-semibold text-ink [overflow-wrap:anywhere]">
          {t('services.servicesLegend', { name: photo.name })}
        </legend>
        {missingService ? (
          <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-error-700">
            {t('services.required')}
          </p>
        ) : null}
        <ul className="mt-2 flex flex-wrap gap-2">
          {services.map((service) => {
            const id = serviceCheckboxId(photo.mediaId, service.id);
            return (
              <li key={service.id}>
                <label
                  htmlFor={id}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
                >
                  <input
                    id={id}
                    type="checkbox"
                    className="size-4 shrink-0 accent-brand-600"
                    checked={chosen.includes(service.id)}
                    onChange={() =>
                      dispatch({ type: 'toggleService', mediaId: photo.mediaId, serviceId: service.id })
                    }
                  />
                  <span className="text-ink">{service.name}</span>
                  <span className="text-ink-muted">
                    {formatMoney(service.priceMinor, service.currency, lang)}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      {previousId ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => dispatch({ type: 'copyServices', from: previousId, to: photo.mediaId })}
        >
          {t('services.samePrevious')}
          <span className="sr-only">: {label}</span>
        </Button>
      ) : null}

      <details className="group" open={given || emptyPin || undefined}>
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          {given ? t('services.instructionsGiven') : t('services.instructionsAdd')}
          <span className="sr-only">: {label}</span>
        </summary>
        <div className="mt-2 flex flex-col gap-3">
          <TextAreaField
            id={noteId}
            label={t('services.note')}
            hint={t('services.noteHint')}
            rows={2}
            maxLength={orderRules.noteMaxLength}
            value={note}
            onChange={(event) => dispatch({ type: 'note', mediaId: photo.mediaId, note: event.target.value })}
            className={clientTextAreaClass}
          />
          <ReferencePicker
            label={t('references.photoLabel')}
            draftToken={state.draftToken}
            references={state.references[photo.mediaId] ?? []}
            onChange={(references) => dispatch({ type: 'references', owner: photo.mediaId, references })}
          />
          <PinInstructions
            mediaId={photo.mediaId}
            photoSrc={photo.thumbnailUrl}
            photoAlt={label}
            pins={pins}
            onChange={(next) => dispatch({ type: 'pins', mediaId: photo.mediaId, pins: next })}
            emptyNote={emptyPin}
          />
        </div>
      </details>
    </li>
  );
}
