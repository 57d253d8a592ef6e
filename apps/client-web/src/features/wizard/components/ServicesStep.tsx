import type { Language, ServiceView } from '@photoedit/contracts';
import { orderRules } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { photoWarnings } from '../photo-warnings';
import { liveTotalMinor, type WizardAction, type WizardState } from '../wizard-state';
import { PhotoWarnings } from './PhotoWarnings';
import { PinInstructions } from './PinInstructions';
import { Thumbnail } from './Thumbnail';

export const serviceCheckboxId = (mediaId: string, serviceId: string) => `svc-${mediaId}-${serviceId}`;
export const imageCardId = (mediaId: string) => `wizard-image-${mediaId}`;

/**
 * Step 2: per photo, one or more services of the catalogue and an instruction note; a live total (display
 * only). `missing` holds the photos that were continued without a service: each shows the SPEC §5 message.
 */
export function ServicesStep({
  state,
  dispatch,
  services,
  lang,
  missing,
  emptyPins = new Set(),
}: {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  services: readonly ServiceView[];
  lang: Language;
  missing: ReadonlySet<string>;
  /** Photos continued with a pin whose instruction is empty. */
  emptyPins?: ReadonlySet<string>;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const prices = new Map(services.map((service) => [service.id, service.priceMinor]));
  const currency = services[0]?.currency ?? 'USD';
  const total = liveTotalMinor(state, prices);
  const warnings = photoWarnings(state.photos);

  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">{t('services.intro')}</p>
      {warnings.size > 0 ? (
        <p className="text-sm font-medium text-warning-700" data-testid="photo-warnings-count">
          {t('checks.count', { count: warnings.size })}
        </p>
      ) : null}
      <ol className="flex flex-col gap-6">
        {state.photos.map((photo, index) => {
          const chosen = state.selections[photo.mediaId] ?? [];
          const showError = missing.has(photo.mediaId) && chosen.length === 0;
          const errorId = `${imageCardId(photo.mediaId)}-error`;
          const noteId = `${imageCardId(photo.mediaId)}-note`;
          const imageTotal = chosen.reduce((sum, id) => sum + (prices.get(id) ?? 0), 0);
          return (
            <li
              key={photo.mediaId}
              id={imageCardId(photo.mediaId)}
              data-testid="wizard-image"
              className={`rounded-card border bg-white p-4 shadow-card ${showError ? 'border-error-600' : 'border-border'}`}
            >
              <div className="flex flex-col gap-4 md:flex-row">
                <div className="w-full shrink-0 md:w-48">
                  <div className="aspect-[4/3] overflow-hidden rounded-control bg-surface-sunken">
                    <Thumbnail
                      photo={photo}
                      draftToken={state.draftToken}
                      alt={t('services.imageLabel', { number: index + 1, name: photo.name })}
                      onFreshUrl={(mediaId, url) => dispatch({ type: 'thumbnail', mediaId, url })}
                    />
                  </div>
                  <p className="mt-2 truncate text-sm font-medium" title={photo.name}>
                    {t('services.imageLabel', { number: index + 1, name: photo.name })}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {t('services.imageTotal', { amount: formatMoney(imageTotal, currency, lang) })}
                  </p>
                  <div className="mt-2">
                    <PhotoWarnings
                      warnings={warnings.get(photo.mediaId) ?? []}
                      photoName={photo.name}
                      onDismiss={() => dispatch({ type: 'dismissWarnings', mediaId: photo.mediaId })}
                    />
                  </div>
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-4">
                  <fieldset
                    className="min-w-0"
                    aria-describedby={showError ? errorId : undefined}
                    aria-invalid={showError || undefined}
                  >
                    <legend className="max-w-full text-sm font-semibold text-ink [overflow-wrap:anywhere]">
                      {t('services.servicesLegend', { name: photo.name })}
                    </legend>
                    {showError ? (
                      <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-error-700">
                        {t('services.required')}
                      </p>
                    ) : null}
                    <ul className="mt-3 grid grid-cols-1 gap-2 lg:grid-cols-2">
                      {services.map((service) => {
                        const id = serviceCheckboxId(photo.mediaId, service.id);
                        return (
                          <li key={service.id}>
                            <label
                              htmlFor={id}
                              className="flex h-full cursor-pointer gap-3 rounded-control border border-border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                            >
                              <input
                                id={id}
                                type="checkbox"
                                className="mt-1 size-4 shrink-0 accent-brand-600"
                                checked={chosen.includes(service.id)}
                                onChange={() =>
                                  dispatch({
                                    type: 'toggleService',
                                    mediaId: photo.mediaId,
                                    serviceId: service.id,
                                  })
                                }
                              />
                              <span className="flex min-w-0 flex-1 flex-col gap-1">
                                <span className="flex flex-wrap items-baseline justify-between gap-2">
                                  <span className="font-medium text-ink">{service.name}</span>
                                  <span className="text-sm font-semibold text-ink">
                                    {formatMoney(service.priceMinor, service.currency, lang)}
                                  </span>
                                </span>
                                <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                                  {t(`common:serviceCategory.${service.category}`)}
                                </span>
                                <span className="text-sm text-ink-muted">{service.description}</span>
                                {service.beforeImageUrl && service.afterImageUrl ? (
                                  <span className="mt-1 grid grid-cols-2 gap-2 text-xs text-ink-muted">
                                    <span>
                                      <img
                                        src={service.beforeImageUrl}
                                        alt={t('services.beforeAlt', { name: service.name })}
                                        loading="lazy"
                                        className="aspect-[4/3] w-full rounded-control object-cover"
                                      />
                                      {t('services.before')}
                                    </span>
                                    <span>
                                      <img
                                        src={service.afterImageUrl}
                                        alt={t('services.afterAlt', { name: service.name })}
                                        loading="lazy"
                                        className="aspect-[4/3] w-full rounded-control object-cover"
                                      />
                                      {t('services.after')}
                                    </span>
                                  </span>
                                ) : null}
                              </span>
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  </fieldset>
                  <div className="flex flex-col gap-1.5">
                    <label htmlFor={noteId} className="text-sm font-medium text-ink">
                      {t('services.note')}
                    </label>
                    <textarea
                      id={noteId}
                      rows={2}
                      maxLength={orderRules.noteMaxLength}
                      aria-describedby={`${noteId}-hint`}
                      value={state.notes[photo.mediaId] ?? ''}
                      onChange={(event) =>
                        dispatch({ type: 'note', mediaId: photo.mediaId, note: event.target.value })
                      }
                      className="rounded-control border border-border-strong bg-white px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                    />
                    <p id={`${noteId}-hint`} className="text-sm text-ink-muted">
                      {t('services.noteHint')}
                    </p>
                  </div>
                  <PinInstructions
                    mediaId={photo.mediaId}
                    photoSrc={photo.thumbnailUrl}
                    photoAlt={t('services.imageLabel', { number: index + 1, name: photo.name })}
                    pins={state.pins[photo.mediaId] ?? []}
                    onChange={(pins) => dispatch({ type: 'pins', mediaId: photo.mediaId, pins })}
                    emptyNote={emptyPins.has(photo.mediaId)}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="rounded-card border border-border bg-surface p-4" aria-live="polite">
        <p className="text-lg font-semibold text-ink" data-testid="wizard-live-total">
          {t('services.total', { amount: formatMoney(total, currency, lang) })}
        </p>
        <p className="text-sm text-ink-muted">{t('services.totalHint')}</p>
      </div>
    </div>
  );
}
