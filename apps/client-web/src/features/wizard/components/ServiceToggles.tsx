import type { Language, ServiceView } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import type { WizardStateProps } from '../wizard-props';
import type { WizardPhoto } from '../wizard-state';
import { imageCardId, serviceCheckboxId } from './photo-card-ids';

/** A photo's services as compact toggles with their prices, and the SPEC §5 message when none is chosen. */
export function ServiceToggles({
  photo,
  state,
  dispatch,
  services,
  lang,
  missingService,
}: WizardStateProps & {
  photo: WizardPhoto;
  services: readonly ServiceView[];
  lang: Language;
  missingService: boolean;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const chosen = state.selections[photo.mediaId] ?? [];
  const errorId = `${imageCardId(photo.mediaId)}-error`;

  return (
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
  );
}
