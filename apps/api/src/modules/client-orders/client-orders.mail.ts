// The e-mail telling the assigned designer that a client asked for a revision of an image (en and pl, in the
// designer's language).
import type { Language } from '@photoedit/contracts';
import { escapeHtml, type RenderedMail } from '../mail/mail.templates';

export interface RevisionMailData {
  orderNumber: number;
  /** 0-based position of the image in the order. */
  position: number;
  note: string;
  /** The designer studio's address. */
  studioUrl: string;
}

const text = {
  en: {
    subject: (n: number) => `Revision requested on order #${n}: PhotoEdit`,
    intro: (n: number, photo: number) => `The client of order #${n} asked for a revision of photo ${photo}.`,
    note: 'Their note:',
    action: 'Open the order in your studio, edit the photo again and submit the new version.',
    link: 'Open the designer studio',
  },
  pl: {
    subject: (n: number) => `Prośba o poprawkę w zamówieniu #${n}: PhotoEdit`,
    intro: (n: number, photo: number) => `Klient zamówienia #${n} poprosił o poprawkę zdjęcia ${photo}.`,
    note: 'Uwagi klienta:',
    action: 'Otwórz zamówienie w swoim studiu, popraw zdjęcie i prześlij nową wersję.',
    link: 'Otwórz studio grafika',
  },
} satisfies Record<Language, unknown>;

export function revisionRequestedMail(language: Language, data: RevisionMailData): RenderedMail {
  const t = text[language];
  const subject = t.subject(data.orderNumber);
  const intro = t.intro(data.orderNumber, data.position + 1);
  const p = (value: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value)}</p>`;
  return {
    template: 'revision_requested',
    subject,
    text: [intro, '', t.note, data.note, '', t.action, data.studioUrl].join('\n'),
    html: [
      '<!doctype html>',
      `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">',
      '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
      '<p style="margin:0 0 24px;font-weight:bold;font-size:18px">PhotoEdit</p>',
      p(intro),
      p(t.note),
      `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d6d3d1;white-space:pre-wrap">${escapeHtml(data.note)}</blockquote>`,
      p(t.action),
      `<p style="margin:0 0 16px"><a href="${escapeHtml(data.studioUrl)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(t.link)}</a></p>`,
      '</div></body></html>',
    ].join(''),
  };
}
