import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import { CookiePreferencesModal } from './CookiePreferencesModal';

/** The banner (while no choice is stored) and the preferences modal. Render once per app — UiRoot does. */
export function CookieConsent(props: CookieBannerProps) {
  return (
    <>
      <CookieBanner {...props} />
      <CookiePreferencesModal />
    </>
  );
}
