import { createApi } from '@photoedit/ui';

export const { queryClient, trpcClient, trpc, TRPCProvider, useTRPC } = createApi();
export type Trpc = typeof trpc;
