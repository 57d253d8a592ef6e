// How amounts, numbers and dates are written, per interface language: one locale policy for the three apps (the
// client, designer and admin apps wrote English dates three ways before).
import type { Currency, Language } from '@photoedit/contracts';

/** The BCP 47 locale of each interface language. */
export const formatLocales: Readonly<Record<Language, string>> = { en: 'en-US', pl: 'pl-PL' };

const localeOf = (language: string) => formatLocales[language === 'pl' ? 'pl' : 'en'];

// Building a formatter costs far more than formatting with one (a catalogue of prices built dozens on a phone's
// first render): each is built once per locale and options.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cachedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F): F {
  const known = formats.get(key) as F | undefined;
  if (known) return known;
  const format = create();
  formats.set(key, format);
  return format;
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  cachedFormat(
    `number ${localeOf(language)} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(localeOf(language), options),
  );

const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cachedFormat(
    `date ${localeOf(language)} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(localeOf(language), options),
  );

/** Minor units (cents, grosze) as the language writes money: "$12.50", "12,50 zł". Every currency has 2 decimals. */
export const formatMoney = (amountMinor: number, currency: Currency, language: string) =>
  numberFormat(language, { style: 'currency', currency }).format(amountMinor / 100);

/** "Nov 21, 2026, 11:30 PM" / "21 lis 2026, 23:30". */
export const formatDateTime = (iso: string, language: string) =>
  dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** "Nov 21, 2026" / "21 lis 2026". */
export const formatDate = (iso: string, language: string) =>
  dateFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** "1,234" / "1234" (Polish groups from five digits). */
export const formatNumber = (value: number, language: string) => numberFormat(language).format(value);

/** A fraction as a percentage: 0.995 → "99.5%" / "99,5%". */
export const formatPercent = (fraction: number, language: string, maximumFractionDigits = 1) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits }).format(fraction);
