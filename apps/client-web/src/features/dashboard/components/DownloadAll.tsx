import type { OrderDownloads } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';

/** The order's delivered photos as one ZIP, in the two sets a photographer needs: as delivered, or listing-ready. */
export function DownloadAll({ downloads }: { downloads: OrderDownloads }) {
  const { t } = useTranslation('clientOrders');
  return (
    <section
      aria-labelledby="download-all-title"
      className="mt-4 flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h3 id="download-all-title" className="font-semibold text-ink">
          {t('downloads.allTitle', { count: downloads.photoCount })}
        </h3>
        <p className="text-sm text-ink-muted">{t('downloads.allHint')}</p>
      </div>
      <Button asChild>
        <a href={downloads.fullZipUrl} download>
          {t('downloads.full')}
        </a>
      </Button>
      <Button asChild variant="secondary">
        <a href={downloads.listingZipUrl} download>
          {t('downloads.listing')}
        </a>
      </Button>
    </section>
  );
}
