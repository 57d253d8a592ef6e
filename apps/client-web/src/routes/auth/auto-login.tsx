import { isLanguage } from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AutoLoginPage } from '../../features/auth/components/AutoLoginPage';
import { SiteLayout } from '../../layout/SiteLayout';

export const Route = createFileRoute('/auth/auto-login')({
  validateSearch: z.object({ token: z.string().max(512).optional().catch(undefined) }),
  beforeLoad: () => ({ lang: isLanguage(i18n.language) ? i18n.language : 'en' }),
  component: AutoLoginRoute,
});

function AutoLoginRoute() {
  const { lang } = Route.useRouteContext();
  const { token } = Route.useSearch();
  return (
    <SiteLayout lang={lang}>
      <AutoLoginPage token={token} lang={lang} />
    </SiteLayout>
  );
}
