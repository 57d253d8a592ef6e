import { MailButton, mailTemplate, Paragraph, Quote } from '../../mail';

export interface RevisionMailData {
  orderNumber: number;
  /** 0-based position of the image in the order. */
  position: number;
  note: string;
  /** The designer studio's address. */
  studioUrl: string;
}

export const revisionRequestedMail = mailTemplate<RevisionMailData>('revision_requested', (t, data) => ({
  subject: t('revisionRequested.subject', { number: data.orderNumber }),
  lead: t('revisionRequested.intro', { number: data.orderNumber, position: data.position + 1 }),
  body: (
    <>
      <Paragraph>{t('revisionRequested.note')}</Paragraph>
      <Quote>{data.note}</Quote>
      <Paragraph>{t('revisionRequested.action')}</Paragraph>
      <MailButton href={data.studioUrl}>{t('revisionRequested.link')}</MailButton>
    </>
  ),
}));
