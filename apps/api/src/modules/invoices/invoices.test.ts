// Invoices on a real database (issue 35): every payment gets a PDF invoice (read back here, its text extracted), in
// the client's language with Polish letters embedded; the VAT per line at the configured rate, reverse charge for an
// EU business abroad, none outside the EU; numbered per year with no gap or duplicate under 50 parallel payments;
// a refund makes a correcting invoice; the PDF is the client's and the admins' alone; the month's export.
import { randomUUID } from 'node:crypto';
import { billingMessageKeys } from '@photoedit/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { freePort } from '../../net';
import { silentLogger } from '../../test/database';
import { createUser, data, trpc } from '../auth/auth.fixtures';
import { deliverDueMail } from '../mail/mail.delivery';
import { startSmtp } from '../mail/mail.fixtures';
import { smtpTransport } from '../mail/mail.transport';
import { mailTo, ordersTestFrame, placePaidOrder } from '../orders/orders.fixtures';
import { formatInvoiceNumber } from './invoices.numbering';
import { invoiceAttachment } from './invoices.service';

const frame = ordersTestFrame();
const k = billingMessageKeys;

async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const invoicesOf = (orderId: string) =>
  frame.db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('kind')
    .orderBy('number')
    .execute();

const polishCompany = {
  party: 'company',
  name: 'Źdźbło Łąka sp. z o.o.',
  street: 'ul. Żółkiewskiego 5',
  postalCode: '00-950',
  city: 'Łódź',
  country: 'PL',
  vatId: '526-025-09-95',
} as const;

/** The PDF through HTTP, as the client (Bearer) or by its signed address. */
async function download(url: string, token?: string) {
  const response = await frame.server.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response;
}

describe('the invoice of a payment', () => {
  it('is issued at payment, in Polish with Polish letters, VAT at 23 % per line, and e-mailed as a PDF', async () => {
    const paid = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky, frame.services.lawn],
      images: 2,
      extra: { language: 'pl', billing: polishCompany },
    });
    const [invoice] = await invoicesOf(paid.orderId);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      client_id: paid.clientId,
      language: 'pl',
      currency: 'USD',
      gross_minor: 2500,
      // Per line: 2 × 5.00 = 10.00 → 8.13 + 1.87; 2 × 7.50 = 15.00 → 12.20 + 2.80
      net_minor: 813 + 1220,
      vat_minor: 187 + 280,
    });
    expect(invoice?.number).toMatch(/^FV\/\d{4}\/\d{5}$/);

    const client = await frame.as(paid.clientId);
    const list = await trpc(frame.server, 'billing.invoices', undefined, { ...client, type: 'query' });
    const [summary] = data<{ id: string; pdfUrl: string; number: string }[]>(list);
    expect(summary?.number).toBe(invoice?.number);
    const pdf = await download(summary?.pdfUrl as string);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Faktura VAT');
    expect(text).toContain(invoice?.number);
    expect(text).toContain('Źdźbło Łąka sp. z o.o.');
    expect(text).toContain('ul. Żółkiewskiego 5');
    expect(text).toContain('00-950 Łódź');
    expect(text).toContain('NIP: PL5260250995');
    expect(text).toContain('Niebo 500');
    expect(text).toContain('23 %');
    expect(text).toMatch(/8,13\s*USD/);
    expect(text).toMatch(/1,87\s*USD/);
    expect(text).toMatch(/20,33\s*USD/);
    expect(text).toMatch(/4,67\s*USD/);
    expect(text).toMatch(/25,00\s*USD/);
    expect(text).not.toContain('Odwrotne obciążenie');

    // Remembered for the next order.
    const profile = await trpc(frame.server, 'billing.profile', undefined, { ...client, type: 'query' });
    expect(data(profile)).toEqual({ ...polishCompany, vatId: 'PL5260250995' });

    // The confirmation carries it.
    const [confirmation] = (await mailTo(frame.db, paid.email)).filter(
      (mail) => mail.template === 'order_confirmation',
    );
    expect(confirmation?.attachments).toEqual([{ kind: 'invoice', id: invoice?.id }]);
    expect(confirmation?.text).toContain(`Faktura ${invoice?.number} jest w załączniku`);
  });

  it('reverse-charges an EU business abroad and charges no VAT outside the EU, in English', async () => {
    const german = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
      extra: {
        billing: { ...polishCompany, name: 'Müller GmbH', country: 'DE', vatId: 'DE136695976', city: 'Köln' },
      },
    });
    const [de] = await invoicesOf(german.orderId);
    expect(de).toMatchObject({ gross_minor: 500, net_minor: 500, vat_minor: 0 });
    const deText = await pdfText(
      (await download(`/api/invoices/${de?.id}/pdf`, (await frame.as(german.clientId)).token)).rawPayload,
    );
    expect(deText).toContain('Invoice');
    expect(deText).toContain('Reverse charge: the buyer accounts for the VAT');
    expect(deText).toContain('VAT ID: DE136695976');

    const american = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
      extra: {
        billing: {
          party: 'company',
          name: 'Acme Realty LLC',
          street: '1 Main St',
          postalCode: '10001',
          city: 'New York',
          country: 'US',
        },
      },
    });
    const [us] = await invoicesOf(american.orderId);
    expect(us).toMatchObject({ gross_minor: 500, net_minor: 500, vat_minor: 0 });
    const usText = await pdfText(
      (await download(`/api/invoices/${us?.id}/pdf`, (await frame.as(american.clientId)).token)).rawPayload,
    );
    expect(usText).toContain('VAT not applicable');
    expect(usText).not.toContain('Reverse charge');

    // A private person in the EU pays the VAT; the contact's name without billing details.
    const person = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
    });
    const [own] = await invoicesOf(person.orderId);
    expect(own).toMatchObject({ net_minor: 407, vat_minor: 93 });
  });

  it('refuses a VAT ID failing its checksum, and a company in the EU without one, changing nothing', async () => {
    const client = await createUser(frame.db, 'client');
    const session = await frame.as(client.id);
    const bad = await trpc(
      frame.server,
      'billing.saveProfile',
      { ...polishCompany, vatId: 'PL5260250994' },
      session,
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(k.vatIdInvalid);
    const other = await trpc(
      frame.server,
      'billing.saveProfile',
      { ...polishCompany, vatId: 'DE136695976' },
      session,
    );
    expect(other.status).toBe(400);
    const none = await trpc(frame.server, 'billing.saveProfile', { ...polishCompany, vatId: '' }, session);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(k.vatIdRequired);
    const country = await trpc(
      frame.server,
      'billing.saveProfile',
      { ...polishCompany, country: 'XX' },
      session,
    );
    expect(JSON.stringify(country.body)).toContain(k.countryInvalid);
    const profile = await trpc(frame.server, 'billing.profile', undefined, { ...session, type: 'query' });
    expect(data(profile)).toBeNull();
    const saved = await trpc(
      frame.server,
      'billing.saveProfile',
      { ...polishCompany, vatId: 'pl 526 025 09 95' },
      session,
    );
    expect(data(saved)).toMatchObject({ vatId: 'PL5260250995' });
  });
});

describe('numbering', () => {
  it('gives 50 parallel payments 50 numbers of one year, with no gap and no duplicate', async () => {
    const before = await frame.db
      .selectFrom('invoices')
      .select('sequence')
      .where('kind', '=', 'invoice')
      .execute();
    const paid = await Promise.all(
      Array.from({ length: 50 }, () =>
        placePaidOrder(frame.server, frame.db, { serviceIds: [frame.services.sky], images: 1 }),
      ),
    );
    const rows = await frame.db
      .selectFrom('invoices')
      .select(['sequence', 'number', 'year'])
      .where('kind', '=', 'invoice')
      .orderBy('sequence')
      .execute();
    expect(rows).toHaveLength(before.length + 50);
    rows.forEach((row, index) => {
      expect(row.sequence).toBe(index + 1);
      expect(row.number).toBe(formatInvoiceNumber('invoice', row.year, index + 1));
    });
    expect(new Set(paid.map((order) => order.orderId)).size).toBe(50);
  });
});

describe('access', () => {
  it("is the client's and the admins': another client, a designer and nobody get 404", async () => {
    const paid = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
    });
    const [invoice] = await invoicesOf(paid.orderId);
    const path = `/api/invoices/${invoice?.id}/pdf`;
    const other = await createUser(frame.db, 'client');
    const designer = await createUser(frame.db, 'designer');
    const admin = await createUser(frame.db, 'admin');
    expect((await download(path, (await frame.as(paid.clientId)).token)).statusCode).toBe(200);
    expect((await download(path, (await frame.as(admin.id)).token)).statusCode).toBe(200);
    expect((await download(path, (await frame.as(other.id)).token)).statusCode).toBe(404);
    expect((await download(path, (await frame.as(designer.id)).token)).statusCode).toBe(404);
    expect((await download(path)).statusCode).toBe(404);
    expect((await download(`${path}?exp=9999999999&sig=forged`)).statusCode).toBe(404);
    expect(
      (await download('/api/invoices/not-a-uuid/pdf', (await frame.as(admin.id)).token)).statusCode,
    ).toBe(404);
  });
});

describe('a refund', () => {
  it('makes a correcting invoice of the refunded share, attached to the refund mail', async () => {
    const paid = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 2,
      extra: { language: 'pl', billing: polishCompany },
    });
    const admin = await frame.as((await createUser(frame.db, 'admin')).id);
    const [photo] = await frame.db
      .selectFrom('order_images')
      .select('id')
      .where('order_id', '=', paid.orderId)
      .orderBy('position')
      .execute();
    const refunded = await trpc(
      frame.server,
      'admin.refunds.create',
      { orderId: paid.orderId, imageId: photo?.id, requestId: randomUUID(), reason: 'Niebo źle wycięte' },
      admin,
    );
    expect(refunded.status).toBe(200);
    const [invoice, correction] = await invoicesOf(paid.orderId);
    expect(invoice?.kind).toBe('invoice');
    expect(correction).toMatchObject({
      kind: 'correction',
      corrects_id: invoice?.id,
      gross_minor: -500,
      net_minor: -407,
      vat_minor: -93,
    });
    expect(correction?.number).toMatch(/^FK\/\d{4}\/\d{5}$/);
    const text = await pdfText(
      (await download(`/api/invoices/${correction?.id}/pdf`, (await frame.as(paid.clientId)).token))
        .rawPayload,
    );
    expect(text).toContain('Faktura korygująca');
    expect(text).toContain(`Korekta faktury ${invoice?.number}`);
    expect(text).toContain('Przyczyna korekty: Niebo źle wycięte');
    expect(text).toContain('Zwrot za zdjęcie 1');
    expect(text).toMatch(/-5,00\s*USD/);
    const refundMail = (await mailTo(frame.db, paid.email)).find((mail) => mail.template === 'refund');
    expect(refundMail?.attachments).toEqual([{ kind: 'invoice', id: correction?.id }]);
  });
});

describe('the mail', () => {
  it('carries the PDF over SMTP', async () => {
    const paid = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
    });
    const [invoice] = await invoicesOf(paid.orderId);
    const port = await freePort();
    const smtp = await startSmtp(port);
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 5_000 });
    try {
      await deliverDueMail({
        db: frame.db,
        transport,
        from: 'PhotoEdit <no-reply@photoedit.test>',
        logger: silentLogger,
        now: () => frame.server.clock.now(),
        attachment: (ref) => invoiceAttachment({ db: frame.db }, ref.id),
      });
      const message = smtp.received.find(
        (mail) => mail.to.includes(paid.email) && mail.raw.includes('application/pdf'),
      );
      expect(message?.raw).toContain(`filename=${invoice?.number.replaceAll('/', '-')}.pdf`);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe("the accountant's export", () => {
  it("lists the month's invoices as CSV and as a ZIP of the CSV and every PDF, for admins only", async () => {
    const paid = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
      extra: { billing: polishCompany },
    });
    const [invoice] = await invoicesOf(paid.orderId);
    const month = (invoice?.document as { issuedOn: string } | undefined)?.issuedOn.slice(0, 7) ?? '';
    const admin = await frame.as((await createUser(frame.db, 'admin')).id);
    const listed = await trpc(frame.server, 'admin.invoices.month', { month }, { ...admin, type: 'query' });
    const view = data<{ invoices: { number: string }[]; csvUrl: string; zipUrl: string }>(listed);
    expect(view.invoices.map((row) => row.number)).toContain(invoice?.number);

    const csv = await download(view.csvUrl);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'number,kind,corrects,issued_on,sale_on,order,buyer,buyer_country,buyer_vat_id,vat_treatment,vat_rate,currency,net,vat,gross',
    );
    expect(lines).toHaveLength(view.invoices.length + 1);
    expect(lines.find((line) => line.startsWith(`${invoice?.number},`))).toContain(
      'Źdźbło Łąka sp. z o.o.,PL,PL5260250995,standard,23,USD,4.07,0.93,5.00',
    );

    const zip = await download(view.zipUrl);
    expect(zip.statusCode).toBe(200);
    const names = await zipNames(zip.rawPayload);
    expect(names).toContain(`invoices-${month}/invoices-${month}.csv`);
    expect(names).toContain(`invoices-${month}/${invoice?.number.replaceAll('/', '-')}.pdf`);
    expect(names).toHaveLength(view.invoices.length + 1);

    const client = await frame.as(paid.clientId);
    const refused = await frame.server.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/export.csv?month=${month}`,
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(refused.statusCode).toBe(404);
    const byClient = await trpc(
      frame.server,
      'admin.invoices.month',
      { month },
      { ...client, type: 'query' },
    );
    expect(byClient.status).toBe(403);
    const badMonth = await trpc(
      frame.server,
      'admin.invoices.month',
      { month: '2026-13' },
      { ...admin, type: 'query' },
    );
    expect(badMonth.status).toBe(400);
    expect(JSON.stringify(badMonth.body)).toContain(k.monthInvalid);
  });
});

function zipNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}
