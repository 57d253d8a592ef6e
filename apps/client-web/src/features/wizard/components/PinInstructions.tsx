import type { PhotoPin } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { PinEditor } from '../../../components/pins/PinEditor';
import { PinEditorDialog } from './PinEditorDialog';

/**
 * "Pin instructions on the photo": numbered pins with a short instruction each ("remove this car", "sky
 * here"), which the designer sees over the original as a checklist. Opens inline (or large, with zoom, for
 * small things); opened by itself when the photo already has pins or one of them still needs its instruction.
 */
export function PinInstructions({
  mediaId,
  photoSrc,
  photoAlt,
  pins,
  onChange,
  emptyNote,
  draftToken,
}: {
  mediaId: string;
  /** The checkout's draft, for the large editor's signed preview address. */
  draftToken: string | null;
  photoSrc: string;
  photoAlt: string;
  pins: readonly PhotoPin[];
  onChange: (pins: PhotoPin[]) => void;
  /** Continue was refused because a pin has no instruction yet. */
  emptyNote: boolean;
}) {
  const { t } = useTranslation('wizard');
  const [open, setOpen] = useState(pins.length > 0);
  const panelId = useId();
  const shown = open || emptyNote;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setOpen(!shown)}
      >
        <MapPin aria-hidden="true" className="size-4" />
        {pins.length > 0 ? t('pins.toggleWithCount', { count: pins.length }) : t('pins.toggle')}
      </Button>
      <div id={panelId} hidden={!shown} className="rounded-control border border-border bg-surface p-3">
        {shown ? (
          <div className="mb-3 flex">
            <PinEditorDialog
              mediaId={mediaId}
              draftToken={draftToken}
              photoAlt={photoAlt}
              pins={pins}
              onChange={onChange}
              invalid={emptyNote}
            />
          </div>
        ) : null}
        {shown ? (
          <PinEditor
            src={photoSrc}
            alt={photoAlt}
            pins={pins}
            onChange={onChange}
            invalid={emptyNote}
            idPrefix={`pins-${mediaId}`}
          />
        ) : null}
        {emptyNote ? (
          <p role="alert" className="mt-2 text-sm font-medium text-error-700">
            {t('pins.emptyNote')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
