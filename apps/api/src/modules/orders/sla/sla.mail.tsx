// The delivery promise's e-mails: the apology for a late delivery with the credit it earned.
import type { Currency } from '@photoedit/contracts';
import { formatMoney } from '@photoedit/i18n/mail';
import { mailTemplate, Paragraph } from '../../mail';

export interface LateCreditMailData {
  orderNumber: number;
  creditMinor: number;
  /** The client's balance in the currency after the credit. */
  balanceMinor: number;
  currency: Currency;
  minutesLate: number;
}

export const lateCreditMail = mailTemplate<LateCreditMailData>('late_credit', (t, data, language) => {
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  return {
    subject: t('lateCredit.subject', { number: data.orderNumber }),
    lead: t('lateCredit.apology', { number: data.orderNumber, count: data.minutesLate }),
    body: (
      <>
        <Paragraph>{t('lateCredit.credit', { amount: money(data.creditMinor) })}</Paragraph>
        <Paragraph>{t('lateCredit.balance', { amount: money(data.balanceMinor) })}</Paragraph>
        <Paragraph>{t('lateCredit.policy')}</Paragraph>
      </>
    ),
  };
});
