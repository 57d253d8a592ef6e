// The e-mails of the product in English and Polish, each as text and (escaped) HTML.
import { accessCodeTtlMs, autoLoginTokenTtlMs, type Language } from '@photoedit/contracts';

export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const minutes = (ms: number) => Math.round(ms / 60_000);

/** A small, inline-styled HTML frame (mail clients ignore <style> blocks unevenly). */
export function htmlFrame(language: Language, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">',
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    '<p style="margin:0 0 24px;font-weight:bold;font-size:18px">PhotoEdit</p>',
    body,
    '</div></body></html>',
  ].join('');
}

export const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
export const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>`;
/** Someone's own words (a comment, a note, a message), kept as written. */
export const quote = (text: string) =>
  `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d6d3d1;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;

const accessCodeText = {
  en: {
    subject: 'Your PhotoEdit access code',
    intro: 'Use this code to open your orders on PhotoEdit:',
    expires: `The code is valid for ${minutes(accessCodeTtlMs)} minutes and can be used once.`,
    linkIntro: 'Or sign in with one click:',
    linkLabel: 'Sign in to PhotoEdit',
    linkExpires: `The link is valid for ${minutes(autoLoginTokenTtlMs)} minutes.`,
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
  },
  pl: {
    subject: 'Twój kod dostępu PhotoEdit',
    intro: 'Użyj tego kodu, aby otworzyć swoje zamówienia w PhotoEdit:',
    expires: `Kod jest ważny przez ${minutes(accessCodeTtlMs)} minut i można go użyć raz.`,
    linkIntro: 'Możesz też zalogować się jednym kliknięciem:',
    linkLabel: 'Zaloguj się do PhotoEdit',
    linkExpires: `Link jest ważny przez ${minutes(autoLoginTokenTtlMs)} minut.`,
    ignore: 'Jeśli ta wiadomość nie jest przeznaczona dla Ciebie, zignoruj ją.',
  },
} satisfies Record<Language, unknown>;

export function accessCodeMail(language: Language, data: { code: string; link: string }): RenderedMail {
  const t = accessCodeText[language];
  // The code stays in the body: subjects show on lock screens and in notification previews.
  const subject = t.subject;
  return {
    template: 'access_code',
    subject,
    text: [
      t.intro,
      '',
      data.code,
      '',
      t.expires,
      '',
      t.linkIntro,
      data.link,
      t.linkExpires,
      '',
      t.ignore,
    ].join('\n'),
    html: htmlFrame(
      language,
      subject,
      [
        paragraph(t.intro),
        `<p style="margin:0 0 16px;font-size:32px;letter-spacing:6px;font-weight:bold">${escapeHtml(data.code)}</p>`,
        paragraph(t.expires),
        paragraph(t.linkIntro),
        button(data.link, t.linkLabel),
        paragraph(t.linkExpires),
        paragraph(t.ignore),
      ].join(''),
    ),
  };
}

const approvedText = {
  en: {
    subject: 'Your PhotoEdit designer account is approved',
    body: (name: string) =>
      `Hello ${name}, an administrator approved your designer account. You can now claim orders.`,
    label: 'Open the designer studio',
  },
  pl: {
    subject: 'Twoje konto grafika w PhotoEdit zostało zatwierdzone',
    body: (name: string) =>
      `Cześć ${name}, administrator zatwierdził Twoje konto grafika. Możesz już przyjmować zamówienia.`,
    label: 'Otwórz studio grafika',
  },
} satisfies Record<Language, unknown>;

export function designerApprovedMail(language: Language, data: { name: string; link: string }): RenderedMail {
  const t = approvedText[language];
  return {
    template: 'designer_approved',
    subject: t.subject,
    text: [t.body(data.name), '', data.link].join('\n'),
    html: htmlFrame(language, t.subject, [paragraph(t.body(data.name)), button(data.link, t.label)].join('')),
  };
}
