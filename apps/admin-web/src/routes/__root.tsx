import { AppRootLayout, type AppRouterContext, StaffNotFound } from '@photoedit/ui';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { Trpc } from '../lib/trpc';

export const Route = createRootRouteWithContext<AppRouterContext<Trpc>>()({
  component: AppRootLayout,
  notFoundComponent: StaffNotFound,
});
