import { useTranslation } from '@photoedit/i18n';
import { Dialog, Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '../components/Button';
import { cn } from '../lib/cn';
import { focusFirstOf } from '../lib/focus';
import type { ConsentChoices } from './consent-storage';
import {
  closeCookiePreferences,
  cookiePreferencesOpener,
  useCookiePreferencesOpen,
} from './preferences-dialog';
import { useCookieConsent } from './useCookieConsent';

type Category = 'necessary' | keyof ConsentChoices;

/**
 * SPEC §2: necessary is always on and disabled; analytics, marketing and functional (stored as `preferences`)
 * can be toggled. Closes on backdrop click, the close icon or Escape without storing anything.
 */
export function CookiePreferencesModal() {
  const open = useCookiePreferencesOpen();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeCookiePreferences())}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="cookie-preferences-backdrop" className="fixed inset-0 z-50 bg-overlay" />
        {/* Mounted only while open, so the switches start from the stored choice every time. */}
        <PreferencesContent />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PreferencesContent() {
  const { t } = useTranslation('ui');
  const { consent, acceptAll, acceptNecessaryOnly, savePreferences } = useCookieConsent();
  const [choices, setChoices] = useState<ConsentChoices>(() => ({
    analytics: consent?.preferences.analytics ?? false,
    marketing: consent?.preferences.marketing ?? false,
    preferences: consent?.preferences.preferences ?? false,
  }));

  const finish = (store: () => unknown) => {
    store();
    closeCookiePreferences();
  };

  return (
    <Dialog.Content
      onCloseAutoFocus={(event) => {
        // Back to what opened it; when a choice removed that (the banner), to the start of the page's content.
        event.preventDefault();
        focusFirstOf(cookiePreferencesOpener());
      }}
      className={cn(
        // The whole dialog scrolls, not only the list: at 400 % zoom (256 px high) the title and the buttons
        // alone are taller than the viewport, and a scrolling list between them would have no room left.
        'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
        'overflow-y-auto overscroll-contain rounded-card bg-white text-ink shadow-overlay focus:outline-none',
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-border px-6 pt-6 pb-4">
        <div className="space-y-1">
          <Dialog.Title className="text-lg font-semibold">{t('cookie.modal.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-ink-muted">
            {t('cookie.modal.description')}
          </Dialog.Description>
        </div>
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label={t('cookie.modal.close')} className="-mt-2 -mr-2">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Button>
        </Dialog.Close>
      </div>

      <ul className="divide-y divide-border px-6">
        <CategoryRow category="necessary" checked disabled note={t('cookie.modal.alwaysOn')} />
        {(['analytics', 'marketing', 'preferences'] as const).map((category) => (
          <CategoryRow
            key={category}
            category={category}
            checked={choices[category]}
            onCheckedChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
          />
        ))}
      </ul>

      <div className="flex flex-col-reverse gap-2 border-t border-border px-6 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => finish(acceptNecessaryOnly)}>
          {t('cookie.acceptNecessary')}
        </Button>
        <Button variant="secondary" onClick={() => finish(() => savePreferences(choices))}>
          {t('cookie.savePreferences')}
        </Button>
        <Button variant="primary" onClick={() => finish(acceptAll)}>
          {t('cookie.acceptAll')}
        </Button>
      </div>
    </Dialog.Content>
  );
}

interface CategoryRowProps {
  category: Category;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onCheckedChange?: (checked: boolean) => void;
}

function CategoryRow({ category, checked, disabled = false, note, onCheckedChange }: CategoryRowProps) {
  const { t } = useTranslation('ui');
  const switchId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="space-y-1">
        <label htmlFor={switchId} className="text-sm font-semibold text-ink">
          {t(`cookie.categories.${category}.label`)}
        </label>
        <p id={descriptionId} className="text-sm text-ink-muted">
          {t(`cookie.categories.${category}.description`)}
          {note ? <span className="mt-1 block font-medium text-ink">{note}</span> : null}
        </p>
      </div>
      <Switch.Root
        id={switchId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={descriptionId}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
          'bg-control data-[state=checked]:bg-brand-600',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'disabled:cursor-not-allowed disabled:data-[state=checked]:bg-brand-600/70',
        )}
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-card transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
    </li>
  );
}
