import { LoadingScreen } from '../components/LoadingScreen';
import { RouteErrorScreen } from './RouteErrorScreen';

/** The router options every app shares: loading spinner, error screen, preloading and scroll restoration. */
export const routerDefaults = {
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultPendingComponent: LoadingScreen,
  defaultErrorComponent: RouteErrorScreen,
} as const;
