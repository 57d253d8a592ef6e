// The identity e-mails: the client's access code (with a one-click link) and the designer's approval. Texts are
// the `mail` namespace of @photoedit/i18n, in the recipient's language.
import { accessCodeTtlMs, autoLoginTokenTtlMs } from '@photoedit/contracts';
import { Code, MailButton, mailTemplate, Paragraph } from './mail.layout';

export const minutes = (ms: number) => Math.round(ms / 60_000);

export const accessCodeMail = mailTemplate<{ code: string; link: string }>('access_code', (t, data) => ({
  // The code stays in the body: subjects show on lock screens and in notification previews.
  subject: t('accessCode.subject'),
  lead: t('accessCode.intro'),
  body: (
    <>
      <Code>{data.code}</Code>
      <Paragraph>{t('accessCode.expires', { count: minutes(accessCodeTtlMs) })}</Paragraph>
      <Paragraph>{t('accessCode.linkIntro')}</Paragraph>
      <MailButton href={data.link}>{t('accessCode.linkLabel')}</MailButton>
      <Paragraph>{t('accessCode.linkExpires', { count: minutes(autoLoginTokenTtlMs) })}</Paragraph>
      <Paragraph>{t('accessCode.ignore')}</Paragraph>
    </>
  ),
}));

export interface DesignerApprovedData {
  /** How the designer is greeted. */
  name: string;
  /** The studio's sign-in page. */
  link: string;
}

export const designerApprovedMail = mailTemplate<DesignerApprovedData>('designer_approved', (t, data) => ({
  subject: t('designerApproved.subject'),
  lead: t('designerApproved.body', { name: data.name }),
  body: <MailButton href={data.link}>{t('designerApproved.label')}</MailButton>,
}));
