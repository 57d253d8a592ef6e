// Counts in the web apps' texts: a text that puts a word after `{{count}}` is an i18next plural with the forms
// each language needs (English one/other, Polish one/few/many/other), and the forms read right at every count.
import { languages } from '@photoedit/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from './bundled';
import { i18n } from './i18n';
import { namespaces } from './namespaces';
import { resources } from './resources';

const pluralForms: Record<(typeof languages)[number], readonly string[]> = {
  en: ['one', 'other'],
  pl: ['one', 'few', 'many', 'other'],
};
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    texts(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe.each(languages)('plurals in %s', (language) => {
  const all = namespaces.flatMap((namespace) =>
    texts(resources[language][namespace]).map(([key, text]) => [`${namespace}:${key}`, text] as const),
  );
  const keys = new Set(all.map(([key]) => key));

  // "Selected: {{count}} of {{total}}" reads the same at every count; "{{count}} photos" does not.
  it('a count followed by a word (other than "of") is always a plural', () => {
    const countedWord = /\{\{count\}\}\s*(?!(of|z)\s)\p{L}/u;
    const singular = all.filter(([key, text]) => countedWord.test(text) && !pluralSuffix.test(key));
    expect(singular).toEqual([]);
  });

  it('every plural has exactly the forms the language needs', () => {
    const bases = new Set(all.map(([key]) => key).filter((key) => pluralSuffix.test(key)));
    for (const key of bases) {
      const base = key.replace(pluralSuffix, '');
      const forms = [...keys].filter((other) => other.replace(pluralSuffix, '') === base && other !== base);
      expect(forms.map((form) => form.slice(base.length + 1)).sort(), base).toEqual(
        [...pluralForms[language]].sort(),
      );
    }
  });
});

describe('plural forms read right at every count', () => {
  beforeAll(() => {
    initI18n({ language: 'en' });
  });
  const counts = [0, 1, 2, 5, 12, 22, 101] as const;
  const say = (language: string, key: string, count: number, values: Record<string, unknown> = {}) =>
    String(i18n.getFixedT(language)(key as never, { count, ...values } as never));

  it.each([
    [
      'en',
      'admin:services.confirmDelete.descriptionUsed',
      [
        '0 order lines',
        '1 order line,',
        '2 order lines',
        '5 order lines',
        '12 order lines',
        '22 order lines',
        '101 order lines',
      ],
    ],
    [
      'pl',
      'admin:services.confirmDelete.descriptionUsed',
      [
        '0 pozycjach',
        '1 pozycji zamówienia',
        '2 pozycjach',
        '5 pozycjach',
        '12 pozycjach',
        '22 pozycjach',
        '101 pozycjach',
      ],
    ],
    ['en', 'admin:stats.onTimeValue', counts.map((n) => `of ${n} completed`)],
    [
      'pl',
      'admin:stats.onTimeValue',
      [
        'z 0 ukończonych',
        'z 1 ukończonego',
        'z 2 ukończonych',
        'z 5 ukończonych',
        'z 12 ukończonych',
        'z 22 ukończonych',
        'z 101 ukończonych',
      ],
    ],
    [
      'en',
      'clientOrders:pins.full',
      ['0 pins', '1 pin,', '2 pins', '5 pins', '12 pins', '22 pins', '101 pins'],
    ],
    [
      'pl',
      'clientOrders:pins.full',
      ['0 pinezek', '1 pinezkę,', '2 pinezki', '5 pinezek', '12 pinezek', '22 pinezki', '101 pinezek'],
    ],
    [
      'pl',
      'clientOrders:revision.noteHint',
      [
        'Do 0 znaków.',
        'Do 1 znaku.',
        'Do 2 znaków.',
        'Do 5 znaków.',
        'Do 12 znaków.',
        'Do 22 znaków.',
        'Do 101 znaków.',
      ],
    ],
    [
      'en',
      'designer:submit.commentTooLong',
      counts.map((n) => `at most ${n} ${n === 1 ? 'character' : 'characters'})`),
    ],
    [
      'pl',
      'designer:submit.commentHint',
      ['0 znaków.', '1 znak.', '2 znaki.', '5 znaków.', '12 znaków.', '22 znaki.', '101 znaków.'],
    ],
  ] as const)('%s %s', (language, key, expected) => {
    counts.forEach((count, index) => {
      expect(say(language, key, count, { rate: '100%' }), `${count}`).toContain(expected[index]);
    });
  });
});
