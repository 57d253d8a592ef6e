import type { ServiceView } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import type { WizardQuoteProps } from '../wizard-props';

/**
 * The review of a listing-size order: one line saying how many photos have each service, and on demand a table
 * of photos × services with each photo's price (the server's quote once it is there). Collapsed at first, so the
 * turnaround, the discount and the total are near.
 */
export function ReviewPhotosTable({
  state,
  quote,
  money,
  services,
}: WizardQuoteProps & { services: readonly ServiceView[] }) {
  const { t } = useTranslation('wizard');
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const chosenOf = new Map(
    state.photos.map((photo) => [photo.mediaId, new Set(state.selections[photo.mediaId])]),
  );
  const chosen = (mediaId: string) => chosenOf.get(mediaId) ?? new Set<string>();
  const used = services
    .map((service) => ({
      service,
      count: state.photos.filter((photo) => chosen(photo.mediaId).has(service.id)).length,
    }))
    .filter(({ count }) => count > 0);
  const summary = t('review.table.summary', {
    count: state.photos.length,
    services: used
      .map(({ service, count }) => t('review.table.serviceCount', { name: service.name, count }))
      .join(', '),
  });

  return (
    <div className="mt-3" data-testid="review-photos-table">
      <p className="text-sm text-ink [overflow-wrap:anywhere]">{summary}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen((now) => !now)}
      >
        {open ? t('review.table.hide') : t('review.table.show', { count: state.photos.length })}
      </Button>
      <section
        id={tableId}
        hidden={!open}
        aria-label={t('review.table.region')}
        // Scrolls sideways inside itself on a phone; focusable so the keyboard can scroll it.
        tabIndex={open ? 0 : -1}
        className="mt-3 max-w-full overflow-x-auto rounded-card border border-border focus-visible:outline-2 focus-visible:outline-focus"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('review.table.caption')}</caption>
          <thead className="bg-surface text-left text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('review.table.photo')}
              </th>
              {used.map(({ service }) => (
                <th key={service.id} scope="col" className="px-3 py-2 text-center font-medium">
                  {service.name}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('review.table.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {state.photos.map((photo, index) => {
              const services = chosen(photo.mediaId);
              const price = quote?.images.find((image) => image.index === index)?.subtotalMinor;
              return (
                <tr key={photo.mediaId} className="border-t border-border" data-testid="review-table-row">
                  <th scope="row" className="max-w-48 truncate px-3 py-1.5 text-left font-normal text-ink">
                    {index + 1}. {photo.name}
                  </th>
                  {used.map(({ service }) => (
                    <td key={service.id} className="px-3 py-1.5 text-center">
                      {services.has(service.id) ? (
                        <Check
                          role="img"
                          aria-label={t('review.table.included')}
                          className="mx-auto size-4 text-success-700"
                        />
                      ) : (
                        <span className="sr-only">{t('review.table.notIncluded')}</span>
                      )}
                    </td>
                  ))}
                  <td className="px-3 py-1.5 text-right whitespace-nowrap text-ink">
                    {price === undefined ? '' : money(price)}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-t-2 border-border-strong bg-surface font-medium text-ink">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                {t('review.table.photosWith')}
              </th>
              {used.map(({ service, count }) => (
                <td key={service.id} className="px-3 py-2 text-center">
                  {count}
                </td>
              ))}
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {quote ? money(quote.subtotalMinor) : ''}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}
