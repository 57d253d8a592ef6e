// The client's e-mail when a designer has submitted the edited photos (first delivery or a revision), in the
// order's language, with a link to the client dashboard.
import type { Language } from '@photoedit/contracts';
import { button, htmlFrame, paragraph, quote, type RenderedMail } from '../../mail';

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

const text = {
  en: {
    subject: (n: number) => `Your edited photos for order #${n} are ready: PhotoEdit`,
    subjectRevision: (n: number) => `Your revised photos for order #${n} are ready: PhotoEdit`,
    body: (n: number, count: number) =>
      `Good news! ${count === 1 ? 'The edited photo' : `${count} edited photos`} of your order #${n} ${count === 1 ? 'is' : 'are'} ready for your review.`,
    bodyRevision: (n: number, count: number) =>
      `The designer has revised ${count === 1 ? 'the photo' : `${count} photos`} of your order #${n} as you asked.`,
    comment: 'The designer’s comment:',
    review: 'Open your dashboard to accept each photo or ask for one revision per photo.',
    button: 'Review my photos',
  },
  pl: {
    subject: (n: number) => `Twoje zdjęcia z zamówienia #${n} są gotowe: PhotoEdit`,
    subjectRevision: (n: number) => `Poprawione zdjęcia z zamówienia #${n} są gotowe: PhotoEdit`,
    body: (n: number, count: number) =>
      `Dobra wiadomość! Edytowane zdjęcia z Twojego zamówienia #${n} (liczba: ${count}) czekają na Twoje sprawdzenie.`,
    bodyRevision: (n: number, count: number) =>
      `Grafik poprawił zdjęcia z Twojego zamówienia #${n} zgodnie z Twoją prośbą (liczba: ${count}).`,
    comment: 'Komentarz grafika:',
    review: 'Otwórz swój panel, aby zaakceptować każde zdjęcie lub poprosić o jedną poprawkę na zdjęcie.',
    button: 'Sprawdź moje zdjęcia',
  },
} satisfies Record<Language, unknown>;

export function workReadyMail(language: Language, data: WorkReadyMailData): RenderedMail {
  const t = text[language];
  const subject = data.revision ? t.subjectRevision(data.orderNumber) : t.subject(data.orderNumber);
  const intro = data.revision
    ? t.bodyRevision(data.orderNumber, data.imageCount)
    : t.body(data.orderNumber, data.imageCount);
  const comment = data.comment ? [t.comment, data.comment] : [];
  return {
    template: 'order_ready_for_review',
    subject,
    text: [intro, '', ...comment, ...(comment.length ? [''] : []), t.review, data.dashboardUrl].join('\n'),
    html: htmlFrame(
      language,
      subject,
      [
        paragraph(intro),
        ...(data.comment ? [paragraph(t.comment), quote(data.comment)] : []),
        paragraph(t.review),
        button(data.dashboardUrl, t.button),
      ].join(''),
    ),
  };
}
