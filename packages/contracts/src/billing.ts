// Who the client bills to and the invoices (issue 35). A billing profile is a private person or a company with an
// address and, for a company, a VAT ID (checked for format and checksum by the API with jsvat; no registry call).
// Every payment has an invoice and every refund a correcting invoice, numbered per kind and calendar year.
import { z } from 'zod';
import { Currency, Language } from './enums';
import { optionalText, requiredText } from './text';

/** ISO 3166-1 alpha-2, every assigned code (names come from Intl.DisplayNames in the reader's language). */
export const countryCodes = (
  'AF AX AL DZ AS AD AO AI AQ AG AR AM AW AU AT AZ BS BH BD BB BY BE BZ BJ BM BT BO BQ BA BW BV BR IO BN BG BF BI ' +
  'CV KH CM CA KY CF TD CL CN CX CC CO KM CG CD CK CR CI HR CU CW CY CZ DK DJ DM DO EC EG SV GQ ER EE ET FK FO FJ ' +
  'FI FR GF PF TF GA GM GE DE GH GI GR GL GD GP GU GT GG GN GW GY HT HM VA HN HK HU IS IN ID IR IQ IE IM IL IT JM ' +
  'JP JE JO KZ KE KI KP KR KW KG LA LV LB LS LR LY LI LT LU MO MK MG MW MY MV ML MT MH MQ MR MU YT MX FM MD MC MN ' +
  'ME MS MA MZ MM NA NR NP NL NC NZ NI NE NG NU NF MP NO OM PK PW PS PA PG PY PE PH PN PL PT PR QA RE RO RU RW BL ' +
  'SH KN LC MF PM VC WS SM ST SA SN RS SC SL SG SX SK SI SB SO ZA GS SS ES LK SD SR SJ SZ SE CH SY TW TJ TZ TH TL ' +
  'TG TK TO TT TN TR TM TC TV UG UA AE GB US UM UY UZ VU VE VN VG VI WF EH YE ZM ZW'
).split(' ');

/** The 27 member states of the European Union: where VAT and its reverse charge apply. */
export const euCountryCodes: readonly string[] =
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');

export const isEuCountry = (country: string): boolean => euCountryCodes.includes(country);

export const billingParties = ['person', 'company'] as const;
export const BillingParty = z.enum(billingParties);
export type BillingParty = z.infer<typeof BillingParty>;

export const billingRules = {
  nameMaxLength: 200,
  streetMaxLength: 200,
  postalCodeMaxLength: 20,
  cityMaxLength: 100,
  vatIdMaxLength: 30,
} as const;

export const billingMessageKeys = {
  partyInvalid: 'errors.billing.partyInvalid',
  nameRequired: 'errors.billing.nameRequired',
  nameTooLong: 'errors.billing.nameTooLong',
  streetRequired: 'errors.billing.streetRequired',
  streetTooLong: 'errors.billing.streetTooLong',
  postalCodeRequired: 'errors.billing.postalCodeRequired',
  postalCodeTooLong: 'errors.billing.postalCodeTooLong',
  cityRequired: 'errors.billing.cityRequired',
  cityTooLong: 'errors.billing.cityTooLong',
  countryInvalid: 'errors.billing.countryInvalid',
  vatIdTooLong: 'errors.billing.vatIdTooLong',
  /** The VAT ID fails its country's format or checksum, or names another country. */
  vatIdInvalid: 'errors.billing.vatIdInvalid',
  /** A company in the EU is invoiced under its VAT ID. */
  vatIdRequired: 'errors.billing.vatIdRequired',
  invoiceNotFound: 'errors.billing.invoiceNotFound',
  monthInvalid: 'errors.billing.monthInvalid',
} as const;

const k = billingMessageKeys;

/** Who an invoice is made out to: given at checkout and in the client's settings, remembered for the next order. */
export const BillingDetails = z
  .object({
    party: z.enum(billingParties, { error: k.partyInvalid }),
    name: requiredText(k.nameRequired, billingRules.nameMaxLength, k.nameTooLong),
    street: requiredText(k.streetRequired, billingRules.streetMaxLength, k.streetTooLong),
    postalCode: requiredText(k.postalCodeRequired, billingRules.postalCodeMaxLength, k.postalCodeTooLong),
    city: requiredText(k.cityRequired, billingRules.cityMaxLength, k.cityTooLong),
    country: z
      .string({ error: k.countryInvalid })
      .refine((code) => countryCodes.includes(code), k.countryInvalid),
    /** A company's VAT ID (or tax number outside the EU); spaces, dots and dashes are ignored. */
    vatId: optionalText(billingRules.vatIdMaxLength, k.vatIdTooLong),
  })
  .superRefine((details, context) => {
    if (details.party === 'company' && isEuCountry(details.country) && details.vatId === undefined) {
      context.addIssue({ code: 'custom', path: ['vatId'], message: k.vatIdRequired });
    }
  });
export type BillingDetailsInput = z.input<typeof BillingDetails>;
export type BillingDetails = z.output<typeof BillingDetails>;

/** Billing details as checked and kept: the VAT ID normalised (PL5260250995), or null. */
export const SavedBillingDetails = z.object({
  party: BillingParty,
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  vatId: z.string().nullable(),
});
export type SavedBillingDetails = z.infer<typeof SavedBillingDetails>;

/** The saved profile, or null before the first one. */
export const BillingProfile = SavedBillingDetails.nullable();
export type BillingProfile = z.infer<typeof BillingProfile>;

/** How VAT is shown on an invoice: at the configured rate, reverse-charged to an EU business, or none outside the EU. */
export const vatTreatments = ['standard', 'reverse_charge', 'outside_eu'] as const;
export type VatTreatment = (typeof vatTreatments)[number];

/**
 * The seller charges its rate to buyers in its own country and to EU private persons; an EU business with a VAT ID
 * in another member state accounts for the VAT itself (reverse charge); a buyer outside the EU pays no EU VAT.
 */
export function vatTreatmentFor(
  sellerCountry: string,
  buyer: { party: BillingParty; country: string; vatId: string | null | undefined },
): VatTreatment {
  if (!isEuCountry(buyer.country)) return 'outside_eu';
  if (buyer.party === 'company' && buyer.vatId && buyer.country !== sellerCountry) return 'reverse_charge';
  return 'standard';
}

export const invoiceKinds = ['invoice', 'correction'] as const;
export const InvoiceKind = z.enum(invoiceKinds);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

/** Where an invoice's PDF is downloaded (the client's own, or any for an admin). */
export const invoicePdfPath = (invoiceId: string) => `/api/invoices/${invoiceId}/pdf`;
/** The accountant's export of a month (YYYY-MM): a CSV of the invoices, or a ZIP of the CSV and every PDF. */
export const invoiceExportPath = (month: string, format: 'csv' | 'zip') =>
  `/api/admin/invoices/export.${format}?month=${month}`;

export const InvoiceSummary = z.object({
  id: z.string(),
  kind: InvoiceKind,
  number: z.string(),
  /** Null: the invoice of a prepaid credit purchase. */
  orderNumber: z.number().int().nullable(),
  /** A correcting invoice: the number of the invoice it corrects. */
  correctsNumber: z.string().nullable(),
  issuedAt: z.iso.datetime({ offset: true }),
  currency: Currency,
  language: Language,
  buyerName: z.string(),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
  /** A signed address of the PDF (a plain link downloads it; it expires like the photos' addresses). */
  pdfUrl: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/** `admin.invoices.month`: the month's invoices and signed addresses of its export. */
export const AdminInvoicesMonth = z.object({
  invoices: z.array(InvoiceSummary),
  csvUrl: z.string(),
  zipUrl: z.string(),
});
export type AdminInvoicesMonth = z.infer<typeof AdminInvoicesMonth>;

/** A calendar month, YYYY-MM. */
export const InvoiceMonth = z
  .string({ error: k.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, k.monthInvalid);
export const AdminInvoicesInput = z.object({ month: InvoiceMonth });
