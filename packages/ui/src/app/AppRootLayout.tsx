import type { QueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { UiRoot } from '../UiRoot';

/** What every app's route loaders receive: the query client and the app's tRPC query-options proxy. */
export interface AppRouterContext<TTrpc> {
  queryClient: QueryClient;
  trpc: TTrpc;
}

/** The root route's component of every app: the page, then the toasts and the cookie consent once. */
export function AppRootLayout() {
  return (
    <>
      <Outlet />
      <UiRoot />
    </>
  );
}
