import { useTranslation } from '@photoedit/i18n';
import { useId, useRef } from 'react';
import { Button } from '../components/Button';
import { Container } from '../components/Container';
import { bottomSpaceProperties, usePublishedHeight } from '../layout/bottom-space';
import { focusPageStart } from '../lib/focus';
import { openCookiePreferences } from './preferences-dialog';
import { useCookieConsent } from './useCookieConsent';

export interface CookieBannerProps {
  /** SPEC §2: the privacy page, opened in a new tab from the banner. */
  privacyHref?: string;
}

/** The consent banner at the bottom of the page; shown only while there is no valid consent record. */
export function CookieBanner(props: CookieBannerProps) {
  const { hasConsent, known } = useCookieConsent();
  if (hasConsent || !known) return null;
  return <Banner {...props} />;
}

function Banner({ privacyHref = '/privacy' }: CookieBannerProps) {
  const { t } = useTranslation('ui');
  const { acceptAll, acceptNecessaryOnly } = useCookieConsent();
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLElement>(null);
  // The page keeps room for it below its end and above a focused control (styles.css).
  usePublishedHeight(ref, bottomSpaceProperties.cookieBanner);
  // The banner goes away with the button that had focus: focus moves to the start of the page's content.
  const choose = (store: () => unknown) => {
    store();
    focusPageStart();
  };

  return (
    // At most 60 % of the viewport (400 % zoom leaves 256 px), scrolling inside: the page stays usable.
    <section
      ref={ref}
      data-cookie-banner=""
      aria-label={t('cookie.region')}
      aria-describedby={descriptionId}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[60dvh] overflow-y-auto overscroll-contain border-t border-border bg-white shadow-overlay"
    >
      <Container className="flex flex-col gap-4 py-4 md:flex-row md:items-center md:justify-between md:gap-8">
        <div className="max-w-2xl space-y-1">
          <h2 id={titleId} className="text-base font-semibold text-ink">
            {t('cookie.title')}
          </h2>
          <p id={descriptionId} className="text-sm text-ink-muted">
            {t('cookie.description')}{' '}
            <a
              href={privacyHref}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('cookie.privacyPolicy')}
              <span className="sr-only"> {t('cookie.opensInNewTab')}</span>
            </a>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap md:shrink-0 md:flex-nowrap">
          <Button variant="secondary" onClick={() => choose(acceptNecessaryOnly)}>
            {t('cookie.acceptNecessary')}
          </Button>
          <Button variant="secondary" onClick={(event) => openCookiePreferences(event.currentTarget)}>
            {t('cookie.managePreferences')}
          </Button>
          <Button variant="primary" onClick={() => choose(acceptAll)}>
            {t('cookie.acceptAll')}
          </Button>
        </div>
      </Container>
    </section>
  );
}
