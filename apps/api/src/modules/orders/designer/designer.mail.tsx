// The client's e-mail when a designer has submitted the edited photos (first delivery or a revision), in the
// order's language, with a link to the client dashboard.
import type { Language } from '@photoedit/contracts';
import { mailTranslator } from '@photoedit/i18n/mail';
import { MailButton, MailLayout, Paragraph, Quote, type RenderedMail, renderMail } from '../../mail';

export interface WorkReadyMailData {
  orderNumber: number;
  /** Photos delivered in this submission. */
  imageCount: number;
  /** True when this submission answers revision requests. */
  revision: boolean;
  comment: string | null;
  /** `${PUBLIC_ORIGIN}/{lang}/dashboard`. */
  dashboardUrl: string;
}

export function workReadyMail(language: Language, data: WorkReadyMailData): Promise<RenderedMail> {
  const t = mailTranslator(language);
  const values = { number: data.orderNumber, count: data.imageCount };
  const subject = t(data.revision ? 'workReady.subjectRevision' : 'workReady.subject', values);
  const intro = t(data.revision ? 'workReady.bodyRevision' : 'workReady.body', values);
  return renderMail(
    'order_ready_for_review',
    subject,
    <MailLayout language={language} lead={intro}>
      {data.comment ? (
        <>
          <Paragraph>{t('workReady.comment')}</Paragraph>
          <Quote>{data.comment}</Quote>
        </>
      ) : null}
      <Paragraph>{t('workReady.review')}</Paragraph>
      <MailButton href={data.dashboardUrl}>{t('workReady.button')}</MailButton>
    </MailLayout>,
  );
}
