import { languages } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { namespaces } from './namespaces';
import { resources } from './resources';

/** Every key path of a nested resource object, e.g. `cookie.modal.title`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('resources', () => {
  it('bundles every namespace for every supported language', () => {
    for (const language of languages) {
      expect(Object.keys(resources[language]).sort()).toEqual([...namespaces].sort());
    }
  });

  // Plural forms differ per language (plurals.test.ts checks them); the texts are the same.
  const withoutPluralForm = (keys: string[]) =>
    [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

  it.each(namespaces)('pl has exactly the keys of en in namespace %s', (namespace) => {
    expect(withoutPluralForm(keyPaths(resources.pl[namespace]))).toEqual(
      withoutPluralForm(keyPaths(resources.en[namespace])),
    );
  });

  it.each(languages)('every %s text is a non-empty string', (language) => {
    for (const namespace of namespaces) {
      for (const leaf of leaves(resources[language][namespace])) {
        expect(typeof leaf).toBe('string');
        expect((leaf as string).trim()).not.toBe('');
      }
    }
  });

  it('keeps the exact English texts required by the spec', () => {
    const { common, ui } = resources.en;
    expect(common.loading).toBe('Loading...');
    expect(common.messages.fillRequiredFields).toBe('Please fill in all required fields.');
    expect(common.messages.loadFailed).toBe('Failed to load {{item}}.');
    expect(common.messages.submitFailed).toBe('Failed to submit {{item}}.');
    expect(common.language).toMatchObject({ en: 'English', pl: 'Polski' });
    expect(ui.error).toEqual({
      title: 'Something went wrong',
      description: "We're sorry, but something unexpected happened. Please try refreshing the page.",
      refresh: 'Refresh Page',
      retry: 'Try Again',
    });
    expect(ui.chunkError).toBe('Loading chunk failed');
    expect(ui.cookie).toMatchObject({
      acceptNecessary: 'Accept necessary only',
      managePreferences: 'Manage preferences',
      acceptAll: 'Accept all',
      savePreferences: 'Save preferences',
    });
    expect(ui.cookie.categories.necessary.label).toBe('Necessary');
    expect(ui.cookie.categories.analytics.label).toBe('Analytics');
    expect(ui.cookie.categories.marketing.label).toBe('Marketing');
    expect(ui.cookie.categories.preferences.label).toBe('Functional');
  });

  it('keeps the interpolation placeholders in the Polish texts', () => {
    expect(resources.pl.common.messages.loadFailed).toContain('{{item}}');
    expect(resources.pl.common.messages.submitFailed).toContain('{{item}}');
  });
});
