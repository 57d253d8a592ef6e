// Invoice numbers: one series per kind (invoices FV, correcting invoices FK) and calendar year, with no gap and no
// duplicate. The counter's row is taken with an upsert in the paying (or refunding) transaction: its row lock is
// held until that transaction ends, so parallel payments number one after another, and a rollback gives the number
// back with everything else.
import type { InvoiceKind } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/tables';
import { incrementInvoiceCounter } from './invoices.queries';

const seriesPrefix: Record<InvoiceKind, string> = { invoice: 'FV', correction: 'FK' };

/** The calendar year of `at` in `timeZone` (an invoice issued on New Year's Eve in Warsaw belongs to that year). */
export function invoiceYear(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(at));
}

export const formatInvoiceNumber = (kind: InvoiceKind, year: number, sequence: number) =>
  `${seriesPrefix[kind]}/${year}/${String(sequence).padStart(5, '0')}`;

/** The next number of the series, taken in `trx` (locks the counter until it ends). */
export async function takeInvoiceNumber(trx: Transaction<DB>, kind: InvoiceKind, year: number) {
  const sequence = await incrementInvoiceCounter(trx, kind, year);
  return { sequence, number: formatInvoiceNumber(kind, year, sequence) };
}
