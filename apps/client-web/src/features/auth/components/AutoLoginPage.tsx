import type { Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  AuthCard,
  ButtonLink,
  exchangeAutoLoginToken,
  LoadingScreen,
  landingPath,
  PageTitle,
} from '@photoedit/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * /auth/auto-login?token=…: exchanges the one-time token for a client session once, takes the token out of the
 * address (history.replaceState) before the answer arrives, and lands on the dashboard.
 */
export function AutoLoginPage({ token: tokenInUrl, lang }: { token: string | undefined; lang: Language }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failed, setFailed] = useState<'missing' | 'invalid'>();
  // Read once: the search params lose the token as soon as it is taken out of the address.
  const [token] = useState(tokenInUrl);

  useEffect(() => {
    if (!token) {
      setFailed('missing');
      return;
    }
    const request = exchangeAutoLoginToken(token);
    // The token must not stay in the address bar, history or a later Referer.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    let active = true;
    request.then(
      () => {
        if (active) void navigate({ href: landingPath('client', lang), replace: true });
      },
      () => {
        if (active) setFailed('invalid');
      },
    );
    return () => {
      active = false;
    };
  }, [token, lang, navigate]);

  if (!failed) {
    return (
      <div className="mx-auto max-w-md py-12">
        <PageTitle page={t('autoLogin.title')} />
        <h1 className="sr-only">{t('autoLogin.title')}</h1>
        <LoadingScreen />
      </div>
    );
  }
  return (
    <AuthCard title={t('autoLogin.failedTitle')}>
      <p role="alert" className="text-ink-muted">
        {failed === 'missing' ? t('autoLogin.missing') : t('autoLogin.failed')}
      </p>
      <ButtonLink to="/$lang/client-access" params={{ lang }} size="lg" className="mt-6 w-full">
        {t('autoLogin.getCode')}
      </ButtonLink>
    </AuthCard>
  );
}
