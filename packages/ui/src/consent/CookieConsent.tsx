import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../error/chunk-load';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import { useCookiePreferencesOpen } from './preferences-dialog';

// The modal (a dialog with switches) is fetched when it is first opened.
const CookiePreferencesModal = lazyWithRetry(() =>
  import('./CookiePreferencesModal').then((module) => ({ default: module.CookiePreferencesModal })),
);

/** The banner (while no choice is stored) and the preferences modal. Render once per app — UiRoot does. */
export function CookieConsent(props: CookieBannerProps) {
  const preferencesOpen = useCookiePreferencesOpen();
  // Once opened it stays mounted, so closing behaves as before (focus back, no refetch on the next open).
  const [wanted, setWanted] = useState(preferencesOpen);
  if (preferencesOpen && !wanted) setWanted(true);
  return (
    <>
      <CookieBanner {...props} />
      {wanted ? (
        <Suspense fallback={null}>
          <CookiePreferencesModal />
        </Suspense>
      ) : null}
    </>
  );
}
