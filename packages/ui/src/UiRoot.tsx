import { Suspense } from 'react';
import { CookieConsent } from './consent/CookieConsent';
import { lazyWithRetry } from './error/chunk-load';

// Fetched after the page has painted (toasts sent before it mounts wait for it, see toast/toaster-ready.ts).
const Toaster = lazyWithRetry(() =>
  import('./toast/Toaster').then((module) => ({ default: module.Toaster })),
);

export interface UiRootProps {
  /** The privacy page opened from the cookie banner; `/privacy` by default (SPEC §2). */
  privacyHref?: string;
}

/** The app-wide overlays: the toast stack and the cookie consent. Render exactly once, inside the app. */
export function UiRoot({ privacyHref }: UiRootProps) {
  return (
    <>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <CookieConsent {...(privacyHref ? { privacyHref } : {})} />
    </>
  );
}
