// A photo of an order that is a bracket set (issue 32): its automatic blended preview, labelled as such, and its
// exposures as small thumbnails, each opening the frame at full size in a new tab. Nothing for a single photo.
import type { OrderPhotoBracket } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';

export function BracketFrames({ bracket, number }: { bracket: OrderPhotoBracket; number: number }) {
  const { t } = useTranslation('ui');
  if (!bracket) return null;
  const label = t('brackets.framesLabel', { count: bracket.frames.length, number });
  return (
    <div className="flex flex-col gap-2" data-testid="bracket-frames">
      {bracket.blendedPreview ? (
        <figure className="flex flex-col gap-1">
          <a
            href={bracket.blendedPreview.previewUrl}
            target="_blank"
            rel="noopener"
            className="block rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <img
              src={bracket.blendedPreview.thumbnailUrl}
              alt={t('brackets.previewLabel')}
              loading="lazy"
              className="max-h-48 rounded-control border border-border object-contain"
            />
            <span className="sr-only"> {t('references.opensInNewTab')}</span>
          </a>
          <figcaption className="text-xs text-ink-muted">{t('brackets.previewLabel')}</figcaption>
        </figure>
      ) : (
        <p className="text-xs text-ink-muted">{t('brackets.previewPending')}</p>
      )}
      {bracket.cameraMoved ? <p className="text-sm text-warning-700">{t('brackets.cameraMoved')}</p> : null}
      <p className="text-sm font-medium text-ink">{label}</p>
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {bracket.frames.map((frame, index) => (
          <li key={frame.mediaId}>
            <a
              href={frame.originalUrl}
              target="_blank"
              rel="noopener"
              className="block rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <img
                src={frame.thumbnailUrl}
                alt={t('brackets.frameAlt', { number: index + 1, name: frame.fileName ?? '' })}
                loading="lazy"
                className="size-16 rounded-control border border-border object-cover"
              />
              <span className="sr-only"> {t('references.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
