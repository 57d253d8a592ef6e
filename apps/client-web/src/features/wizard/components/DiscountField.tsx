import { orderMessageKeys } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, TextField, toast } from '@photoedit/ui';
import { errorMessageKey, translateMessageKey } from '@photoedit/web-client';
import { useState } from 'react';
import { orderMessage } from '../order-message';
import { checkDiscount } from '../wizard-api';
import type { WizardQuoteProps } from '../wizard-props';
import { WizardHeading } from './WizardHeading';

/** The discount code: checked with the server, applied to the quote, or dropped with the reason. */
export function DiscountField({ state, dispatch, quote, money }: WizardQuoteProps) {
  const { t } = useTranslation('wizard');
  const [code, setCode] = useState(state.discountCode ?? '');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const invalid = () => orderMessage(orderMessageKeys.invalidDiscountCode, t('review.invalidDiscount'));
  // A stored code that stopped being valid (used up, expired) is reported and dropped.
  const storedInvalid = state.discountCode !== null && quote?.discountValid === false;

  const apply = async () => {
    const value = code.trim();
    setError(undefined);
    if (!value) {
      setError(invalid());
      return;
    }
    setChecking(true);
    try {
      const images = state.photos.map((photo) => ({ serviceIds: state.selections[photo.mediaId] ?? [] }));
      const answer = await checkDiscount(
        { code: value, images, turnaround: state.turnaround },
        state.draftToken,
      );
      if (answer.valid) {
        dispatch({ type: 'discount', code: answer.code });
        toast.success(t('review.discountApplied', { code: answer.code }));
      } else {
        setError(answer.messageKey ? orderMessage(answer.messageKey, invalid()) : invalid());
      }
    } catch (caught) {
      const key = errorMessageKey(caught);
      setError(
        key === 'errors.BAD_INPUT' || key === orderMessageKeys.invalidDiscountCode
          ? invalid()
          : translateMessageKey(key),
      );
    } finally {
      setChecking(false);
    }
  };

  const applied = state.discountCode && quote?.discount ? quote.discount : null;
  return (
    <section aria-labelledby="review-discount-title" className="flex flex-col gap-3">
      <WizardHeading depth={2} id="review-discount-title" className="text-lg font-semibold text-ink">
        {t('review.discountLabel')}
      </WizardHeading>
      {applied ? (
        <div
          className="rounded-control border border-success-600 bg-success-50 p-3 text-sm text-success-700"
          data-testid="discount-applied"
        >
          <p className="font-medium">{t('review.discountApplied', { code: applied.code })}</p>
          <p>{t('review.originalPrice', { amount: money(applied.originalPriceMinor) })}</p>
          <p>{t('review.discountAmount', { amount: money(applied.discountAmountMinor) })}</p>
          {applied.remainingUses !== null ? (
            <p>{t('review.remainingUses', { count: applied.remainingUses })}</p>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            onClick={() => {
              dispatch({ type: 'discount', code: null });
              setCode('');
            }}
          >
            {t('review.removeDiscount')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <TextField
            label={t('review.discountLabel')}
            className="min-w-0 flex-1"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error ?? (storedInvalid ? invalid() : undefined)}
          />
          <Button type="submit" variant="secondary" pending={checking}>
            {t('review.applyDiscount')}
          </Button>
        </form>
      )}
      {error || storedInvalid ? (
        <p role="alert" className="sr-only">
          {error ?? invalid()}
        </p>
      ) : null}
    </section>
  );
}
