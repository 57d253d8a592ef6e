// What the router shows while a route's code or data loads: the loading screen, and "Loading... — <app>" as the
// document's title, so the tab and a screen reader's page title no longer name the page that was left. The page
// that follows sets its own title; one that sets none gets back the title the pending screen found.
import { useTranslation } from '@photoedit/i18n';
import { useEffect } from 'react';
import { LoadingScreen } from '../components/LoadingScreen';
import { pageTitle } from './page-title';

export function RoutePending() {
  const { t } = useTranslation('common');
  const loadingTitle = pageTitle(t('loading'));
  useEffect(() => {
    const left = document.title;
    document.title = loadingTitle;
    return () => {
      // Unmount cleanups run before the next page's effects, so a page with its own title still sets it after.
      if (document.title === loadingTitle) document.title = left;
    };
  }, [loadingTitle]);
  return <LoadingScreen />;
}
