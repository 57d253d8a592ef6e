import { changeLanguage, i18n, resolveLanguagePath } from '@photoedit/i18n';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { SiteLayout } from '../layout/SiteLayout';

// SPEC §2: the first segment must be `en` or `pl`; anything else is redirected to the current language
// followed by the path that was asked for.
export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ location }) => {
    const result = resolveLanguagePath(location.pathname, i18n.language);
    if ('redirectTo' in result) {
      throw redirect({
        href: `${result.redirectTo}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
      });
    }
    if (i18n.language !== result.lang) await changeLanguage(result.lang);
    return { lang: result.lang };
  },
  component: LanguageLayout,
});

function LanguageLayout() {
  const { lang } = Route.useRouteContext();
  return (
    <SiteLayout lang={lang}>
      <Outlet />
    </SiteLayout>
  );
}
