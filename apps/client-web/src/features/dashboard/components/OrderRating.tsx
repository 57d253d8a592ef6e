// After completion (issue 33): the client rates the order, 1–5 stars and a comment, for 30 days, and may prefer or
// block its designer for their next orders.
import { type ClientOrderDetail, type DesignerPreference, ratingRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Card, TextAreaField, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useDesignerPreference, useRateOrder } from '../api/order-rating';
import { formatDateTime } from '../format';

const stars = [1, 2, 3, 4, 5] as const;
const pill =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-border-strong bg-white px-3 py-2 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus';

export function OrderRating({ order, lang }: { order: ClientOrderDetail; lang: string }) {
  const { t } = useTranslation(['clientOrders', 'common']);
  const { rating, editableUntil } = order.rating;
  if (!editableUntil) {
    return rating ? (
      <p className="mt-6 text-ink" data-testid="order-rating">
        {t('rating.given', { stars: rating.stars })}
      </p>
    ) : null;
  }
  return (
    <Card className="mt-6 p-6" data-testid="order-rating">
      <h2 className="text-lg font-semibold text-ink">{t('rating.title')}</h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t('rating.intro', { date: formatDateTime(editableUntil, lang) })}
      </p>
      <RatingForm order={order} />
      <PreferenceChoice order={order} />
    </Card>
  );
}

function RatingForm({ order }: { order: ClientOrderDetail }) {
  const { t } = useTranslation(['clientOrders', 'common']);
  const rate = useRateOrder();
  const group = useId();
  const current = order.rating.rating;
  const [chosen, setChosen] = useState<number | null>(current?.stars ?? null);
  const [comment, setComment] = useState(current?.comment ?? '');
  const tooLong = comment.length > ratingRules.commentMaxLength;
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === null || tooLong) return;
        rate.mutate(
          { orderNumber: order.orderNumber, stars: chosen, comment },
          {
            onSuccess: () => toast.success(t('rating.saved')),
            onError: (error) => toast.error(describeError(error)),
          },
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('rating.stars')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {stars.map((count) => (
            <label key={count} className={pill}>
              <input
                type="radio"
                name={group}
                className="size-4 accent-brand-600"
                checked={chosen === count}
                onChange={() => setChosen(count)}
              />
              <span aria-hidden="true" className="flex">
                {stars.slice(0, count).map((star) => (
                  <Star key={star} className="size-4 fill-warning-600 text-warning-600" />
                ))}
              </span>
              <span className="sr-only">{t('rating.star', { count })}</span>
              <span aria-hidden="true">{count}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('rating.comment')}
        value={comment}
        rows={3}
        onChange={(event) => setComment(event.target.value)}
        error={tooLong ? t('common:errors.ratings.commentTooLong') : undefined}
      />
      <Button type="submit" disabled={chosen === null || tooLong || rate.isPending}>
        {t('rating.save')}
      </Button>
    </form>
  );
}

function PreferenceChoice({ order }: { order: ClientOrderDetail }) {
  const { t } = useTranslation('clientOrders');
  const setPreference = useDesignerPreference();
  const group = useId();
  const [chosen, setChosen] = useState<DesignerPreference | null>(order.rating.designerPreference);
  const options: { value: DesignerPreference | null; label: string }[] = [
    { value: 'preferred', label: t('rating.prefer') },
    { value: 'blocked', label: t('rating.block') },
    { value: null, label: t('rating.neither') },
  ];
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-medium text-ink">{t('rating.designer')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value ?? 'none'} className={pill}>
            <input
              type="radio"
              name={group}
              className="size-4 accent-brand-600"
              checked={chosen === option.value}
              disabled={setPreference.isPending}
              onChange={() => {
                const previous = chosen;
                setChosen(option.value);
                setPreference.mutate(
                  { orderNumber: order.orderNumber, preference: option.value },
                  {
                    onSuccess: () => toast.success(t('rating.preferenceSaved')),
                    onError: (error) => {
                      setChosen(previous);
                      toast.error(describeError(error));
                    },
                  },
                );
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
