// /{lang}/shared/{token} (issue 35): the gallery a photographer shares with the listing agent. No sign-in: the link
// is the key. The edited photos, one download each, and both ZIPs (as delivered, and listing-ready); never indexed.
import { type Language, type SharedGallery, shareMessageKeys } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Card, Container, StatusLine, usePageTitle } from '@photoedit/ui';
import { errorMessageKey, translateMessageKey } from '@photoedit/web-client';
import { useQuery } from '@tanstack/react-query';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useTRPC } from '../../../lib/trpc';
import { formatDateTime } from '../format';

const downloadLink =
  'inline-flex min-h-11 items-center justify-center rounded-control px-4 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

export function SharedGalleryPage({ lang, token }: { lang: Language; token: string }) {
  const { t } = useTranslation(['clientOrders', 'common']);
  const trpc = useTRPC();
  const gallery = useQuery({ ...trpc.shares.view.queryOptions({ token }), retry: false });
  usePageTitle(
    gallery.data ? t('shared.title', { number: gallery.data.orderNumber }) : t('shared.pageTitle'),
  );
  return (
    <Container className="py-10">
      <meta name="robots" content="noindex, nofollow" />
      {gallery.isPending ? (
        <StatusLine>{t('common:loading')}</StatusLine>
      ) : gallery.isError ? (
        errorMessageKey(gallery.error) === shareMessageKeys.linkGone ||
        errorMessageKey(gallery.error) === 'errors.BAD_INPUT' ? (
          <Card className="p-6" role="alert">
            <h1 className="text-2xl font-semibold text-ink">{t('shared.goneTitle')}</h1>
            <p className="mt-2 text-ink-muted">{translateMessageKey(shareMessageKeys.linkGone)}</p>
          </Card>
        ) : (
          <LoadFailedAlert item={t('shared.pageTitle')} onRetry={() => void gallery.refetch()} />
        )
      ) : (
        <Gallery gallery={gallery.data} lang={lang} />
      )}
    </Container>
  );
}

function Gallery({ gallery, lang }: { gallery: SharedGallery; lang: Language }) {
  const { t } = useTranslation('clientOrders');
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight text-ink">
        {t('shared.title', { number: gallery.orderNumber })}
      </h1>
      {gallery.businessName ? (
        <p className="mt-2 text-lg text-ink">{t('shared.from', { name: gallery.businessName })}</p>
      ) : null}
      <p className="mt-1 text-sm text-ink-muted">
        {t('shared.until', { date: formatDateTime(gallery.expiresAt, lang) })}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={gallery.fullZipUrl}
          download
          className={`${downloadLink} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {t('shared.fullZip', { count: gallery.photos.length })}
        </a>
        <a
          href={gallery.listingZipUrl}
          download
          className={`${downloadLink} border border-border-strong bg-white text-ink hover:bg-surface-muted`}
        >
          {t('shared.listingZip')}
        </a>
      </div>
      <ul
        className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={t('shared.photos')}
      >
        {gallery.photos.map((photo) => (
          <li key={photo.number} className="overflow-hidden rounded-card border border-border bg-white">
            <a
              href={photo.previewUrl}
              target="_blank"
              rel="noreferrer"
              className="block focus-visible:outline-2 focus-visible:outline-focus"
            >
              <img
                src={photo.thumbnailUrl}
                alt={t('shared.photo', { number: photo.number })}
                loading="lazy"
                className="aspect-[3/2] w-full bg-surface-muted object-cover"
              />
            </a>
            <div className="flex items-center justify-between gap-2 p-3">
              <span className="text-sm font-medium text-ink">
                {t('shared.photo', { number: photo.number })}
              </span>
              <a
                href={photo.downloadUrl}
                download
                aria-label={`${t('shared.download')} ${t('shared.photo', { number: photo.number })}`}
                className={`${downloadLink} text-brand-700 underline underline-offset-4`}
              >
                {t('shared.download')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
