// Formatting of the console's amounts and dates in the interface language.
import type { Currency } from '@photoedit/contracts';

/** Minor units (cents) of `currency` as the language writes money; every supported currency has 2 decimals. */
export const formatMoney = (amountMinor: number, currency: Currency, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountMinor / 100);

export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** "29", "29.5", "29.50" or "29,50" → 2950; anything else (negative, 3 decimals, text) → null. */
export function parseMajorAmount(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 2950 → "29.00" style text for an input (no grouping, dot decimal). */
export const minorToInput = (amountMinor: number) => (amountMinor / 100).toFixed(2);
