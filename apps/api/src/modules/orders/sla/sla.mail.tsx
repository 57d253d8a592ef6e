// The delivery promise's e-mails: the apology for a late delivery with the credit it earned.
import type { Currency } from '@photoedit/contracts';
import { formatMoney } from '@photoedit/i18n/mail';
import { MailButton, mailTemplate, Paragraph } from '../../mail';

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

export interface AtRiskMailData {
  orderNumber: number;
  kind: 'unclaimed' | 'undelivered' | 'overdue';
  /** ISO time. */
  dueAt: string;
  designer: string | null;
  boardUrl: string;
}

/** To each admin, once per order and threshold. */
export const atRiskMail = mailTemplate<AtRiskMailData>('order_at_risk', (t, data) => ({
  subject: t(`atRisk.subject.${data.kind}`, { number: data.orderNumber }),
  lead: t(`atRisk.lead.${data.kind}`, {
    number: data.orderNumber,
    due: data.dueAt.replace('T', ' ').slice(0, 16),
    designer: data.designer ?? '',
  }),
  body: <MailButton href={data.boardUrl}>{t('atRisk.link')}</MailButton>,
}));

export interface DesignerReminderMailData {
  orderNumber: number;
  dueAt: string;
  studioUrl: string;
}

/** To the order's designer when most of its time is gone. */
export const designerReminderMail = mailTemplate<DesignerReminderMailData>(
  'designer_reminder',
  (t, data) => ({
    subject: t('designerReminder.subject', { number: data.orderNumber }),
    lead: t('designerReminder.lead', {
      number: data.orderNumber,
      due: data.dueAt.replace('T', ' ').slice(0, 16),
    }),
    body: <MailButton href={data.studioUrl}>{t('designerReminder.link')}</MailButton>,
  }),
);
