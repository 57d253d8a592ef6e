import { MailButton, mailTemplate, Paragraph, Quote } from '../../mail';

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

export const workReadyMail = mailTemplate<WorkReadyMailData>('order_ready_for_review', (t, data) => {
  const values = { number: data.orderNumber, count: data.imageCount };
  return {
    subject: t(data.revision ? 'workReady.subjectRevision' : 'workReady.subject', values),
    lead: t(data.revision ? 'workReady.bodyRevision' : 'workReady.body', values),
    body: (
      <>
        {data.comment ? (
          <>
            <Paragraph>{t('workReady.comment')}</Paragraph>
            <Quote>{data.comment}</Quote>
          </>
        ) : null}
        <Paragraph>{t('workReady.review')}</Paragraph>
        <MailButton href={data.dashboardUrl}>{t('workReady.button')}</MailButton>
      </>
    ),
  };
});
