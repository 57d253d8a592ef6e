import type { ClientMoney, Language } from '@photoedit/contracts';

const locales: Record<Language, string> = { en: 'en-US', pl: 'pl-PL' };

/** An amount in minor units (cents, grosze) in the interface language. */
export const formatMoney = (money: ClientMoney, lang: Language) =>
  new Intl.NumberFormat(locales[lang], { style: 'currency', currency: money.currency }).format(
    money.amountMinor / 100,
  );

/** A date with the time, e.g. "Nov 21, 2026, 11:30 PM" / "21 lis 2026, 23:30". */
export const formatDateTime = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(locales[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const formatNumber = (value: number, lang: Language) =>
  new Intl.NumberFormat(locales[lang]).format(value);
