import { AppRootLayout, type AppRouterContext } from '@photoedit/ui';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { SiteNotFound } from '../layout/SiteNotFound';
import type { Trpc } from '../lib/trpc';

export const Route = createRootRouteWithContext<AppRouterContext<Trpc>>()({
  component: AppRootLayout,
  notFoundComponent: SiteNotFound,
});
