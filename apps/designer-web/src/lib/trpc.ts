import type { AppRouter } from '@photoedit/api/router';
import { createApi } from '@photoedit/ui';

export const { queryClient, trpcClient, trpc, TRPCProvider, useTRPC } = createApi<AppRouter>();
export type Trpc = typeof trpc;
