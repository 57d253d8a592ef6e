import { CookieConsent } from './consent/CookieConsent';
import { Toaster } from './toast/Toaster';

export interface UiRootProps {
  /** The privacy page opened from the cookie banner; `/privacy` by default (SPEC §2). */
  privacyHref?: string;
}

/** The app-wide overlays: the toast stack and the cookie consent. Render exactly once, inside the app. */
export function UiRoot({ privacyHref }: UiRootProps) {
  return (
    <>
      <Toaster />
      <CookieConsent {...(privacyHref ? { privacyHref } : {})} />
    </>
  );
}
