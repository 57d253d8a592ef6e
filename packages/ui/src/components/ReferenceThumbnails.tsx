// The client's reference images of an order or a photo ("a sky like this"): small thumbnails, each opening
// the image at full size in a new tab.
import type { OrderReference } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';

export function ReferenceThumbnails({
  references,
  label,
}: {
  references: readonly OrderReference[];
  label: string;
}) {
  const { t } = useTranslation('ui');
  if (references.length === 0) return null;
  return (
    <div data-testid="references">
      <p className="text-sm font-medium text-ink">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label={label}>
        {references.map((reference, index) => (
          <li key={reference.mediaId}>
            <a
              href={reference.originalUrl}
              target="_blank"
              rel="noopener"
              className="block rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <img
                src={reference.thumbnailUrl}
                alt={t('references.alt', { number: index + 1, name: reference.fileName ?? '' })}
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
