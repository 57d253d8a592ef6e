import { describe, expect, it } from 'vitest';
import { resolveLanguagePath } from './language-path';

describe('resolveLanguagePath (SPEC §2: /{lang} must be en or pl)', () => {
  it('accepts en and pl as the first segment', () => {
    expect(resolveLanguagePath('/en', 'en')).toEqual({ ok: true, lang: 'en' });
    expect(resolveLanguagePath('/pl', 'en')).toEqual({ ok: true, lang: 'pl' });
    expect(resolveLanguagePath('/pl/terms', 'pl')).toEqual({ ok: true, lang: 'pl' });
    expect(resolveLanguagePath('/en/', 'en')).toEqual({ ok: true, lang: 'en' });
    expect(resolveLanguagePath('/en?x=1', 'en')).toEqual({ ok: true, lang: 'en' });
    expect(resolveLanguagePath('/pl#top', 'en')).toEqual({ ok: true, lang: 'pl' });
  });

  it('keeps a valid language that is not the current one', () => {
    expect(resolveLanguagePath('/en/privacy', 'pl')).toEqual({ ok: true, lang: 'en' });
    expect(resolveLanguagePath('/pl/terms', 'en')).toEqual({ ok: true, lang: 'pl' });
  });

  it('redirects any other first segment to the current language followed by the whole current path', () => {
    expect(resolveLanguagePath('/de', 'en')).toEqual({ ok: false, redirectTo: '/en/de' });
    expect(resolveLanguagePath('/xx/foo', 'pl')).toEqual({ ok: false, redirectTo: '/pl/xx/foo' });
    expect(resolveLanguagePath('/terms', 'pl')).toEqual({ ok: false, redirectTo: '/pl/terms' });
    expect(resolveLanguagePath('/de/terms?a=1#b', 'en')).toEqual({
      ok: false,
      redirectTo: '/en/de/terms?a=1#b',
    });
  });

  it('does not accept segments that only resemble a language', () => {
    expect(resolveLanguagePath('/EN', 'en')).toEqual({ ok: false, redirectTo: '/en/EN' });
    expect(resolveLanguagePath('/english', 'pl')).toEqual({ ok: false, redirectTo: '/pl/english' });
    expect(resolveLanguagePath('/en-US/terms', 'en')).toEqual({ ok: false, redirectTo: '/en/en-US/terms' });
    expect(resolveLanguagePath('/plx', 'en')).toEqual({ ok: false, redirectTo: '/en/plx' });
  });

  it('uses en when the current language is missing or unsupported', () => {
    expect(resolveLanguagePath('/de/foo', undefined)).toEqual({ ok: false, redirectTo: '/en/de/foo' });
    expect(resolveLanguagePath('/de/foo', null)).toEqual({ ok: false, redirectTo: '/en/de/foo' });
    expect(resolveLanguagePath('/de/foo', 'de')).toEqual({ ok: false, redirectTo: '/en/de/foo' });
    expect(resolveLanguagePath('/de/foo', 'pl-PL')).toEqual({ ok: false, redirectTo: '/en/de/foo' });
  });

  it('turns the root and paths without a segment into /{lang} without a doubled slash', () => {
    expect(resolveLanguagePath('/', 'pl')).toEqual({ ok: false, redirectTo: '/pl' });
    expect(resolveLanguagePath('', 'en')).toEqual({ ok: false, redirectTo: '/en' });
    expect(resolveLanguagePath('/?ref=mail', 'en')).toEqual({ ok: false, redirectTo: '/en?ref=mail' });
  });

  it('never produces an off-site (protocol-relative) redirect', () => {
    const result = resolveLanguagePath('//evil.example/x', 'en');
    expect(result).toEqual({ ok: false, redirectTo: '/en//evil.example/x' });
    if (!result.ok) expect(result.redirectTo.startsWith('//')).toBe(false);
    expect(resolveLanguagePath('foo', 'en')).toEqual({ ok: false, redirectTo: '/en/foo' });
  });
});
