// The contact widget's e-mails: the support team's copy of the message, and the sender's acknowledgement
// (which never repeats the message, so the form cannot be used to send arbitrary text to any address).
import { type Language, replyWithinHours, supportHours } from '@photoedit/contracts';
import { mailTranslator } from '@photoedit/i18n/mail';
import { MailLayout, Paragraph, Quote, type RenderedMail, renderMail } from '../mail';

export function supportCopyMail(
  language: Language,
  data: { email: string; message: string; senderLanguage: Language },
): Promise<RenderedMail> {
  const t = mailTranslator(language);
  const intro = t('contactCopy.intro', { email: data.email, language: data.senderLanguage });
  return renderMail(
    'contact_message',
    t('contactCopy.subject', { email: data.email }),
    <MailLayout language={language} lead={intro}>
      <Quote>{data.message}</Quote>
      <Paragraph>{t('contactCopy.reply', { count: replyWithinHours })}</Paragraph>
    </MailLayout>,
  );
}

export function acknowledgementMail(language: Language): Promise<RenderedMail> {
  const t = mailTranslator(language);
  return renderMail(
    'contact_acknowledgement',
    t('contactAcknowledgement.subject'),
    <MailLayout language={language} lead={t('contactAcknowledgement.thanks')}>
      <Paragraph>
        {t('contactAcknowledgement.reply', {
          count: replyWithinHours,
          opens: supportHours.opens,
          closes: supportHours.closes,
        })}
      </Paragraph>
      <Paragraph>{t('contactAcknowledgement.ignore')}</Paragraph>
    </MailLayout>,
  );
}
