import { defaultLanguage, isLanguage, type Language } from '@photoedit/contracts';

export type LanguagePathResult = { ok: true; lang: Language } | { ok: false; redirectTo: string };

/**
 * The client URL rule of SPEC §2: the first path segment must be `en` or `pl`; otherwise the app redirects to
 * the current language (or `en`) followed by the current path, e.g. `/de/terms` → `/en/de/terms`.
 * A valid language that is not the current one is kept. A search string or hash on the path is kept as is.
 * `/` itself is redirected by host elsewhere; here it simply becomes `/{lang}`.
 */
export function resolveLanguagePath(path: string, currentLanguage?: string | null): LanguagePathResult {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const firstSegment = normalised.slice(1).split(/[/?#]/, 1)[0];
  if (isLanguage(firstSegment)) return { ok: true, lang: firstSegment };

  const lang = isLanguage(currentLanguage) ? currentLanguage : defaultLanguage;
  // The result always starts with `/{lang}`, so a path such as `//evil.example` can never become an
  // off-site (protocol-relative) redirect.
  const rest = /^\/(?=[?#]|$)/.test(normalised) ? normalised.slice(1) : normalised;
  return { ok: false, redirectTo: `/${lang}${rest}` };
}
