import type { Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Container, CookieSettingsButton } from '@photoedit/ui';
import { Link } from '@tanstack/react-router';

export function SiteFooter({ lang }: { lang: Language }) {
  const { t } = useTranslation(['home', 'legal', 'common']);
  return (
    <footer className="border-t border-border bg-white">
      {/* The bottom padding keeps the last line clear of the floating Help button. */}
      <Container className="flex flex-col gap-4 pt-8 pb-24 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p>{t('footer.supportHours')}</p>
          <p>{t('footer.emailAlwaysOpen')}</p>
        </div>
        <nav aria-label={t('common:nav.legal')} className="flex flex-wrap gap-x-4 gap-y-2">
          <Link to="/$lang/terms" params={{ lang }} className="hover:text-ink">
            {t('legal:terms.title')}
          </Link>
          <Link to="/$lang/privacy" params={{ lang }} className="hover:text-ink">
            {t('legal:privacy.title')}
          </Link>
          <CookieSettingsButton />
        </nav>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </Container>
    </footer>
  );
}
