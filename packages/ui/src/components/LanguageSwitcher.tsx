import { isLanguage, type Language, languages } from '@photoedit/contracts';
import { changeLanguage, useTranslation } from '@photoedit/i18n';
import { type MouseEvent, useEffect, useRef } from 'react';
import { cn } from '../lib/cn';

export interface LanguageSwitcherProps {
  /** The selected language; defaults to the interface language. */
  value?: Language;
  /** Called with the chosen language; defaults to switching the interface language. The client app passes a
   * handler that navigates to `/{lang}/...` instead. */
  onChange?: (language: Language) => void;
  /** The address of this page in a language. With it the choices are links, which also work before the page's
   * script has run (the prerendered home); without it they are buttons. */
  hrefFor?: (language: Language) => string;
  className?: string;
}

const choiceClasses =
  'flex w-full cursor-pointer items-center px-3 py-2 text-left text-sm text-ink no-underline hover:bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus aria-[current=true]:font-semibold';

/**
 * A disclosure (native <details>: it opens without script) with one link or button per language: the language
 * changes only on an explicit choice, never while arrowing through a list (WCAG 3.2.2). Escape, a click outside
 * or leaving it with Tab closes it.
 */
export function LanguageSwitcher({ value, onChange, hrefFor, className }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const current = value ?? (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en');
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);

  const close = () => {
    summary.current?.focus();
    if (details.current) details.current.open = false;
  };
  const choose = (next: Language, event?: MouseEvent) => {
    // A link opened in a new tab or window is the browser's business.
    if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0))
      return;
    event?.preventDefault();
    close();
    if (next === current) return;
    if (onChange) onChange(next);
    else void changeLanguage(next);
  };

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const element = details.current;
      if (element?.open && !element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);

  return (
    <details
      ref={details}
      className={cn('relative', className)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !details.current?.open) return;
        event.preventDefault();
        close();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          event.currentTarget.open = false;
      }}
    >
      <summary
        ref={summary}
        className="flex h-9 cursor-pointer list-none items-center gap-1 rounded-control border border-border-strong bg-white px-2 text-sm text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only">{t('language.label')}: </span>
        <span lang={current}>{t(`language.${current}`)}</span>
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4 text-ink-muted">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 min-w-full overflow-hidden rounded-control border border-border bg-white py-1 shadow-overlay">
        {languages.map((language) => {
          const choice = {
            lang: language,
            className: choiceClasses,
            'aria-current': language === current ? ('true' as const) : undefined,
            onClick: (event: MouseEvent) => choose(language, event),
          };
          return (
            <li key={language}>
              {hrefFor ? (
                <a href={hrefFor(language)} hrefLang={language} {...choice}>
                  {t(`language.${language}`)}
                </a>
              ) : (
                <button type="button" {...choice}>
                  {t(`language.${language}`)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
