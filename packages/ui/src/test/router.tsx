// Tests of components that need a router: the given routes at their paths, in memory, starting at `path`
// (`wrapper`: providers around the router, e.g. a QueryClientProvider).
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

export function renderRoutes(
  path: string,
  routes: { path: string; component: () => ReactNode }[],
  options: { wrapper?: (props: { children: ReactNode }) => ReactNode } = {},
) {
  const rootRoute = createRootRoute();
  const children = routes.map((route) => createRoute({ getParentRoute: () => rootRoute, ...route }));
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />, options);
  return router;
}
