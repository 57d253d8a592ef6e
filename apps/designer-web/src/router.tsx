import { routerDefaults } from '@photoedit/ui';
import { createRouter } from '@tanstack/react-router';
import { queryClient, trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export const router = createRouter({ routeTree, context: { queryClient, trpc }, ...routerDefaults });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
