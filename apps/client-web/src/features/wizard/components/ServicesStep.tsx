import { useTranslation } from '@photoedit/i18n';
import { useRef, useState } from 'react';
import { photoWarnings } from '../photo-warnings';
import { useLiveTotal } from '../useLiveTotal';
import type { WizardCatalogueProps } from '../wizard-props';
import { BulkBar } from './BulkBar';
import { CurrencyChoice } from './CurrencyChoice';
import { PhotoCard } from './PhotoCard';
import { RepeatLastOrder } from './RepeatLastOrder';
import { ServiceGuide } from './ServiceGuide';
import { TurnaroundChoice } from './TurnaroundChoice';

export { imageCardId, serviceCheckboxId } from './PhotoCard';

/**
 * Step 2 at listing scale: the photos as a grid of compact cards, services chosen per photo or for several at
 * once (select all, a photo's box, Shift-click for a range, then add or remove a service in the bulk bar), "same
 * as previous photo", each service's count, what each service does on demand, and a live total always in view
 * (display only). `missing` holds the photos continued without a service: each shows the SPEC §5 message, and
 * their number is shown above the grid.
 */
export function ServicesStep({
  state,
  dispatch,
  services,
  lang,
  currency,
  missing,
  emptyPins = new Set(),
}: WizardCatalogueProps & {
  missing: ReadonlySet<string>;
  /** Photos continued with a pin whose instruction is empty. */
  emptyPins?: ReadonlySet<string>;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const lastClicked = useRef<number | null>(null);
  const { servicesMinor, total, money } = useLiveTotal(state, services, lang, currency);
  const warnings = photoWarnings(state.photos);
  const ids = state.photos.map((photo) => photo.mediaId);
  const chosenFor = (mediaId: string) => state.selections[mediaId] ?? [];
  const stillMissing = ids.filter((id) => missing.has(id) && chosenFor(id).length === 0);
  const [moved, setMoved] = useState('');
  const move = (mediaId: string, to: number) => {
    const photo = state.photos.find((candidate) => candidate.mediaId === mediaId);
    if (!photo || to < 0 || to >= ids.length) return;
    dispatch({ type: 'movePhoto', mediaId, to });
    setMoved(t('services.moved', { name: photo.name, number: to + 1, count: ids.length }));
  };

  const select = (index: number, on: boolean, range: boolean) => {
    const from = range && lastClicked.current !== null ? Math.min(lastClicked.current, index) : index;
    const to = range && lastClicked.current !== null ? Math.max(lastClicked.current, index) : index;
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids.slice(from, to + 1)) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
    lastClicked.current = index;
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">{t('services.intro')}</p>
      {ids.length > 1 ? <p className="text-sm text-ink-muted">{t('services.sequence')}</p> : null}
      <p className="sr-only" aria-live="polite" data-testid="photo-moved">
        {moved}
      </p>
      {warnings.size > 0 ? (
        <p className="text-sm font-medium text-warning-700" data-testid="photo-warnings-count">
          {t('checks.count', { count: warnings.size })}
        </p>
      ) : null}
      {stillMissing.length > 0 ? (
        <p className="text-sm font-medium text-error-700" data-testid="missing-count">
          {t('services.missingCount', { count: stillMissing.length })}
        </p>
      ) : null}
      <CurrencyChoice currency={currency} dispatch={dispatch} />
      <RepeatLastOrder state={state} dispatch={dispatch} services={services} />
      <BulkBar
        services={services}
        lang={lang}
        photoCount={ids.length}
        selectedCount={ids.filter((id) => selected.has(id)).length}
        countOf={(serviceId) => ids.filter((id) => chosenFor(id).includes(serviceId)).length}
        total={total}
        onSelectAll={(all) => setSelected(all ? new Set(ids) : new Set())}
        onClear={() => setSelected(new Set())}
        onApply={(serviceId, on) =>
          dispatch({ type: 'setService', mediaIds: ids.filter((id) => selected.has(id)), serviceId, on })
        }
      />
      <ServiceGuide services={services} lang={lang} />
      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {state.photos.map((photo, index) => (
          <PhotoCard
            key={photo.mediaId}
            photo={photo}
            index={index}
            state={state}
            dispatch={dispatch}
            services={services}
            lang={lang}
            currency={currency}
            selected={selected.has(photo.mediaId)}
            onSelect={(on, range) => select(index, on, range)}
            warnings={warnings.get(photo.mediaId)}
            missingService={missing.has(photo.mediaId) && chosenFor(photo.mediaId).length === 0}
            emptyPin={emptyPins.has(photo.mediaId)}
            previousId={ids[index - 1]}
            count={ids.length}
            onMove={move}
          />
        ))}
      </ol>
      <TurnaroundChoice state={state} dispatch={dispatch} subtotalMinor={servicesMinor} money={money} />
      {/* On phones the bulk bar scrolls away: the total sticks to the bottom of the screen instead. */}
      <div
        className="z-10 rounded-card border border-border bg-surface p-4 max-md:sticky max-md:bottom-0 max-md:shadow-overlay"
        aria-live="polite"
      >
        <p className="text-lg font-semibold text-ink" data-testid="wizard-live-total">
          {t('services.total', { amount: total })}
        </p>
        <p className="text-sm text-ink-muted">{t('services.totalHint')}</p>
      </div>
    </div>
  );
}
