import { designerRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { cn } from '@photoedit/ui';
import { useId } from 'react';

export const commentTooLong = (comment: string) => comment.trim().length > designerRules.commentMaxLength;

/** Step 3: the summary and the optional comment to the client, with its length limit. */
export function CommentStep({
  count,
  orderNumber,
  comment,
  onComment,
}: {
  count: number;
  orderNumber: number;
  comment: string;
  onComment: (comment: string) => void;
}) {
  const { t } = useTranslation('designer');
  const commentId = useId();
  const tooLong = commentTooLong(comment);
  return (
    <div className="mt-3 space-y-3">
      <p className="text-ink">{t('submit.summary', { count, number: orderNumber })}</p>
      <label htmlFor={commentId} className="block font-medium text-ink">
        {t('submit.commentLabel')}
      </label>
      <textarea
        id={commentId}
        value={comment}
        onChange={(event) => onComment(event.target.value)}
        rows={5}
        aria-describedby={`${commentId}-hint ${commentId}-count`}
        aria-invalid={tooLong || undefined}
        className="w-full rounded-control border border-border-strong bg-white p-3 text-ink focus-visible:outline-2 focus-visible:outline-focus"
      />
      <p id={`${commentId}-hint`} className="text-sm text-ink-muted">
        {t('submit.commentHint', { max: designerRules.commentMaxLength })}
      </p>
      <p
        id={`${commentId}-count`}
        className={cn('text-sm', tooLong ? 'font-medium text-error-700' : 'text-ink-muted')}
      >
        {tooLong
          ? t('submit.commentTooLong', { max: designerRules.commentMaxLength })
          : t('submit.commentCount', { count: comment.trim().length, max: designerRules.commentMaxLength })}
      </p>
    </div>
  );
}
