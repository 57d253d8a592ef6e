// The identity e-mails: the client's access code (with a one-click link) and the designer's approval. Texts are
// the `mail` namespace of @photoedit/i18n, in the recipient's language.
import { accessCodeTtlMs, autoLoginTokenTtlMs, type Language } from '@photoedit/contracts';
import { mailTranslator } from '@photoedit/i18n/mail';
import { Code, MailButton, MailLayout, Paragraph, type RenderedMail, renderMail } from './mail.layout';

export const minutes = (ms: number) => Math.round(ms / 60_000);

export function accessCodeMail(
  language: Language,
  data: { code: string; link: string },
): Promise<RenderedMail> {
  const t = mailTranslator(language);
  // The code stays in the body: subjects show on lock screens and in notification previews.
  const subject = t('accessCode.subject');
  return renderMail(
    'access_code',
    subject,
    <MailLayout language={language} lead={t('accessCode.intro')}>
      <Code>{data.code}</Code>
      <Paragraph>{t('accessCode.expires', { count: minutes(accessCodeTtlMs) })}</Paragraph>
      <Paragraph>{t('accessCode.linkIntro')}</Paragraph>
      <MailButton href={data.link}>{t('accessCode.linkLabel')}</MailButton>
      <Paragraph>{t('accessCode.linkExpires', { count: minutes(autoLoginTokenTtlMs) })}</Paragraph>
      <Paragraph>{t('accessCode.ignore')}</Paragraph>
    </MailLayout>,
  );
}

export function designerApprovedMail(
  language: Language,
  data: { name: string; link: string },
): Promise<RenderedMail> {
  const t = mailTranslator(language);
  const body = t('designerApproved.body', { name: data.name });
  return renderMail(
    'designer_approved',
    t('designerApproved.subject'),
    <MailLayout language={language} lead={body}>
      <MailButton href={data.link}>{t('designerApproved.label')}</MailButton>
    </MailLayout>,
  );
}
