// The contact/help widget (SPEC §1): a Help button at the bottom right opens the help panel. The panel (a
// dialog, the contact form and its validation) is fetched when it is first opened, not with every page.
import { useTranslation } from '@photoedit/i18n';
import { Button, bottomSpaceProperties, lazyWithRetry, useHydrated, useReservedSpace } from '@photoedit/ui';
import { Suspense, useRef, useState } from 'react';

const HelpPanel = lazyWithRetry(() =>
  import('./HelpPanel').then((module) => ({ default: module.HelpPanel })),
);

export function HelpWidget() {
  const { t } = useTranslation('help');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  // The page keeps the button's room free at its end and below a focused control (styles.css).
  useReservedSpace(bottomSpaceProperties.floatingHelp, '4.5rem');
  // On the prerendered home the button appears once it can open the panel.
  if (!useHydrated()) return null;

  return (
    <>
      <Button
        ref={launcher}
        // Above the cookie banner while it shows.
        className="fixed right-4 bottom-[calc(var(--cookie-banner-height,0px)+1rem)] z-30 rounded-full shadow-overlay"
        aria-label={t('open')}
        data-floating=""
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none">
          <path d="M4 5h16v11H8l-4 4V5z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {/* From 76 rem the button is an icon in the page's right margin, beside the content (the wizard's payment
            panel) instead of over it; its name stays the aria-label. */}
        <span className="min-[76rem]:sr-only">{t('open')}</span>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <HelpPanel open={open} onOpenChange={setOpen} launcher={launcher} />
        </Suspense>
      ) : null}
    </>
  );
}
