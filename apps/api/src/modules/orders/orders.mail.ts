// The e-mails of ordering in English and Polish: the client's order confirmation (summary, order number,
// one-click sign-in link and how to get an access code) and the admins' new-order notice.
import { autoLoginTokenTtlMs, type Currency, deliveryHours, type Language } from '@photoedit/contracts';
import { button, escapeHtml, htmlFrame, paragraph as p, type RenderedMail } from '../mail';

export interface OrderMailData {
  orderNumber: number;
  images: { position: number; services: string[]; note: string | null }[];
  subtotalMinor: number;
  discountMinor: number;
  discountCode: string | null;
  totalMinor: number;
  currency: Currency;
  testPayment: boolean;
}

export const formatMoney = (minor: number, currency: Currency, language: Language) =>
  new Intl.NumberFormat(language === 'pl' ? 'pl-PL' : 'en-US', { style: 'currency', currency }).format(
    minor / 100,
  );

const text = {
  en: {
    subject: (n: number) => `Order #${n} received: PhotoEdit`,
    thanks: (n: number) => `Thank you! We received your order #${n} and your payment.`,
    due: `Your edited photos will be ready within ${deliveryHours} hours.`,
    summary: 'Order summary:',
    image: (i: number) => `Photo ${i}`,
    note: 'Note',
    subtotal: 'Subtotal',
    discount: (code: string) => `Discount (${code})`,
    total: 'Total',
    test: 'TEST PAYMENT: this order was paid with the offline test provider; no money was charged.',
    linkIntro: 'Follow your order with one click:',
    linkLabel: 'Open my orders',
    linkExpires: `The link is valid for ${Math.round(autoLoginTokenTtlMs / 60_000)} minutes and can be used once.`,
    later: (origin: string) =>
      `Later, sign in at ${origin}/en/client-access with your e-mail: we send you a 6-digit access code.`,
  },
  pl: {
    subject: (n: number) => `Zamówienie #${n} przyjęte: PhotoEdit`,
    thanks: (n: number) => `Dziękujemy! Otrzymaliśmy Twoje zamówienie #${n} i płatność.`,
    due: `Twoje zdjęcia będą gotowe w ciągu ${deliveryHours} godzin.`,
    summary: 'Podsumowanie zamówienia:',
    image: (i: number) => `Zdjęcie ${i}`,
    note: 'Uwagi',
    subtotal: 'Suma częściowa',
    discount: (code: string) => `Rabat (${code})`,
    total: 'Razem',
    test: 'PŁATNOŚĆ TESTOWA: zamówienie opłacono testowym dostawcą offline; nie pobrano żadnych pieniędzy.',
    linkIntro: 'Śledź swoje zamówienie jednym kliknięciem:',
    linkLabel: 'Otwórz moje zamówienia',
    linkExpires: `Link jest ważny przez ${Math.round(autoLoginTokenTtlMs / 60_000)} minut i można go użyć raz.`,
    later: (origin: string) =>
      `Później zaloguj się na ${origin}/pl/client-access swoim adresem e-mail: wyślemy Ci 6-cyfrowy kod dostępu.`,
  },
} satisfies Record<Language, unknown>;

function summaryLines(language: Language, data: OrderMailData): string[] {
  const t = text[language];
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  const lines = data.images.map(
    (image) =>
      `${t.image(image.position + 1)}: ${image.services.join(', ')}${image.note ? ` (${t.note}: ${image.note})` : ''}`,
  );
  lines.push(`${t.subtotal}: ${money(data.subtotalMinor)}`);
  if (data.discountMinor > 0 && data.discountCode) {
    lines.push(`${t.discount(data.discountCode)}: -${money(data.discountMinor)}`);
  }
  lines.push(`${t.total}: ${money(data.totalMinor)}`);
  return lines;
}

export function orderConfirmationMail(
  language: Language,
  data: OrderMailData & { link: string; origin: string },
): RenderedMail {
  const t = text[language];
  const lines = summaryLines(language, data);
  const intro = [t.thanks(data.orderNumber), t.due, ...(data.testPayment ? [t.test] : [])];
  return {
    template: 'order_confirmation',
    subject: t.subject(data.orderNumber),
    text: [
      ...intro,
      '',
      t.summary,
      ...lines.map((line) => `- ${line}`),
      '',
      t.linkIntro,
      data.link,
      t.linkExpires,
      '',
      t.later(data.origin),
    ].join('\n'),
    html: htmlFrame(
      language,
      t.subject(data.orderNumber),
      [
        ...intro.map(p),
        p(t.summary),
        `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        p(t.linkIntro),
        button(data.link, t.linkLabel),
        p(t.linkExpires),
        p(t.later(data.origin)),
      ].join(''),
    ),
  };
}

const adminText = {
  en: {
    subject: (n: number) => `New paid order #${n}`,
    body: (n: number, email: string) => `Order #${n} from ${email} was paid and waits for a designer.`,
  },
  pl: {
    subject: (n: number) => `Nowe opłacone zamówienie #${n}`,
    body: (n: number, email: string) => `Zamówienie #${n} od ${email} zostało opłacone i czeka na grafika.`,
  },
} satisfies Record<Language, unknown>;

export function adminNewOrderMail(
  language: Language,
  data: OrderMailData & { clientEmail: string; origin: string },
): RenderedMail {
  const t = adminText[language];
  const lines = summaryLines(language, data);
  const head = [
    t.body(data.orderNumber, data.clientEmail),
    ...(data.testPayment ? [text[language].test] : []),
  ];
  return {
    template: 'admin_new_order',
    subject: t.subject(data.orderNumber),
    text: [...head, '', ...lines.map((line) => `- ${line}`)].join('\n'),
    html: htmlFrame(language, t.subject(data.orderNumber), [...head.map(p), ...lines.map(p)].join('')),
  };
}
