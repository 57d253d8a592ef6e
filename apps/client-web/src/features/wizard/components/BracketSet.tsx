import type { BracketEdit } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import { Layers } from 'lucide-react';
import { useBracketEdit } from '../bracket-edit-context';
import type { WizardPhoto } from '../wizard-state';

/** The card of photo `index` (after an edit the cards change): focus goes to its first control, never lost. */
function focusCard(index: number) {
  requestAnimationFrame(() => {
    const cards = document.querySelectorAll<HTMLElement>('[data-testid="wizard-image"]');
    const card = cards[Math.min(index, cards.length - 1)];
    card?.querySelector<HTMLElement>('summary, button, input')?.focus();
  });
}

/** "5 exposures": the stack badge of a bracket set's card. */
export function BracketBadge({ photo }: { photo: WizardPhoto }) {
  const { t } = useTranslation('wizard');
  if (!photo.frames) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
      data-testid="bracket-badge"
    >
      <Layers aria-hidden="true" className="size-3.5" />
      {t('brackets.badge', { count: photo.frames.length })}
    </span>
  );
}

/** A set's automatic blended preview, or what is happening to it ("the camera moved" is a photo-check warning). */
function BracketPreviewFigure({ photo }: { photo: WizardPhoto }) {
  const { t } = useTranslation('wizard');
  const preview = photo.preview;
  return (
    <div className="flex flex-col gap-2">
      {preview?.status === 'ready' && preview.image ? (
        <figure className="flex flex-col gap-1">
          <img
            src={preview.image.thumbnailUrl}
            alt={t('brackets.previewLabel')}
            className="max-h-48 w-full rounded-control object-contain bg-surface-sunken"
            data-testid="bracket-preview"
          />
          <figcaption className="text-xs text-ink-muted">{t('brackets.previewLabel')}</figcaption>
        </figure>
      ) : (
        <p className="text-xs text-ink-muted" role="status">
          {preview?.status === 'failed' ? t('brackets.previewFailed') : t('brackets.previewPending')}
        </p>
      )}
    </div>
  );
}

/**
 * A photo's bracket set on its card: the preview, and the frames with the corrections a client makes by keyboard
 * or touch (start a new photo from a frame, move a frame to the photo before or after; a file is removed in the
 * uploader); on every card but the last, "merge with the next photo".
 */
export function BracketSet({ photo, index, count }: { photo: WizardPhoto; index: number; count: number }) {
  const { t } = useTranslation('wizard');
  const edit = useBracketEdit();
  const run = async (change: BracketEdit, focusIndex: number) => {
    if (await edit(change)) focusCard(focusIndex);
  };
  const frames = photo.frames ?? [];
  return (
    <div className="flex flex-col gap-2">
      {frames.length > 1 ? (
        <>
          <BracketPreviewFigure photo={photo} />
          <details className="rounded-control border border-border p-2">
            <summary className="cursor-pointer text-sm font-medium text-ink">
              {t('brackets.framesTitle', { number: index + 1 })}
            </summary>
            <ol className="mt-2 flex flex-col gap-2">
              {frames.map((frame, at) => (
                <li
                  key={frame.mediaId}
                  className="flex flex-wrap items-center gap-2"
                  data-testid="bracket-frame"
                >
                  <img
                    src={frame.thumbnailUrl}
                    alt={t('brackets.frameLabel', { number: at + 1, name: frame.name })}
                    className="size-12 shrink-0 rounded-control object-cover"
                  />
                  <span className="min-w-0 flex-1 truncate text-xs text-ink [overflow-wrap:anywhere]">
                    {frame.name}
                  </span>
                  <span className="flex flex-wrap gap-1">
                    {at > 0 ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => run({ kind: 'split', photo: index, frame: at }, index + 1)}
                      >
                        {t('brackets.splitHere', { number: at + 1 })}
                      </Button>
                    ) : null}
                    {index > 0 ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          run({ kind: 'move', photo: index, frame: at, to: 'previous' }, index - 1)
                        }
                      >
                        {t('brackets.toPrevious', { number: at + 1 })}
                      </Button>
                    ) : null}
                    {index < count - 1 ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => run({ kind: 'move', photo: index, frame: at, to: 'next' }, index)}
                      >
                        {t('brackets.toNext', { number: at + 1 })}
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ol>
          </details>
        </>
      ) : null}
      {index < count - 1 ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => run({ kind: 'merge', photo: index }, index)}
        >
          {t('brackets.mergeNext', { number: index + 1 })}
        </Button>
      ) : null}
    </div>
  );
}
