import { languageStorageKey } from '@photoedit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh module, hence a fresh i18next instance that has not been initialised.
async function freshModule() {
  vi.resetModules();
  return { ...(await import('./i18n')), ...(await import('./bundled')) };
}

function setNavigatorLanguages(languages: readonly string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('lang');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initI18n', () => {
  it('detects from local storage first', async () => {
    window.localStorage.setItem(languageStorageKey, 'pl');
    setNavigatorLanguages(['en-US']);
    const { initI18n } = await freshModule();
    expect(initI18n().language).toBe('pl');
  });

  it('then from the browser', async () => {
    setNavigatorLanguages(['de-DE', 'pl-PL']);
    document.documentElement.lang = 'en';
    const { initI18n } = await freshModule();
    expect(initI18n().language).toBe('pl');
  });

  it('then from <html lang>', async () => {
    setNavigatorLanguages(['de-DE']);
    document.documentElement.lang = 'pl';
    const { initI18n } = await freshModule();
    expect(initI18n().language).toBe('pl');
  });

  it('then falls back to English', async () => {
    window.localStorage.setItem(languageStorageKey, 'fr');
    setNavigatorLanguages(['de-DE']);
    const { initI18n } = await freshModule();
    expect(initI18n().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is ready to translate synchronously, with namespaces and interpolation', async () => {
    setNavigatorLanguages(['pl']);
    const { initI18n } = await freshModule();
    const i18n = initI18n();
    expect(i18n.t('loading')).toBe('Ładowanie...');
    expect(i18n.t('ui:cookie.acceptAll')).toBe('Akceptuj wszystkie');
    expect(i18n.t('common:messages.loadFailed', { item: 'orders', lng: 'en' })).toBe(
      'Failed to load orders.',
    );
  });

  it('is idempotent', async () => {
    const { initI18n } = await freshModule();
    const first = initI18n({ language: 'pl' });
    const second = initI18n({ language: 'en' });
    expect(second).toBe(first);
    expect(second.language).toBe('pl');
  });

  it('accepts an explicit starting language and remembers it', async () => {
    setNavigatorLanguages(['en-US']);
    const { initI18n } = await freshModule();
    expect(initI18n({ language: 'pl' }).language).toBe('pl');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
  });
});

describe('loadI18n (the apps)', () => {
  it('loads only the current language and the namespaces asked for; the rest when first needed', async () => {
    setNavigatorLanguages(['pl-PL']);
    const { loadI18n, changeLanguage } = await freshModule();
    const i18n = await loadI18n({ namespaces: ['common', 'home'] });
    expect(i18n.t('loading')).toBe('Ładowanie...');
    expect(i18n.hasResourceBundle('pl', 'home')).toBe(true);
    expect(i18n.hasResourceBundle('pl', 'admin')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);

    await i18n.loadNamespaces('admin');
    expect(i18n.hasResourceBundle('pl', 'admin')).toBe(true);

    await changeLanguage('en');
    expect(i18n.t('loading')).toBe('Loading...');
    expect(i18n.hasResourceBundle('en', 'home')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'designer')).toBe(false);
  });
});

describe('changeLanguage', () => {
  it('keeps <html lang> in sync and remembers the choice in local storage', async () => {
    setNavigatorLanguages(['en-US']);
    const { initI18n, changeLanguage, currentLanguage } = await freshModule();
    initI18n();
    expect(document.documentElement.lang).toBe('en');

    await changeLanguage('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('pl');
    expect(currentLanguage()).toBe('pl');

    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
  });

  it('makes the remembered language win on the next start', async () => {
    setNavigatorLanguages(['en-US']);
    const first = await freshModule();
    first.initI18n();
    await first.changeLanguage('pl');

    const second = await freshModule();
    expect(second.initI18n().language).toBe('pl');
  });

  it('still works when local storage throws', async () => {
    setNavigatorLanguages(['pl']);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const { initI18n, changeLanguage } = await freshModule();
    expect(initI18n().language).toBe('pl');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('typed keys', () => {
  it('type-checks namespaced keys against the English resources (checked by `tsc`)', async () => {
    const { i18n } = await freshModule();
    const t = i18n.t.bind(i18n);
    expect(typeof (() => t('ui:cookie.acceptAll'))).toBe('function');
    // @ts-expect-error an unknown key is a type error
    expect(typeof (() => t('ui:cookie.doesNotExist'))).toBe('function');
  });
});
