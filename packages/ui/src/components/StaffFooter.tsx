import { useTranslation } from '@photoedit/i18n';
import { CookieSettingsButton } from '../consent/CookieSettingsButton';
import { Container } from './Container';

/** The staff apps' footer: the privacy page and the cookie settings, reachable after the first choice. */
export function StaffFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t border-border bg-white">
      <Container className="py-6 text-sm text-ink-muted">
        <nav aria-label={t('nav.legal')} className="flex flex-wrap gap-x-6 gap-y-2">
          <a href="/privacy" className="hover:text-ink">
            {t('nav.privacy')}
          </a>
          <CookieSettingsButton />
        </nav>
      </Container>
    </footer>
  );
}
