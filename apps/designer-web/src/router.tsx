import { ErrorScreen, LoadingScreen } from '@photoedit/ui';
import { createRouter, type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { queryClient, trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/** A route that failed to load shows the generic error screen; "Try Again" reloads the route's data. */
function RouteErrorScreen({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorScreen
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { queryClient, trpc },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: RouteErrorScreen,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
