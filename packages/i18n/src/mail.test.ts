// The e-mails' texts: both languages have every key (Polish with its plural forms), and plurals pick the form
// of the count in each language.
import { describe, expect, it } from 'vitest';
import { mailResources, mailTranslator } from './mail';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keysOf(child, `${prefix}${key}.`),
  );
const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');

describe('mail texts', () => {
  it('Polish has every English text and the plural forms Polish needs', () => {
    const en = keysOf(mailResources.en.mail);
    const pl = keysOf(mailResources.pl.mail);
    expect([...new Set(pl.map(base))].sort()).toEqual([...new Set(en.map(base))].sort());
    for (const key of en.filter((k) => k.endsWith('_one')).map(base)) {
      for (const form of ['one', 'few', 'many', 'other']) expect(pl).toContain(`${key}_${form}`);
    }
  });

  it('plural forms follow each language', () => {
    const en = mailTranslator('en');
    const pl = mailTranslator('pl');
    expect(en('workReady.body', { count: 1, number: 7 })).toBe(
      'Good news! The edited photo of your order #7 is ready for your review.',
    );
    expect(en('workReady.body', { count: 3, number: 7 })).toMatch(/^Good news! 3 edited photos/);
    expect(pl('workReady.body', { count: 1, number: 7 })).toMatch(/Edytowane zdjęcie z/);
    expect(pl('workReady.body', { count: 3, number: 7 })).toMatch(/3 edytowane zdjęcia z/);
    expect(pl('workReady.body', { count: 5, number: 7 })).toMatch(/5 edytowanych zdjęć z/);
    expect(pl('workReady.body', { count: 22, number: 7 })).toMatch(/22 edytowane zdjęcia z/);
    expect(pl('accessCode.expires', { count: 10 })).toBe(
      'Kod jest ważny przez 10 minut i można go użyć raz.',
    );
    expect(en('accessCode.expires', { count: 10 })).toBe(
      'The code is valid for 10 minutes and can be used once.',
    );
  });

  it('does not escape what it interpolates (React escapes the HTML; the text stays as written)', () => {
    expect(mailTranslator('en')('contactCopy.subject', { email: 'a&b@example.com' })).toBe(
      'Contact message from a&b@example.com',
    );
  });
});
