import { isLanguage } from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';
import { LegalDocument } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../layout/SiteLayout';

// SPEC §2: /privacy is the page the cookie banner opens in a new tab, in the visitor's current language.
export const Route = createFileRoute('/privacy')({
  beforeLoad: () => ({ lang: isLanguage(i18n.language) ? i18n.language : 'en' }),
  component: PrivacyRoute,
});

function PrivacyRoute() {
  const { lang } = Route.useRouteContext();
  return (
    <SiteLayout lang={lang}>
      <LegalDocument document="privacy" />
    </SiteLayout>
  );
}
