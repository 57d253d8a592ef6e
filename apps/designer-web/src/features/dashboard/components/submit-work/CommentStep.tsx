import { type DesignerOrderImage, designerRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { cn } from '@photoedit/ui';
import { useId } from 'react';

export const commentTooLong = (comment: string) => comment.trim().length > designerRules.commentMaxLength;

const fieldClass =
  'w-full rounded-control border border-border-strong bg-white p-3 text-ink focus-visible:outline-2 focus-visible:outline-focus';

/** Step 3: the summary, the optional comment on the whole delivery, and an optional comment on each photo. */
export function CommentStep({
  orderNumber,
  images,
  comment,
  onComment,
  photoComments,
  onPhotoComment,
}: {
  orderNumber: number;
  images: readonly DesignerOrderImage[];
  comment: string;
  onComment: (comment: string) => void;
  photoComments: ReadonlyMap<string, string>;
  onPhotoComment: (imageId: string, comment: string) => void;
}) {
  const { t } = useTranslation('designer');
  const commentId = useId();
  const photosId = useId();
  const tooLong = commentTooLong(comment);
  return (
    <div className="mt-3 space-y-3">
      <p className="text-ink">{t('submit.summary', { count: images.length, number: orderNumber })}</p>
      <label htmlFor={commentId} className="block font-medium text-ink">
        {t('submit.commentLabel')}
      </label>
      <textarea
        id={commentId}
        value={comment}
        onChange={(event) => onComment(event.target.value)}
        rows={4}
        aria-describedby={`${commentId}-hint ${commentId}-count`}
        aria-invalid={tooLong || undefined}
        className={fieldClass}
      />
      <p id={`${commentId}-hint`} className="text-sm text-ink-muted">
        {t('submit.commentHint', { count: designerRules.commentMaxLength })}
      </p>
      <LengthNote id={`${commentId}-count`} text={comment} />

      <fieldset className="space-y-3 pt-2" aria-describedby={`${photosId}-hint`}>
        <legend className="font-medium text-ink">{t('submit.photoCommentsTitle')}</legend>
        <p id={`${photosId}-hint`} className="text-sm text-ink-muted">
          {t('submit.photoCommentsHint')}
        </p>
        {images.map((image) => {
          const id = `${photosId}-${image.id}`;
          const text = photoComments.get(image.id) ?? '';
          return (
            <div key={image.id} className="flex gap-3">
              <img
                src={image.original.thumbnailUrl}
                alt=""
                className="size-16 shrink-0 rounded-control border border-border object-cover"
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={id} className="block text-sm font-medium text-ink">
                  {t('submit.photoCommentLabel', { number: image.position + 1 })}
                  {image.original.fileName ? (
                    <span className="ml-1 font-normal text-ink-muted [overflow-wrap:anywhere]">
                      · {image.original.fileName}
                    </span>
                  ) : null}
                </label>
                <textarea
                  id={id}
                  value={text}
                  onChange={(event) => onPhotoComment(image.id, event.target.value)}
                  rows={2}
                  aria-invalid={commentTooLong(text) || undefined}
                  aria-describedby={commentTooLong(text) ? `${id}-count` : undefined}
                  className={cn(fieldClass, 'mt-1 p-2')}
                />
                {commentTooLong(text) ? <LengthNote id={`${id}-count`} text={text} /> : null}
              </div>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}

function LengthNote({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation('designer');
  const tooLong = commentTooLong(text);
  return (
    <p id={id} className={cn('text-sm', tooLong ? 'font-medium text-error-700' : 'text-ink-muted')}>
      {tooLong
        ? t('submit.commentTooLong', { count: designerRules.commentMaxLength })
        : t('submit.commentCount', { count: text.trim().length, max: designerRules.commentMaxLength })}
    </p>
  );
}
