import { useEffect, useRef } from 'react';
import { isSignedUrlStale } from '../signed-url';
import { fetchMediaUrl } from '../wizard-api';
import type { WizardPhoto } from '../wizard-state';

/**
 * A photo's thumbnail from its signed address; an address that has lapsed (or fails to load) is replaced by
 * a fresh one from `GET /api/media/:id/url`, once per view.
 */
export function Thumbnail({
  photo,
  draftToken,
  alt,
  onFreshUrl,
  className,
}: {
  photo: WizardPhoto;
  draftToken: string | null;
  alt: string;
  onFreshUrl: (mediaId: string, url: string) => void;
  className?: string;
}) {
  const refreshed = useRef(false);
  const refresh = () => {
    if (refreshed.current) return;
    refreshed.current = true;
    fetchMediaUrl(photo.mediaId, draftToken).then(
      (answer) => onFreshUrl(photo.mediaId, answer.url),
      () => undefined,
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per address
  useEffect(() => {
    if (isSignedUrlStale(photo.thumbnailUrl)) refresh();
  }, [photo.thumbnailUrl]);
  return (
    <img
      src={photo.thumbnailUrl}
      alt={alt}
      width={photo.width}
      height={photo.height}
      onError={refresh}
      className={className ?? 'size-full object-cover'}
    />
  );
}
