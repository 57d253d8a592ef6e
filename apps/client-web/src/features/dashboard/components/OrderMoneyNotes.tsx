import type { ClientOrderDetail, Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Card } from '@photoedit/ui';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatMoney } from '../format';

/**
 * What happened to the order's money after payment (issue 34): the credit a late delivery earned, and what went
 * back to the card, each with its reason. Nothing to say, nothing shown.
 */
export function OrderMoneyNotes({ order, lang }: { order: ClientOrderDetail; lang: Language }) {
  const { t } = useTranslation('clientOrders');
  const { credit, refunds } = order;
  if (credit.earned.length === 0 && refunds.refunds.length === 0) return null;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: credit.currency }, lang);
  return (
    <Card className="mt-6 p-6" data-testid="order-money">
      <h2 className="text-lg font-semibold text-ink">{t('money.title')}</h2>
      <ul className="mt-3 space-y-3 text-ink">
        {credit.earned.map((entry) => (
          <li key={`${entry.kind}-${entry.at}`}>
            <p className="font-medium">
              {t(`money.earned.${entry.kind}`, { amount: money(entry.amountMinor) })}
            </p>
            <p className="text-sm text-ink-muted">
              <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
              {' · '}
              <Link
                to="/$lang/dashboard/billing"
                params={{ lang }}
                className="font-medium text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus"
              >
                {t('money.billingLink')}
              </Link>
            </p>
          </li>
        ))}
        {refunds.refunds
          .filter((refund) => refund.status !== 'failed')
          .map((refund) => (
            <li key={refund.id}>
              <p className="font-medium">
                {refund.photo === null
                  ? t('money.refund', { amount: money(refund.amountMinor) })
                  : t('money.refundPhoto', { amount: money(refund.amountMinor), number: refund.photo })}
                {refund.status === 'pending' ? ` (${t('money.pending')})` : ''}
              </p>
              <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
                <time dateTime={refund.at}>{formatDateTime(refund.at, lang)}</time>
                {' · '}
                {refund.external ? t('money.refundedByUs') : refund.reason}
              </p>
            </li>
          ))}
      </ul>
      {refunds.refundedMinor > 0 ? (
        <p className="mt-3 text-sm text-ink-muted">
          {t('money.refundedTotal', {
            refunded: money(refunds.refundedMinor),
            paid: money(refunds.paidMinor),
          })}
        </p>
      ) : null}
    </Card>
  );
}
