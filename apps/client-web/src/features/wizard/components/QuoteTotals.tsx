import type { PriceQuote } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { FormAlert, StatusLine } from '@photoedit/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { WizardHeading } from './WizardHeading';

/**
 * The order's total from the server's quote: the subtotal when something changes it, the turnaround (its surcharge,
 * reduction, or "Included"), the discount, the total, and the signed-in client's credit with what the card pays.
 */
export function QuoteTotals({
  quote,
  money,
}: {
  quote: UseQueryResult<PriceQuote, unknown>;
  money: (amountMinor: number) => string;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  return (
    <section
      aria-labelledby="review-total-title"
      // Kept in view at the bottom of the screen while the client looks over the photos (where the screen is tall
      // enough for it not to hide what it passes over), until it reaches its place above Pay.
      className="z-10 rounded-card border border-border bg-surface p-4 [@media(min-height:600px)]:sticky [@media(min-height:600px)]:bottom-0 [@media(min-height:600px)]:shadow-overlay"
    >
      <WizardHeading depth={2} id="review-total-title" className="sr-only">
        {t('review.total')}
      </WizardHeading>
      {quote.isPending ? (
        <StatusLine>{t('review.quoting')}</StatusLine>
      ) : quote.isError ? (
        <FormAlert>{t('review.quoteFailed')}</FormAlert>
      ) : (
        <dl className="flex flex-col gap-1">
          {quote.data.discount || quote.data.turnaround.amountMinor !== 0 ? (
            <div className="flex justify-between">
              <dt>{t('review.subtotal')}</dt>
              <dd>{money(quote.data.subtotalMinor)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between" data-testid="review-turnaround">
            <dt>{t(`turnaround.${quote.data.turnaround.tier}`, { hours: quote.data.turnaround.hours })}</dt>
            <dd>
              {quote.data.turnaround.amountMinor === 0
                ? t('turnaroundSame')
                : `${quote.data.turnaround.amountMinor > 0 ? '+' : '−'}${money(Math.abs(quote.data.turnaround.amountMinor))}`}
            </dd>
          </div>
          {quote.data.discount ? (
            <div className="flex justify-between text-success-700">
              <dt>{t('review.discount', { code: quote.data.discount.code })}</dt>
              <dd>−{money(quote.data.discount.discountAmountMinor)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between text-xl font-semibold text-ink">
            <dt>{t('review.total')}</dt>
            <dd data-testid="review-total">{money(quote.data.totalMinor)}</dd>
          </div>
          {quote.data.creditMinor ? (
            <>
              <div className="flex justify-between text-success-700">
                <dt>{t('review.credit')}</dt>
                <dd data-testid="review-credit">−{money(quote.data.creditMinor)}</dd>
              </div>
              <div className="flex justify-between font-semibold text-ink">
                <dt>{t('review.toPay')}</dt>
                <dd data-testid="review-to-pay">{money(quote.data.totalMinor - quote.data.creditMinor)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      )}
    </section>
  );
}
