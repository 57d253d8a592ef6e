import { MailButton, mailTemplate, Paragraph, Quote } from '../../mail';

export interface RevisionMailData {
  orderNumber: number;
  /** 0-based position of the image in the order. */
  position: number;
  /** The client's note, if they wrote one (pins that each say what to change need none). */
  note?: string | undefined;
  /** The notes of the numbered pins on the photo, in their order. */
  pinNotes: string[];
  /** The designer studio's address. */
  studioUrl: string;
}

export const revisionRequestedMail = mailTemplate<RevisionMailData>('revision_requested', (t, data) => ({
  subject: t('revisionRequested.subject', { number: data.orderNumber }),
  lead: t('revisionRequested.intro', { number: data.orderNumber, position: data.position + 1 }),
  body: (
    <>
      {data.note ? (
        <>
          <Paragraph>{t('revisionRequested.note')}</Paragraph>
          <Quote>{data.note}</Quote>
        </>
      ) : null}
      {data.pinNotes.length > 0 ? (
        <>
          <Paragraph>{t('revisionRequested.pins', { count: data.pinNotes.length })}</Paragraph>
          <Quote>{data.pinNotes.map((note, index) => `${index + 1}. ${note}`).join('\n')}</Quote>
        </>
      ) : null}
      <Paragraph>{t('revisionRequested.action')}</Paragraph>
      <MailButton href={data.studioUrl}>{t('revisionRequested.link')}</MailButton>
    </>
  ),
}));
