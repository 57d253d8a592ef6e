import { AppRootLayout, type AppRouterContext, NotFound } from '@photoedit/ui';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { Trpc } from '../lib/trpc';

export const Route = createRootRouteWithContext<AppRouterContext<Trpc>>()({
  component: AppRootLayout,
  notFoundComponent: NotFound,
});
