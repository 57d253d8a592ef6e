// What an invoice says, frozen when it is issued (invoices.document): the seller from configuration, the buyer,
// the lines with net, VAT and gross, and the VAT treatment. The PDF (invoices.pdf.ts) and the export are drawn
// from it, so a later change of a price, a name or the configuration never changes an issued invoice.
import { type BillingParty, type VatTreatment, vatTreatmentFor } from '@photoedit/contracts';
import { z } from 'zod';
import type { InvoicingConfig } from '../../config';

export const InvoiceLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoiceBuyer = z.object({
  party: z.enum(['person', 'company']),
  name: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  vatId: z.string().nullable(),
  email: z.string(),
});
export type InvoiceBuyer = z.infer<typeof InvoiceBuyer>;

export const InvoiceDocument = z.object({
  kind: z.enum(['invoice', 'correction']),
  number: z.string(),
  /** Calendar dates (YYYY-MM-DD) in the seller's time zone: the issue, and the sale (the payment or the refund). */
  issuedOn: z.string(),
  saleOn: z.string(),
  language: z.enum(['en', 'pl']),
  currency: z.enum(['USD', 'EUR', 'PLN']),
  /** Null: a prepaid credit purchase (issue 35), not an order. */
  orderNumber: z.number().int().nullable(),
  seller: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    country: z.string(),
    vatId: z.string(),
  }),
  buyer: InvoiceBuyer,
  treatment: z.enum(['standard', 'reverse_charge', 'outside_eu']),
  vatRatePercent: z.number().int(),
  lines: z.array(InvoiceLine),
  totals: z.object({ netMinor: z.number().int(), vatMinor: z.number().int(), grossMinor: z.number().int() }),
  paidWith: z.enum(['card', 'credit', 'offline']),
  /** A correcting invoice: the invoice it corrects, and why. */
  corrects: z.object({ number: z.string(), issuedOn: z.string() }).nullable(),
  reason: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof InvoiceDocument>;

/** A line's gross split into net and VAT at `ratePercent` (VAT included in the price); no VAT when not charged. */
export function splitGross(grossMinor: number, treatment: VatTreatment, ratePercent: number) {
  if (treatment !== 'standard' || ratePercent === 0) return { netMinor: grossMinor, vatMinor: 0, grossMinor };
  const netMinor = Math.round((grossMinor * 100) / (100 + ratePercent));
  return { netMinor, vatMinor: grossMinor - netMinor, grossMinor };
}

export interface GrossLine {
  description: string;
  quantity: number;
  grossMinor: number;
}

/** Lines with their VAT, and the totals as the sums of the lines (so the columns always add up). */
export function linesWithVat(lines: readonly GrossLine[], treatment: VatTreatment, ratePercent: number) {
  const withVat = lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    ...splitGross(line.grossMinor, treatment, ratePercent),
  }));
  const sum = (pick: (line: InvoiceLine) => number) => withVat.reduce((total, line) => total + pick(line), 0);
  return {
    lines: withVat,
    totals: {
      netMinor: sum((l) => l.netMinor),
      vatMinor: sum((l) => l.vatMinor),
      grossMinor: sum((l) => l.grossMinor),
    },
  };
}

/** The buyer as given at checkout, or, without it, the contact details as a private person. */
export function buyerOf(
  billing: {
    party: BillingParty;
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    vatId: string | null;
  } | null,
  contact: { email: string; firstName: string | null; lastName: string | null },
): InvoiceBuyer {
  if (billing) return { ...billing, email: contact.email };
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return {
    party: 'person',
    name: name || contact.email,
    street: null,
    postalCode: null,
    city: null,
    country: null,
    vatId: null,
    email: contact.email,
  };
}

/** The treatment for a buyer; a private person whose country is not known is taxed where the seller is. */
export function treatmentOf(config: InvoicingConfig, buyer: InvoiceBuyer): VatTreatment {
  return vatTreatmentFor(config.seller.country, {
    party: buyer.party,
    country: buyer.country ?? config.seller.country,
    vatId: buyer.vatId,
  });
}

/** `at` as a calendar date (YYYY-MM-DD) in `timeZone`. */
export const calendarDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
