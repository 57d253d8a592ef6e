// The guarantee's e-mails: a new claim to the admins, the decision to the client, a redo to its designer.
import type { Currency } from '@photoedit/contracts';
import { formatMoney } from '@photoedit/i18n/mail';
import { MailButton, mailTemplate, Paragraph, Quote } from '../mail';

export interface ClaimOpenedMailData {
  orderNumber: number;
  photo: number;
  note: string | null;
  pinNotes: string[];
  clientEmail: string;
  consoleUrl: string;
}

export const claimOpenedMail = mailTemplate<ClaimOpenedMailData>('claim_opened', (t, data) => ({
  subject: t('claimOpened.subject', { number: data.orderNumber }),
  lead: t('claimOpened.intro', { number: data.orderNumber, photo: data.photo, email: data.clientEmail }),
  body: (
    <>
      {data.note ? <Quote>{data.note}</Quote> : null}
      {data.pinNotes.length > 0 ? (
        <Quote>{data.pinNotes.map((note, index) => `${index + 1}. ${note}`).join('\n')}</Quote>
      ) : null}
      <MailButton href={data.consoleUrl}>{t('claimOpened.link')}</MailButton>
    </>
  ),
}));

export interface ClaimResolvedMailData {
  orderNumber: number;
  photo: number;
  resolution: 'redo' | 'refund' | 'credit';
  note: string | null;
  amountMinor: number | null;
  currency: Currency;
  redoDueAt: string | null;
}

export const claimResolvedMail = mailTemplate<ClaimResolvedMailData>(
  'claim_resolved',
  (t, data, language) => {
    const amount = data.amountMinor === null ? '' : formatMoney(data.amountMinor, data.currency, language);
    return {
      subject: t('claimResolved.subject', { number: data.orderNumber }),
      lead: t(`claimResolved.${data.resolution}`, {
        number: data.orderNumber,
        photo: data.photo,
        amount,
        due: data.redoDueAt ? data.redoDueAt.replace('T', ' ').slice(0, 16) : '',
      }),
      body: data.note ? (
        <>
          <Paragraph>{t('claimResolved.note')}</Paragraph>
          <Quote>{data.note}</Quote>
        </>
      ) : (
        <Paragraph>{t('claimResolved.thanks')}</Paragraph>
      ),
    };
  },
);

export interface RedoMailData {
  orderNumber: number;
  photo: number;
  note: string | null;
  pinNotes: string[];
  dueAt: string;
  studioUrl: string;
}

export const redoMail = mailTemplate<RedoMailData>('claim_redo', (t, data) => ({
  subject: t('claimRedo.subject', { number: data.orderNumber }),
  lead: t('claimRedo.intro', {
    number: data.orderNumber,
    photo: data.photo,
    due: data.dueAt.replace('T', ' ').slice(0, 16),
  }),
  body: (
    <>
      {data.note ? <Quote>{data.note}</Quote> : null}
      {data.pinNotes.length > 0 ? (
        <Quote>{data.pinNotes.map((note, index) => `${index + 1}. ${note}`).join('\n')}</Quote>
      ) : null}
      <MailButton href={data.studioUrl}>{t('claimRedo.link')}</MailButton>
    </>
  ),
}));
