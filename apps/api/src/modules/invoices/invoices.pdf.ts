// An invoice's PDF, drawn from its frozen document with pdfkit. DejaVu Sans is embedded (subset) so every Polish
// letter prints in names, addresses and the Polish texts.
import { createRequire } from 'node:module';
import { formatMoney, mailTranslator } from '@photoedit/i18n/mail';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from './invoices.document';

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const page = { margin: 50, width: 595.28 };
const usable = page.width - 2 * page.margin;
/** Description, quantity, net, rate, VAT, gross. */
const columnWidths = [185, 40, 70, 55, 65, 80] as const;

const countryName = (code: string, language: string) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

/** The PDF's bytes. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const t = mailTranslator(document.language);
  const money = (minor: number) => formatMoney(minor, document.currency, document.language);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: {
      Title: `${t(`invoice.title.${document.kind}`)} ${document.number}`,
      Author: document.seller.name,
      CreationDate: new Date(`${document.issuedOn}T12:00:00Z`),
    },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });

  pdf
    .font('bold')
    .fontSize(18)
    .text(t(`invoice.title.${document.kind}`));
  pdf
    .font('regular')
    .fontSize(11)
    .text(t('invoice.number', { number: document.number }));
  pdf.moveDown(0.5).fontSize(9);
  pdf.text(`${t('invoice.issued')}: ${document.issuedOn}`);
  pdf.text(`${t('invoice.sale')}: ${document.saleOn}`);
  if (document.orderNumber !== null) pdf.text(t('invoice.order', { number: document.orderNumber }));
  if (document.corrects) {
    pdf.text(t('invoice.corrects', { number: document.corrects.number, date: document.corrects.issuedOn }));
  }
  if (document.reason) pdf.text(t('invoice.reason', { reason: document.reason }));

  const partiesTop = pdf.y + 14;
  const half = usable / 2 - 10;
  party(pdf, t('invoice.seller'), page.margin, partiesTop, half, [
    document.seller.name,
    ...document.seller.addressLines,
    countryName(document.seller.country, document.language),
    `${t('invoice.vatId')}: ${document.seller.vatId}`,
  ]);
  const buyer = document.buyer;
  const buyerBottom = party(pdf, t('invoice.buyer'), page.margin + usable / 2 + 10, partiesTop, half, [
    buyer.name,
    ...(buyer.street ? [buyer.street] : []),
    ...(buyer.postalCode || buyer.city ? [[buyer.postalCode, buyer.city].filter(Boolean).join(' ')] : []),
    ...(buyer.country ? [countryName(buyer.country, document.language)] : []),
    ...(buyer.vatId ? [`${t('invoice.vatId')}: ${buyer.vatId}`] : []),
    buyer.email,
  ]);
  pdf.y = Math.max(pdf.y, buyerBottom) + 20;

  const rateLabel =
    document.treatment === 'standard'
      ? `${document.vatRatePercent} %`
      : t(`invoice.rate.${document.treatment}`);
  row(
    pdf,
    [
      t('invoice.columns.description'),
      t('invoice.columns.quantity'),
      t('invoice.columns.net'),
      t('invoice.columns.rate'),
      t('invoice.columns.vat'),
      t('invoice.columns.gross'),
    ],
    'bold',
  );
  for (const line of document.lines) {
    row(pdf, [
      line.description,
      String(line.quantity),
      money(line.netMinor),
      rateLabel,
      money(line.vatMinor),
      money(line.grossMinor),
    ]);
  }
  pdf.moveDown(0.3);
  row(
    pdf,
    [
      t('invoice.total'),
      '',
      money(document.totals.netMinor),
      '',
      money(document.totals.vatMinor),
      money(document.totals.grossMinor),
    ],
    'bold',
  );

  pdf.moveDown(1).font('regular').fontSize(9);
  pdf.x = page.margin;
  if (document.kind === 'correction') pdf.text(t('invoice.refundedTo'), { width: usable });
  else pdf.text(t(`invoice.paidWith.${document.paidWith}`), { width: usable });
  if (document.treatment === 'reverse_charge')
    pdf.moveDown(0.5).text(t('invoice.reverseCharge'), { width: usable });
  if (document.treatment === 'outside_eu') pdf.moveDown(0.5).text(t('invoice.outsideEu'), { width: usable });
  pdf.moveDown(2).fontSize(8).fillColor('#555555').text(t('invoice.footer'), { width: usable });

  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A seller or buyer block; returns where it ends. */
function party(pdf: PDFKit.PDFDocument, title: string, x: number, y: number, width: number, lines: string[]) {
  pdf.font('bold').fontSize(10).text(title, x, y, { width });
  pdf.font('regular').fontSize(9);
  for (const line of lines) pdf.text(line, x, pdf.y, { width });
  return pdf.y;
}

/** One row of the lines' table: the description wraps, the amounts are right-aligned. */
function row(pdf: PDFKit.PDFDocument, cells: string[], font: 'regular' | 'bold' = 'regular') {
  pdf.font(font).fontSize(9);
  const top = pdf.y;
  let x = page.margin;
  let bottom = top;
  cells.forEach((cell, index) => {
    const width = columnWidths[index] ?? 60;
    pdf.text(cell, x, top, { width: width - 6, align: index === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, pdf.y);
    x += width;
  });
  pdf.y = bottom + 4;
  pdf
    .moveTo(page.margin, pdf.y - 2)
    .lineTo(page.margin + usable, pdf.y - 2)
    .strokeColor('#dddddd')
    .lineWidth(0.5)
    .stroke();
}
