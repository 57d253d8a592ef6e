// The payments' e-mails to the client: a refund made (from the console, or in Stripe's dashboard).
import type { Currency } from '@photoedit/contracts';
import { formatMoney } from '@photoedit/i18n/mail';
import { mailTemplate, Paragraph, Quote } from '../mail';

export interface RefundMailData {
  orderNumber: number;
  amountMinor: number;
  currency: Currency;
  /** 1-based photo number; null: the order as a whole. */
  photo: number | null;
  /** The admin's reason; null for a refund made in the provider's dashboard. */
  reason: string | null;
  refundedMinor: number;
  paidMinor: number;
  /** The correcting invoice attached to the mail. */
  correctionNumber?: string | null;
}

export const refundMail = mailTemplate<RefundMailData>('refund', (t, data, language) => {
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  return {
    subject: t('refund.subject', { number: data.orderNumber }),
    lead:
      data.photo === null
        ? t('refund.order', { amount: money(data.amountMinor), number: data.orderNumber })
        : t('refund.photo', { amount: money(data.amountMinor), number: data.orderNumber, photo: data.photo }),
    body: (
      <>
        {data.reason ? (
          <>
            <Paragraph>{t('refund.reason')}</Paragraph>
            <Quote>{data.reason}</Quote>
          </>
        ) : null}
        <Paragraph>
          {t('refund.total', { refunded: money(data.refundedMinor), paid: money(data.paidMinor) })}
        </Paragraph>
        <Paragraph>{t('refund.card')}</Paragraph>
        {data.correctionNumber ? (
          <Paragraph>{t('invoice.correctionAttached', { number: data.correctionNumber })}</Paragraph>
        ) : null}
      </>
    ),
  };
});

export interface CreditPurchaseMailData {
  paidMinor: number;
  creditMinor: number;
  /** The balance after the purchase (null: not known). */
  balanceMinor: number | null;
  currency: Currency;
  invoiceNumber: string | null;
}

export const creditPurchaseMail = mailTemplate<CreditPurchaseMailData>(
  'credit_purchase',
  (t, data, language) => {
    const money = (minor: number) => formatMoney(minor, data.currency, language);
    return {
      subject: t('creditPurchase.subject'),
      lead: t('creditPurchase.lead', { credit: money(data.creditMinor), paid: money(data.paidMinor) }),
      body: (
        <>
          {data.balanceMinor !== null ? (
            <Paragraph>{t('creditPurchase.balance', { balance: money(data.balanceMinor) })}</Paragraph>
          ) : null}
          <Paragraph>{t('creditPurchase.use')}</Paragraph>
          {data.invoiceNumber ? (
            <Paragraph>{t('invoice.attached', { number: data.invoiceNumber })}</Paragraph>
          ) : null}
        </>
      ),
    };
  },
);
