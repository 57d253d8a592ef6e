import type { Language } from '@photoedit/contracts';

/** The interface language as one of the catalogue's languages (English for anything else). */
export const catalogueLanguage = (language: string): Language => (language === 'pl' ? 'pl' : 'en');
