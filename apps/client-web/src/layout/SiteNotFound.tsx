import { isLanguage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { NotFound } from '@photoedit/ui';
import { useLocation } from '@tanstack/react-router';
import { SiteLayout } from './SiteLayout';

/** The root route's not-found page: the message in the site's header and footer, in the path's language. */
export function SiteNotFound() {
  const { i18n } = useTranslation();
  const first = useLocation({ select: (location) => location.pathname.split('/')[1] });
  const lang = isLanguage(first) ? first : isLanguage(i18n.language) ? i18n.language : 'en';
  return <NotFound homeHref={`/${lang}`} frame={(page) => <SiteLayout lang={lang}>{page}</SiteLayout>} />;
}
