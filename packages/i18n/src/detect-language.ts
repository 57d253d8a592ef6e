import { defaultLanguage, isLanguage, type Language } from '@photoedit/contracts';

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
