import { isLanguage, type Language } from '@photoedit/contracts';
import { changeLanguage, useTranslation } from '@photoedit/i18n';
import { Container, LanguageSwitcher, SessionMenu } from '@photoedit/ui';
import { useSession } from '@photoedit/web-client';
import { Link, useLocation, useNavigate, useRouter } from '@tanstack/react-router';

export function SiteHeader({ lang }: { lang: Language }) {
  const { t } = useTranslation(['common', 'auth']);
  const signedIn = useSession('client') !== null;
  const navigate = useNavigate();
  const router = useRouter();
  const { pathname, searchStr } = useLocation();

  // Pages under /{lang} have an address per language; others (/client/login, /auth/auto-login, /privacy) stay
  // where they are and only switch the interface language.
  const underLang = isLanguage(pathname.split('/')[1]);
  const hrefFor = (next: Language) => {
    const rest = pathname.split('/').slice(2).join('/');
    return `/${next}${rest ? `/${rest}` : ''}${searchStr}`;
  };
  const switchLanguage = (next: Language) => {
    if (underLang) void navigate({ href: hrefFor(next) });
    else void changeLanguage(next).then(() => router.invalidate());
  };

  return (
    <header className="border-b border-border bg-white/90 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-2 sm:gap-4">
        <Link
          to="/$lang"
          params={{ lang }}
          className="flex items-center gap-2 text-lg font-semibold text-ink"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {/* On the narrowest phones only the logo shows; the name stays the link's accessible name. */}
          <span className="max-[400px]:sr-only">{t('appName')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="flex min-w-0 items-center gap-2 text-sm sm:gap-4">
          <Link
            to="/$lang"
            params={{ lang }}
            hash="services"
            className="text-ink-muted hover:text-ink max-sm:hidden"
          >
            {t('nav.services')}
          </Link>
          <Link
            to={signedIn ? '/$lang/dashboard' : '/$lang/client-access'}
            params={{ lang }}
            className="leading-tight text-ink-muted hover:text-ink sm:whitespace-nowrap"
          >
            {t('auth:session.myOrders')}
          </Link>
          <LanguageSwitcher value={lang} onChange={switchLanguage} {...(underLang ? { hrefFor } : {})} />
          <SessionMenu forRole="client" />
        </nav>
      </Container>
    </header>
  );
}
