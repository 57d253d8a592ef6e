// The one i18next instance of an app: bundled resources, SPEC §4 detection, remembered choice, <html lang> sync.
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageStorageKey,
  languages,
} from '@photoedit/contracts';
import i18next, { type i18n as I18n, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, type LanguageSources } from './detect-language';
import { defaultNamespace, namespaces, resources } from './resources';

export const i18n: I18n = i18next.createInstance();

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access to storage throws when the browser blocks it (e.g. disabled cookies).
    return null;
  }
}

/** Reads the three sources of SPEC §4 from the browser. */
export function readBrowserLanguageSources(): LanguageSources {
  let stored: string | null = null;
  try {
    stored = localStorageOrNull()?.getItem(languageStorageKey) ?? null;
  } catch {
    stored = null;
  }
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const navigatorLanguages = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  const htmlLang = typeof document === 'undefined' ? null : document.documentElement.getAttribute('lang');
  return { stored, navigatorLanguages, htmlLang };
}

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

let initialised = false;

/**
 * Initialises the shared instance once; later calls return it unchanged. Resources are bundled, so the
 * instance is ready to translate when this returns. i18next hands every language it settles on (detected,
 * given or changed) to the detector's cache, so the choice is remembered in local storage.
 */
export function initI18n(options: InitI18nOptions = {}): I18n {
  if (initialised) return i18n;
  initialised = true;
  i18n.on('languageChanged', syncHtmlLang);
  i18n
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ...(options.language ? { lng: options.language } : {}),
      supportedLngs: [...languages],
      fallbackLng: defaultLanguage,
      load: 'languageOnly',
      ns: [...namespaces],
      defaultNS: defaultNamespace,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .catch((error: unknown) => {
      console.error('i18n initialisation failed', error);
    });
  return i18n;
}

/** Switches the interface language; it is remembered in local storage and mirrored to <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  await initI18n().changeLanguage(language);
}

/** The language currently in use, always one of the supported ones. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}
