import type { PhotoPin } from '@photoedit/contracts';
import { formatPercent, useTranslation } from '@photoedit/i18n';
import { Button, Dialog, DialogClose, StatusLine } from '@photoedit/ui';
import { useQuery } from '@tanstack/react-query';
import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { PinEditor } from '../../../components/pins/PinEditor';
import { previewUrlQuery } from '../wizard-api';

const zoomLevels = [1, 2, 3] as const;

/**
 * The pin editor large: the photo's 1600 px preview in a dialog as wide as the screen, zoomed 1×, 2× or 3× (the
 * photo scrolls in its frame), so a pin lands on a cable or a smudge. The same pins as the card's editor.
 */
export function PinEditorDialog({
  mediaId,
  draftToken,
  photoAlt,
  pins,
  onChange,
  invalid,
}: {
  mediaId: string;
  draftToken: string | null;
  photoAlt: string;
  pins: readonly PhotoPin[];
  onChange: (pins: PhotoPin[]) => void;
  invalid: boolean;
}) {
  const { t, i18n } = useTranslation('wizard');
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState<(typeof zoomLevels)[number]>(1);
  const preview = useQuery({ ...previewUrlQuery(mediaId, draftToken), enabled: open });
  const step = (by: -1 | 1) => {
    const next = zoomLevels[zoomLevels.indexOf(zoom) + by];
    if (next) setZoom(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      width="max-w-6xl"
      title={t('pins.largeTitle', { photo: photoAlt })}
      description={t('pins.largeHelp')}
      trigger={
        <Button variant="secondary" size="sm" className="self-start">
          <Maximize2 aria-hidden="true" className="size-4" />
          {t('pins.openLarge')}
          <span className="sr-only">: {photoAlt}</span>
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => step(-1)} disabled={zoom === 1}>
          <ZoomOut aria-hidden="true" className="size-4" />
          {t('pins.zoomOut')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => step(1)} disabled={zoom === 3}>
          <ZoomIn aria-hidden="true" className="size-4" />
          {t('pins.zoomIn')}
        </Button>
        <p className="text-sm text-ink-muted" aria-live="polite" data-testid="pin-zoom">
          {t('pins.zoomLevel', { percent: formatPercent(zoom, i18n.language) })}
        </p>
        <DialogClose asChild>
          <Button size="sm" className="ml-auto">
            {t('pins.done')}
          </Button>
        </DialogClose>
      </div>
      <div className="mt-3">
        {preview.data ? (
          <PinEditor
            src={preview.data.url}
            alt={photoAlt}
            pins={pins}
            onChange={onChange}
            invalid={invalid}
            idPrefix={`pins-large-${mediaId}`}
            zoom={zoom}
          />
        ) : (
          <StatusLine>{t('pins.loading')}</StatusLine>
        )}
      </div>
    </Dialog>
  );
}
