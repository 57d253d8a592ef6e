// The interface languages, without zod: the page served for `/` (ADR 009) detects the language with these alone.
export const languages = ['en', 'pl'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
