// SPEC §4's language detection, with no i18next in it: the apps' i18next detector uses it, the page served for
// `/` runs it on its own (a few hundred bytes, ADR 009), and the API reads Accept-Language with it.
import { defaultLanguage, isLanguage, type Language, languageStorageKey } from '@photoedit/contracts';

export interface LanguageSources {
  /** The value remembered in local storage, if any. */
  stored?: string | null | undefined;
  /** The browser's preferred languages, most preferred first (navigator.languages). */
  navigatorLanguages?: readonly string[] | null | undefined;
  /** The page's `<html lang>` attribute. */
  htmlLang?: string | null | undefined;
}

/** `pl-PL`, `PL` and ` pl ` all mean `pl`; anything else that is not supported gives undefined. */
export function toSupportedLanguage(value: string | null | undefined): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * SPEC §4: local storage, then the browser, then the page's language attribute, falling back to English.
 * Unsupported values at any step are skipped.
 */
export function detectLanguage({ stored, navigatorLanguages, htmlLang }: LanguageSources): Language {
  const candidates = [stored, ...(navigatorLanguages ?? []), htmlLang];
  for (const candidate of candidates) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return defaultLanguage;
}

export function localStorageOrNull(): Storage | null {
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

/**
 * The browser's languages as an Accept-Language header lists them, most preferred first (by `q`, then by
 * order): what the server knows of "the browser" step when it has to answer without script.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
