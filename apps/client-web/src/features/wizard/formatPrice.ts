import type { Currency, Language } from '@photoedit/contracts';

const locales: Record<Language, string> = { en: 'en-US', pl: 'pl-PL' };

/** An amount in minor units (cents, grosze) for display in the interface language. */
export function formatPrice(amountMinor: number, currency: Currency, lang: Language): string {
  return new Intl.NumberFormat(locales[lang], { style: 'currency', currency }).format(amountMinor / 100);
}
