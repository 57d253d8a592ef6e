import { describe, expect, it } from 'vitest';
import { acceptedLanguages, detectLanguage, toSupportedLanguage } from './detect-language';

describe('detectLanguage (SPEC §4 order: local storage → browser → <html lang> → English)', () => {
  it('prefers the stored language over everything else', () => {
    expect(detectLanguage({ stored: 'pl', navigatorLanguages: ['en-US'], htmlLang: 'en' })).toBe('pl');
    expect(detectLanguage({ stored: 'en', navigatorLanguages: ['pl-PL'], htmlLang: 'pl' })).toBe('en');
  });

  it('uses the browser languages, in order, when nothing usable is stored', () => {
    expect(detectLanguage({ stored: null, navigatorLanguages: ['pl-PL', 'en-US'], htmlLang: 'en' })).toBe(
      'pl',
    );
    expect(detectLanguage({ navigatorLanguages: ['en-GB', 'pl'], htmlLang: 'pl' })).toBe('en');
  });

  it('skips unsupported browser languages and takes the first supported one', () => {
    expect(detectLanguage({ navigatorLanguages: ['de-DE', 'fr', 'pl'], htmlLang: 'en' })).toBe('pl');
  });

  it('uses <html lang> when neither storage nor the browser gives a supported language', () => {
    expect(detectLanguage({ stored: 'de', navigatorLanguages: ['fr-FR'], htmlLang: 'pl' })).toBe('pl');
    expect(detectLanguage({ htmlLang: 'pl-PL' })).toBe('pl');
  });

  it('falls back to English', () => {
    expect(detectLanguage({})).toBe('en');
    expect(detectLanguage({ stored: 'xx', navigatorLanguages: ['de'], htmlLang: 'fr' })).toBe('en');
    expect(detectLanguage({ stored: '', navigatorLanguages: [], htmlLang: '' })).toBe('en');
    expect(detectLanguage({ stored: null, navigatorLanguages: null, htmlLang: null })).toBe('en');
  });

  it('skips an unsupported stored value instead of stopping at it', () => {
    expect(detectLanguage({ stored: 'de', navigatorLanguages: ['pl-PL'], htmlLang: 'en' })).toBe('pl');
  });
});

describe('toSupportedLanguage', () => {
  it('reduces regional and differently cased tags to the language', () => {
    expect(toSupportedLanguage('pl-PL')).toBe('pl');
    expect(toSupportedLanguage('EN_us')).toBe('en');
    expect(toSupportedLanguage(' pl ')).toBe('pl');
  });

  it('rejects unsupported or missing values', () => {
    expect(toSupportedLanguage('de')).toBeUndefined();
    expect(toSupportedLanguage('english')).toBeUndefined();
    expect(toSupportedLanguage('')).toBeUndefined();
    expect(toSupportedLanguage(null)).toBeUndefined();
    expect(toSupportedLanguage(undefined)).toBeUndefined();
  });
});

describe('acceptedLanguages (the browser step when the server answers without script)', () => {
  it('orders the tags by quality, then by their order, and drops the refused and the wildcard', () => {
    expect(acceptedLanguages('pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['pl-PL', 'pl', 'en-US', 'en']);
    expect(acceptedLanguages('de;q=0.5, en;q=0.4, pl;q=0.9')).toEqual(['pl', 'de', 'en']);
    expect(acceptedLanguages('pl;q=0, *, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('gives the language detection would pick from the browser', () => {
    expect(detectLanguage({ navigatorLanguages: acceptedLanguages('de-DE,pl;q=0.8,en;q=0.5') })).toBe('pl');
    expect(detectLanguage({ navigatorLanguages: acceptedLanguages('fr') })).toBe('en');
  });
});
