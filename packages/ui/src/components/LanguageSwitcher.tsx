import { isLanguage, type Language, languages } from '@photoedit/contracts';
import { changeLanguage, useTranslation } from '@photoedit/i18n';
import { useEffect, useId, useRef } from 'react';
import { cn } from '../lib/cn';

export interface LanguageSwitcherProps {
  /** The selected language; defaults to the interface language. */
  value?: Language;
  /** Called with the chosen language; defaults to switching the interface language. The client app passes a
   * handler that navigates to `/{lang}/...` instead. */
  onChange?: (language: Language) => void;
  className?: string;
}

/** A labelled native select (English / Polski): keyboard and screen-reader friendly everywhere. */
export function LanguageSwitcher({ value, onChange, className }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = value ?? (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en');

  const select = (next: string) => {
    if (!isLanguage(next) || next === current) return;
    if (onChange) onChange(next);
    else void changeLanguage(next);
  };
  const selectRef = useRef<HTMLSelectElement>(null);
  const chooseOnMount = useRef(select);
  // A prerendered page shows this select before its script has run: a language chosen then is applied once it has.
  useEffect(() => {
    const chosen = selectRef.current?.value;
    if (chosen) chooseOnMount.current(chosen);
  }, []);

  return (
    <div className={cn('inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        ref={selectRef}
        id={id}
        value={current}
        onChange={(event) => select(event.target.value)}
        className="h-9 cursor-pointer rounded-control border border-border-strong bg-white px-2 text-sm text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
