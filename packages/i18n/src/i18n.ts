// The one i18next instance of an app: SPEC §4 detection, remembered choice, <html lang> sync; texts loaded per
// language and namespace in the apps (loadI18n), or all bundled for tests (initI18n, bundled.ts).
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageStorageKey,
  languages,
} from '@photoedit/contracts';
import i18next, {
  type BackendModule,
  type i18n as I18n,
  type InitOptions,
  type LanguageDetectorModule,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, localStorageOrNull, readBrowserLanguageSources } from './detect-language';
import { localeChunkBackend } from './locale-loaders';
import { defaultNamespace, type TranslationNamespace } from './namespaces';

export const i18n: I18n = i18next.createInstance();

export function rememberLanguage(language: string): void {
  if (!isLanguage(language)) return;
  try {
    localStorageOrNull()?.setItem(languageStorageKey, language);
  } catch {
    // Quota or privacy mode: the choice is simply not remembered.
  }
}

const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguage(readBrowserLanguageSources()),
  cacheUserLanguage: rememberLanguage,
};

function syncHtmlLang(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = isLanguage(language) ? language : defaultLanguage;
}

export interface InitI18nOptions {
  /** Start in this language instead of detecting one (e.g. the language in the client URL). */
  language?: Language;
}

export interface LoadI18nOptions extends InitI18nOptions {
  /** The namespaces the app's first page shows: loaded before it renders; the others when first used. */
  namespaces: readonly TranslationNamespace[];
}

let started: Promise<unknown> | undefined;

/**
 * Initialises the shared instance once (later calls change nothing). i18next hands every language it settles on
 * (detected, given or changed) to the detector's cache, so the choice is remembered in local storage. Each
 * language's texts are identical in keys (resources.test), so there is no fallback language to load as well.
 */
export function startI18n(
  options: InitI18nOptions,
  config: InitOptions,
  backend?: BackendModule,
): Promise<unknown> {
  if (started) return started;
  i18n.on('languageChanged', syncHtmlLang);
  i18n.use(languageDetector).use(initReactI18next);
  if (backend) i18n.use(backend);
  started = i18n
    .init({
      fallbackLng: defaultLanguage,
      ...config,
      ...(options.language ? { lng: options.language } : {}),
      supportedLngs: [...languages],
      load: 'languageOnly',
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .catch((error: unknown) => {
      console.error('i18n initialisation failed', error);
    });
  return started;
}

/**
 * The apps' start: only the current language, and only the namespaces asked for (the others load when a
 * component first uses them, suspending it meanwhile). Resolves when the first page's texts are there.
 */
export async function loadI18n(options: LoadI18nOptions): Promise<I18n> {
  await startI18n(
    options,
    { ns: [...options.namespaces], partialBundledLanguages: true, fallbackLng: false, initAsync: true },
    localeChunkBackend,
  );
  await i18n.loadNamespaces([...options.namespaces]);
  return i18n;
}

/** Switches the interface language; it is remembered in local storage and mirrored to <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

/** The language currently in use, always one of the supported ones. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}
