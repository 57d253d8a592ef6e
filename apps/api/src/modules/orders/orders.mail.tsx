// The e-mails of ordering: the client's order confirmation (summary, order number, one-click sign-in link and
// how to get an access code) and the admins' new-order notice.
import { autoLoginTokenTtlMs, Currency, type Language, TurnaroundTier } from '@photoedit/contracts';
import { formatMoney, type MailT } from '@photoedit/i18n/mail';
import { z } from 'zod';
import { MailButton, mailTemplate, minutes, Paragraph } from '../mail';

/** What the payment's e-mails say of the order (the payload of order.paid, payments.events.ts). */
export const OrderMailData = z.object({
  orderNumber: z.number().int(),
  images: z.array(
    z.object({ position: z.number().int(), services: z.array(z.string()), note: z.string().nullable() }),
  ),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  discountCode: z.string().nullable(),
  totalMinor: z.number().int(),
  /** The client's credit spent on the order (issue 34); the total is what the card paid. */
  creditMinor: z.number().int().nonnegative().optional(),
  currency: Currency,
  testPayment: z.boolean(),
  /** The order's turnaround: its hours, and what it changed on the services' subtotal. */
  turnaround: z.object({ tier: TurnaroundTier, hours: z.number().int(), amountMinor: z.number().int() }),
});
export type OrderMailData = z.infer<typeof OrderMailData>;

/** One line per photo (its services and note), then subtotal, turnaround, discount and total. */
function summaryLines(t: MailT, language: Language, data: OrderMailData): string[] {
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  const lines = data.images.map((image) => {
    const note = image.note ? ` (${t('orderSummary.note')}: ${image.note})` : '';
    return `${t('orderSummary.image', { position: image.position + 1 })}: ${image.services.join(', ')}${note}`;
  });
  lines.push(`${t('orderSummary.subtotal')}: ${money(data.subtotalMinor)}`);
  if (data.turnaround.amountMinor !== 0) {
    const { amountMinor, hours, tier } = data.turnaround;
    lines.push(
      `${t(`orderSummary.turnaround.${tier}`, { hours })}: ${amountMinor > 0 ? '+' : '-'}${money(Math.abs(amountMinor))}`,
    );
  }
  if (data.discountMinor > 0 && data.discountCode) {
    lines.push(`${t('orderSummary.discount', { code: data.discountCode })}: -${money(data.discountMinor)}`);
  }
  if (data.creditMinor) lines.push(`${t('orderSummary.credit')}: -${money(data.creditMinor)}`);
  lines.push(`${t('orderSummary.total')}: ${money(data.totalMinor)}`);
  return lines;
}

function Summary(props: { lines: string[] }) {
  return (
    <ul style={{ margin: '0 0 16px', paddingLeft: 20, lineHeight: 1.5 }}>
      {props.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export const orderConfirmationMail = mailTemplate<
  OrderMailData & { link: string; origin: string; invoiceNumber?: string | null }
>('order_confirmation', (t, data, language) => ({
  subject: t('orderConfirmation.subject', { number: data.orderNumber }),
  lead: t('orderConfirmation.thanks', { number: data.orderNumber }),
  body: (
    <>
      <Paragraph>{t('orderConfirmation.due', { count: data.turnaround.hours })}</Paragraph>
      {data.testPayment ? <Paragraph>{t('orderSummary.test')}</Paragraph> : null}
      <Paragraph>{t('orderConfirmation.summary')}</Paragraph>
      <Summary lines={summaryLines(t, language, data)} />
      {data.invoiceNumber ? (
        <Paragraph>{t('invoice.attached', { number: data.invoiceNumber })}</Paragraph>
      ) : null}
      <Paragraph>{t('orderConfirmation.linkIntro')}</Paragraph>
      <MailButton href={data.link}>{t('orderConfirmation.linkLabel')}</MailButton>
      <Paragraph>{t('orderConfirmation.linkExpires', { count: minutes(autoLoginTokenTtlMs) })}</Paragraph>
      <Paragraph>
        {t('orderConfirmation.later', { url: `${data.origin}/${language}/client-access` })}
      </Paragraph>
    </>
  ),
}));

export const adminNewOrderMail = mailTemplate<OrderMailData & { clientEmail: string; origin: string }>(
  'admin_new_order',
  (t, data, language) => ({
    subject: t('adminNewOrder.subject', { number: data.orderNumber }),
    lead: t('adminNewOrder.body', { number: data.orderNumber, email: data.clientEmail }),
    body: (
      <>
        {data.testPayment ? <Paragraph>{t('orderSummary.test')}</Paragraph> : null}
        <Summary lines={summaryLines(t, language, data)} />
      </>
    ),
  }),
);
