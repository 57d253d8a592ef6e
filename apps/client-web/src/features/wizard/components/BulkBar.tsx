import type { Language, ServiceView } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, CheckboxField } from '@photoedit/ui';
import { useEffect, useId, useRef } from 'react';

/**
 * Services for several photos at once: select all (or some: the photos' own checkboxes, Shift-click for a range),
 * then add or remove a service for every selected photo; each service shows on how many photos it is; the live
 * total is always in view (the bar sticks to the top of the screen on larger screens, at most a fifth of its
 * height: the services scroll inside it). While no photo is selected it says why its buttons are disabled.
 */
export function BulkBar({
  services,
  lang,
  photoCount,
  selectedCount,
  countOf,
  total,
  onSelectAll,
  onClear,
  onApply,
}: {
  services: readonly ServiceView[];
  lang: Language;
  photoCount: number;
  selectedCount: number;
  /** On how many photos a service is chosen. */
  countOf: (serviceId: string) => number;
  /** The display-only total, formatted. */
  total: string;
  onSelectAll: (all: boolean) => void;
  onClear: () => void;
  onApply: (serviceId: string, on: boolean) => void;
}) {
  const { t } = useTranslation('wizard');
  const selectAll = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const none = selectedCount === 0;
  const all = photoCount > 0 && selectedCount === photoCount;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selectedCount > 0 && !all;
  }, [selectedCount, all]);
  return (
    <section
      aria-label={t('bulk.title')}
      data-testid="bulk-bar"
      className="z-10 rounded-card border border-border bg-white shadow-card md:sticky md:top-0 md:max-h-[20vh] md:overflow-y-auto"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 bg-white p-3 pb-0 md:sticky md:top-0 md:z-10 md:pb-2">
        <CheckboxField
          ref={selectAll}
          label={t('bulk.selectAll')}
          className="text-base font-medium"
          checked={all}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('bulk.selected', { count: selectedCount, total: photoCount })}
        </p>
        {selectedCount > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        ) : null}
        <p className="ml-auto text-lg font-semibold text-ink" data-testid="wizard-sticky-total">
          {t('services.total', { amount: total })}
        </p>
        {none ? (
          <p id={hintId} className="w-full text-sm text-ink-muted" data-testid="bulk-hint">
            {t('bulk.noneSelected')}
          </p>
        ) : null}
      </div>
      <ul className="grid grid-cols-1 gap-2 p-3 pt-2 lg:grid-cols-2 xl:grid-cols-3">
        {services.map((service) => (
          <li
            key={service.id}
            className="flex flex-wrap items-center gap-2 rounded-control border border-border px-3 py-2"
            data-testid="bulk-service"
          >
            <span className="min-w-0 flex-1 text-sm">
              <span className="font-medium text-ink">{service.name}</span>{' '}
              <span className="text-ink-muted">
                {formatMoney(service.priceMinor, service.currency, lang)} ·{' '}
                {t('bulk.serviceCount', { count: countOf(service.id) })}
              </span>
            </span>
            <Button
              size="sm"
              disabled={none}
              aria-describedby={none ? hintId : undefined}
              onClick={() => onApply(service.id, true)}
            >
              {t('bulk.add')}
              <span className="sr-only"> {t('bulk.serviceTarget', { name: service.name })}</span>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={none}
              aria-describedby={none ? hintId : undefined}
              onClick={() => onApply(service.id, false)}
            >
              {t('bulk.remove')}
              <span className="sr-only"> {t('bulk.serviceTarget', { name: service.name })}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
