import type { AppRouter } from '@photoedit/api-types';
import { trpcPath } from '@photoedit/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

/**
 * The API of a page rendered at build time (an app's prerender module), where there is none: every call fails
 * at once, without retrying, so no answer is baked into the page and the parts that need one are written as
 * their placeholders for the browser to render.
 */
export function createPrerenderApi() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `http://prerender.invalid${trpcPath}`,
        fetch: () => Promise.reject(new Error('No API while prerendering')),
      }),
    ],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  return { queryClient, trpcClient, trpc };
}
