import type { ClientOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { cn } from '@photoedit/ui';
import { filterCounts, inFilter, type PhotoFilter, photoFilters } from '../photo-filters';
import { AcceptRemaining } from './AcceptRemaining';
import { GoToPhoto } from './GoToPhoto';
import { ImageStateBadge } from './ImageStateBadge';

/**
 * A whole order at a glance: every photo as a thumbnail with its state, the filters that also choose which photos
 * the page lists below, "go to photo N", and Accept all / Accept the rest. A tile goes to its photo (the compare
 * slider and its decisions); its corner button opens the full-screen viewer.
 */
export function OrderOverview({
  images,
  filter,
  onFilter,
  onGoTo,
  onView,
  awaitingDesigner,
  onAccepted,
}: {
  images: readonly ClientOrderImage[];
  filter: PhotoFilter;
  onFilter: (filter: PhotoFilter) => void;
  /** Shows the photo (switching to "All" when the filter hides it) and moves focus to it. */
  onGoTo: (index: number) => void;
  onView: (index: number) => void;
  awaitingDesigner: boolean;
  /** After Accept all / the rest: where focus goes once the accepted photos left the list. */
  onAccepted: () => void;
}) {
  const { t } = useTranslation('clientOrders');
  const counts = filterCounts(images);

  return (
    <section aria-labelledby="overview-title" className="mt-4" data-testid="order-overview">
      <h3 id="overview-title" tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
        {t('overview.title')}
      </h3>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-ink-muted">{t('overview.filterLabel')}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {photoFilters.map((each) => (
              <label
                key={each}
                className={cn(
                  'cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
                  filter === each
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-border-strong bg-white text-ink hover:bg-surface',
                )}
              >
                <input
                  type="radio"
                  name="photo-filter"
                  value={each}
                  checked={filter === each}
                  onChange={() => onFilter(each)}
                  className="sr-only"
                />
                {t(`overview.filters.${each}`, { count: counts[each] })}
              </label>
            ))}
          </div>
        </fieldset>
        <GoToPhoto count={images.length} onGoTo={onGoTo} />
      </div>
      <AcceptRemaining images={images} onAccepted={onAccepted} />
      <ul className="mt-4 grid grid-cols-2 gap-2 min-[360px]:grid-cols-3 sm:grid-cols-5 lg:grid-cols-8">
        {images.map((image, index) =>
          inFilter(filter, image) ? (
            <li key={image.orderImageId} className="relative min-w-0">
              <OverviewTile
                image={image}
                awaitingDesigner={awaitingDesigner}
                onGoTo={() => onGoTo(index)}
                onView={() => onView(index)}
              />
            </li>
          ) : null,
        )}
      </ul>
      {counts[filter] === 0 ? <p className="mt-3 text-sm text-ink-muted">{t('overview.none')}</p> : null}
    </section>
  );
}

function OverviewTile({
  image,
  awaitingDesigner,
  onGoTo,
  onView,
}: {
  image: ClientOrderImage;
  awaitingDesigner: boolean;
  onGoTo: () => void;
  onView: () => void;
}) {
  const { t } = useTranslation('clientOrders');
  const number = image.position + 1;
  return (
    <>
      <button
        type="button"
        onClick={onGoTo}
        data-testid="overview-tile"
        className="block w-full rounded-control border border-border bg-white p-1 text-left hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <img
          src={(image.edited ?? image.original).thumbnailUrl}
          alt=""
          loading="lazy"
          className="aspect-[4/3] w-full rounded-sm bg-surface object-cover"
        />
        <span className="mt-1 flex flex-wrap items-center justify-between gap-1 text-xs">
          <span className="font-semibold text-ink">{t('detail.photo', { number })}</span>{' '}
          <ImageStateBadge state={image.state} awaitingDesigner={awaitingDesigner} compact />
        </span>
      </button>
      <button
        type="button"
        onClick={onView}
        aria-label={t('overview.fullScreen', { number })}
        className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
          <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" strokeWidth="1.6" />
        </svg>
      </button>
    </>
  );
}
