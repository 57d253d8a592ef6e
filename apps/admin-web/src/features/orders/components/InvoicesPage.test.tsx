import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notFound, ok, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

const invoice = (number: string, kind: 'invoice' | 'correction', grossMinor: number) => ({
  id: `6d1f2c1e-0a8b-4f5e-9f00-0000000000${kind === 'invoice' ? 'a1' : 'a2'}`,
  kind,
  number,
  orderNumber: 1042,
  correctsNumber: kind === 'correction' ? 'FV/2026/00001' : null,
  issuedAt: '2026-11-23T10:00:00.000Z',
  currency: 'PLN',
  language: 'pl',
  buyerName: 'Łąka sp. z o.o.',
  netMinor: Math.round((grossMinor * 100) / 123),
  vatMinor: grossMinor - Math.round((grossMinor * 100) / 123),
  grossMinor,
  pdfUrl: `/api/invoices/${number}/pdf?exp=1&sig=s`,
});

describe('Invoices tab', () => {
  it("lists a month's invoices with their PDFs and the accountant's export", async () => {
    const months: string[] = [];
    renderConsole('/staff/admin/invoices', (path, input) => {
      if (path !== 'admin.invoices.month') return notFound;
      const { month } = input as { month: string };
      months.push(month);
      return ok({
        invoices:
          month === '2026-10'
            ? []
            : [invoice('FV/2026/00001', 'invoice', 12300), invoice('FK/2026/00001', 'correction', -2460)],
        csvUrl: `/api/admin/invoices/export.csv?month=${month}&exp=1&sig=s`,
        zipUrl: `/api/admin/invoices/export.zip?month=${month}&exp=1&sig=s`,
      });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'FV/2026/00001Order #1042',
      'FK/2026/00001Corrects FV/2026/00001',
    ]);
    expect(
      within(rows[1] as HTMLElement).getByText(/−PLN 24\.60|-PLN 24\.60|PLN -24\.60|−24\.60/),
    ).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'PDF FK/2026/00001' }).getAttribute('href')).toContain(
      '/pdf',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain('export.csv');
    expect(screen.getByRole('link', { name: 'Download ZIP (CSV and PDFs)' }).getAttribute('href')).toContain(
      'export.zip',
    );

    const month = screen.getByLabelText('Month');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-10');
    expect(await screen.findByText('No invoices were issued in this month.')).toBeTruthy();
    expect(months).toContain('2026-10');
  });
});
