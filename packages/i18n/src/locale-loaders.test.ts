import { languages } from '@photoedit/contracts';
import type { ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { localeChunkBackend } from './locale-loaders';
import { namespaces } from './namespaces';
import { resources } from './resources';

/** What the backend hands i18next for one language and namespace. */
function read(language: string, namespace: string): Promise<Parameters<ReadCallback>> {
  return new Promise((resolve) => {
    localeChunkBackend.read(language, namespace, (error, data) => resolve([error, data]));
  });
}

describe('localeChunkBackend', () => {
  const pairs = languages.flatMap((language) =>
    namespaces.map((namespace) => [language, namespace] as const),
  );

  it.each(pairs)('loads %s/%s: the same texts as the bundled resources', async (language, namespace) => {
    const [error, texts] = await read(language, namespace);
    expect(error).toBeNull();
    expect(texts).toBe(resources[language][namespace]);
  });

  it.each([
    ['an unknown language', 'de', 'common'],
    ['an unknown namespace', 'en', 'nope'],
    ['the e-mails (not a web namespace)', 'en', 'mail'],
  ])('refuses %s', async (_case, language, namespace) => {
    const [error, texts] = await read(language, namespace);
    expect(error).toEqual(new Error(`No texts for ${language}/${namespace}`));
    expect(texts).toBe(false);
  });
});
