import { RouteErrorScreen } from './RouteErrorScreen';
import { RoutePending } from './RoutePending';

/** The router options every app shares: loading spinner, error screen, preloading and scroll restoration. */
export const routerDefaults = {
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteErrorScreen,
} as const;
