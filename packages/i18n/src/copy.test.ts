// One spelling across the apps' texts: sizes with a non-breaking space ("10 MB", never "10MB" or a line break
// between number and unit), and every list of upload formats names the formats the upload accepts.
import { languages, mediaFormats } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { namespaces } from './namespaces';
import { resources } from './resources';

function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    texts(child, prefix ? `${prefix}.${key}` : key),
  );
}

const formatNames: Record<(typeof mediaFormats)[number], string> = {
  jpeg: 'JPG',
  png: 'PNG',
  webp: 'WEBP',
  gif: 'GIF',
};

describe.each(languages)('copy in %s', (language) => {
  const all = namespaces.flatMap((namespace) =>
    texts(resources[language][namespace]).map(([key, text]) => [`${namespace}:${key}`, text] as const),
  );

  it('writes sizes as a number, a non-breaking space and the unit', () => {
    const wrong = all.filter(([, text]) => /\d(?:[ \t]?)[KMG]B\b/.test(text));
    expect(wrong).toEqual([]);
  });

  it('lists every accepted upload format wherever it lists formats', () => {
    const lists = all.filter(([, text]) => /JPG, PNG/.test(text));
    expect(lists.length).toBeGreaterThan(0);
    for (const [key, text] of lists) {
      for (const format of mediaFormats) expect(text, key).toContain(formatNames[format]);
    }
  });
});
