import type { ClientOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Dialog as Radix } from 'radix-ui';
import type { PhotoVersion } from '../usePhotoViewer';
import { ViewerButton } from './ViewerButton';

/** The viewer's top bar: which photo it is, edited/original, zoom out/in/fit, Download and Close. */
export function ViewerToolbar({
  image,
  count,
  shown,
  onVersion,
  zoom,
}: {
  image: ClientOrderImage | undefined;
  count: number;
  shown: PhotoVersion;
  onVersion: (version: PhotoVersion) => void;
  zoom: { in: () => void; out: () => void; fit: () => void };
}) {
  const { t } = useTranslation('clientOrders');
  const number = (image?.position ?? 0) + 1;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 bg-black/70 p-2 sm:px-4">
      <Radix.Title className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">
        {t('viewer.title', { number, count })}
        {image?.originalFileName ? (
          <span className="ml-2 font-normal text-white/80">{image.originalFileName}</span>
        ) : null}
      </Radix.Title>
      <div className="flex flex-wrap items-center gap-1">
        {image?.edited ? <VersionSwitch shown={shown} onVersion={onVersion} /> : null}
        <ViewerButton onClick={zoom.out} aria-label={t('viewer.zoomOut')}>
          −
        </ViewerButton>
        <ViewerButton onClick={zoom.in} aria-label={t('viewer.zoomIn')}>
          +
        </ViewerButton>
        <ViewerButton onClick={zoom.fit}>{t('viewer.fit')}</ViewerButton>
        {image?.editedDownloadUrl ? (
          <ViewerButton asChild>
            <a href={image.editedDownloadUrl} download>
              {t('downloads.photo')}
            </a>
          </ViewerButton>
        ) : null}
        <Radix.Close asChild>
          <ViewerButton aria-label={t('viewer.close')}>×</ViewerButton>
        </Radix.Close>
      </div>
    </div>
  );
}

function VersionSwitch({
  shown,
  onVersion,
}: {
  shown: PhotoVersion;
  onVersion: (version: PhotoVersion) => void;
}) {
  const { t } = useTranslation('clientOrders');
  return (
    <fieldset className="mr-2 flex gap-1">
      <legend className="sr-only">{t('viewer.version')}</legend>
      {(['edited', 'original'] as const).map((option) => (
        <ViewerButton
          key={option}
          aria-pressed={shown === option}
          onClick={() => onVersion(option)}
          className={shown === option ? 'bg-white text-ink hover:bg-white' : undefined}
        >
          {option === 'edited' ? t('detail.edited') : t('detail.original')}
        </ViewerButton>
      ))}
    </fieldset>
  );
}
