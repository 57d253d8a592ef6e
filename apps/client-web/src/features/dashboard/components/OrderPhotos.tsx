import type { ClientOrderDetail, Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { useEffect, useRef, useState } from 'react';
import { useOrderClaims } from '../api/claims';
import { photoTitleId } from '../focus-after-decision';
import { inFilter, openingFilter, type PhotoFilter } from '../photo-filters';
import { DownloadAll } from './DownloadAll';
import { ImageReview } from './ImageReview';
import { OrderOverview } from './OrderOverview';
import { PhotoViewer } from './PhotoViewer';

/**
 * The photos of an order: with two or more, the overview (thumbnails, filters, go to photo N, Accept all) above the
 * photos of the chosen group, each with its compare slider and decisions; the full-screen viewer goes through all.
 */
export function OrderPhotos({ order, lang }: { order: ClientOrderDetail; lang: Language }) {
  const { t } = useTranslation('clientOrders');
  const images = order.images;
  const [viewing, setViewing] = useState<number | null>(null);
  const [filter, setFilter] = useState<PhotoFilter>(() => openingFilter(images));
  const [goingTo, setGoingTo] = useState<string | null>(null);
  const openers = useRef(new Map<number, HTMLButtonElement>());
  const withOverview = images.length >= 2;
  const shown = withOverview ? filter : 'all';
  const claims = useOrderClaims(order.orderNumber);
  const guaranteeOf = (orderImageId: string) => ({
    claim: claims.data?.claims.find((claim) => claim.orderImageId === orderImageId) ?? null,
    claimableUntil: claims.data?.claimableUntil ?? null,
  });

  // Focus moves once the photo is rendered (a filter that hid it was switched to "All" first).
  useEffect(() => {
    if (!goingTo) return;
    document.getElementById(photoTitleId(goingTo))?.focus();
    setGoingTo(null);
  }, [goingTo]);

  const goTo = (index: number) => {
    const image = images[index];
    if (!image) return;
    if (!inFilter(filter, image)) setFilter('all');
    setGoingTo(image.orderImageId);
  };

  return (
    <section aria-labelledby="photos-title" className="mt-10">
      <h2 id="photos-title" className="text-xl font-semibold text-ink">
        {t('detail.photosTitle')}
      </h2>
      {order.downloads ? <DownloadAll downloads={order.downloads} /> : null}
      {withOverview ? (
        <OrderOverview
          images={images}
          filter={filter}
          onFilter={setFilter}
          onGoTo={goTo}
          onView={setViewing}
          awaitingDesigner={order.status === 'pending'}
          onAccepted={() => document.getElementById('overview-title')?.focus()}
        />
      ) : null}
      <ol className="mt-6 space-y-6">
        {images.map((image, index) =>
          inFilter(shown, image) ? (
            <li key={image.orderImageId}>
              <ImageReview
                image={image}
                lang={lang}
                awaitingDesigner={order.status === 'pending'}
                guarantee={guaranteeOf(image.orderImageId)}
                onView={() => setViewing(index)}
                viewButtonRef={(button) => {
                  if (button) openers.current.set(index, button);
                  else openers.current.delete(index);
                }}
              />
            </li>
          ) : null,
        )}
      </ol>
      <PhotoViewer
        images={images}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
        focusOnClose={(index) =>
          (openers.current.get(index) ?? document.getElementById('overview-title'))?.focus()
        }
      />
    </section>
  );
}
