import { isLanguage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { CookieSettingsButton } from '../consent/CookieSettingsButton';
import { Container } from './Container';

/**
 * The staff apps' footer: the terms and the privacy page (the client site's, in the interface language) and the
 * cookie settings, reachable after the first choice.
 */
export function StaffFooter({ width = 'reading' }: { width?: 'reading' | 'wide' }) {
  const { t, i18n } = useTranslation('common');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <footer className="border-t border-border bg-white">
      <Container width={width} className="py-6 text-sm text-ink-muted">
        <nav aria-label={t('nav.legal')} className="flex flex-wrap gap-x-6 gap-y-2">
          <a href={`/${lang}/terms`} className="hover:text-ink">
            {t('nav.terms')}
          </a>
          <a href="/privacy" className="hover:text-ink">
            {t('nav.privacy')}
          </a>
          <CookieSettingsButton />
        </nav>
      </Container>
    </footer>
  );
}
