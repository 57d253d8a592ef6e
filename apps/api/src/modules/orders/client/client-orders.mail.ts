// The e-mail telling the assigned designer that a client asked for a revision of an image (en and pl, in the
// designer's language).
import type { Language } from '@photoedit/contracts';
import { button, htmlFrame, paragraph, quote, type RenderedMail } from '../../mail';

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
  return {
    template: 'revision_requested',
    subject,
    text: [intro, '', t.note, data.note, '', t.action, data.studioUrl].join('\n'),
    html: htmlFrame(
      language,
      subject,
      [
        paragraph(intro),
        paragraph(t.note),
        quote(data.note),
        paragraph(t.action),
        button(data.studioUrl, t.link),
      ].join(''),
    ),
  };
}
