import type { Language } from '@photoedit/contracts';

const locales: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL' };

export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(locales[language === 'pl' ? 'pl' : 'en'], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
