import type { WizardStateProps } from '../wizard-props';
import type { WizardPhoto } from '../wizard-state';
import { Thumbnail } from './Thumbnail';

/** A wizard photo's 80 px thumbnail, as its card and the review show it; a fresh signed address goes to the state. */
export function PhotoThumbnail({
  photo,
  alt,
  draftToken,
  dispatch,
}: Pick<WizardStateProps, 'dispatch'> & { photo: WizardPhoto; alt: string; draftToken: string | null }) {
  return (
    <div className="size-20 shrink-0 overflow-hidden rounded-control bg-surface-sunken">
      <Thumbnail
        photo={photo}
        draftToken={draftToken}
        alt={alt}
        onFreshUrl={(mediaId, url) => dispatch({ type: 'thumbnail', mediaId, url })}
      />
    </div>
  );
}
