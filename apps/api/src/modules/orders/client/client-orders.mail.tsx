// The e-mail telling the assigned designer that a client asked for a revision of an image (in the designer's
// language).
import type { Language } from '@photoedit/contracts';
import { mailTranslator } from '@photoedit/i18n/mail';
import { MailButton, MailLayout, Paragraph, Quote, type RenderedMail, renderMail } from '../../mail';

export interface RevisionMailData {
  orderNumber: number;
  /** 0-based position of the image in the order. */
  position: number;
  note: string;
  /** The designer studio's address. */
  studioUrl: string;
}

export function revisionRequestedMail(language: Language, data: RevisionMailData): Promise<RenderedMail> {
  const t = mailTranslator(language);
  const intro = t('revisionRequested.intro', { number: data.orderNumber, position: data.position + 1 });
  return renderMail(
    'revision_requested',
    t('revisionRequested.subject', { number: data.orderNumber }),
    <MailLayout language={language} lead={intro}>
      <Paragraph>{t('revisionRequested.note')}</Paragraph>
      <Quote>{data.note}</Quote>
      <Paragraph>{t('revisionRequested.action')}</Paragraph>
      <MailButton href={data.studioUrl}>{t('revisionRequested.link')}</MailButton>
    </MailLayout>,
  );
}
