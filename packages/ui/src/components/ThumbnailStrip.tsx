import { cn } from '../lib/cn';

export interface Thumbnail {
  /** Stable key (the photo's id). */
  id: string;
  src: string;
  /** Its text alternative; empty in a decorative strip. */
  alt: string;
}

const sizes = { sm: 'size-16', md: 'size-24' } as const;

/**
 * A wrapping row of an order's photos as small square thumbnails, loaded lazily. Named by `label`; without one it
 * repeats what the page says in words and is hidden from assistive technology. `more` is the tile after the last
 * one shown ("+4 more").
 */
export function ThumbnailStrip({
  images,
  label,
  size = 'sm',
  more,
  className,
}: {
  images: readonly Thumbnail[];
  label?: string;
  size?: keyof typeof sizes;
  more?: string;
  className?: string;
}) {
  if (images.length === 0) return null;
  return (
    <ul
      className={cn('flex flex-wrap gap-2', className)}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {images.map((image) => (
        <li key={image.id}>
          <img
            src={image.src}
            alt={image.alt}
            loading="lazy"
            className={cn(sizes[size], 'rounded-control border border-border object-cover')}
          />
        </li>
      ))}
      {more ? (
        <li
          className={cn(
            sizes[size],
            'flex items-center justify-center rounded-control bg-surface p-1 text-center text-sm text-ink-muted',
          )}
        >
          {more}
        </li>
      ) : null}
    </ul>
  );
}
