import { toastDefaultDurationMs } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { markToasterMounted } from './toaster-ready';

// Top right (SPEC §2) but below the 4 rem headers of every app, so the language and account menus stay usable
// while a toast is shown; on a phone too (sonner spans the width there), clear of the Help button at the bottom.
const belowHeader = { top: '4.5rem' };

// Sonner's own stylesheet is not layered, so overriding it from Tailwind utilities needs `!`.
const accent = 'border-l-4!';

/** The notification stack (SPEC §2: top right, below the header). Render once per app — UiRoot does. */
export function Toaster() {
  const { t } = useTranslation('ui');
  useEffect(() => markToasterMounted(sonnerToast), []);
  return (
    <SonnerToaster
      position="top-right"
      offset={belowHeader}
      mobileOffset={belowHeader}
      // Every toast stays readable: collapsed, the ones behind fade their text to nothing (and are caught half
      // faded by a contrast check), while screen readers still reach it.
      expand
      closeButton
      duration={toastDefaultDurationMs}
      containerAriaLabel={t('toast.region')}
      // An open dialog turns pointer events off on the page behind it (Radix); the toasts above it stay usable
      // (closed with their button, paused under the pointer). The dialog ignores clicks on them (Dialog.tsx).
      style={{ pointerEvents: 'auto' }}
      toastOptions={{
        closeButtonAriaLabel: t('toast.close'),
        classNames: {
          toast: 'font-sans! text-ink! text-sm! rounded-control! shadow-raised!',
          success: `${accent} border-l-success-600! [&_[data-icon]]:text-success-600`,
          error: `${accent} border-l-error-600! [&_[data-icon]]:text-error-600`,
          warning: `${accent} border-l-warning-600! [&_[data-icon]]:text-warning-600`,
          info: `${accent} border-l-info-600! [&_[data-icon]]:text-info-600`,
        },
      }}
    />
  );
}
