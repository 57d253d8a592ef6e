import { createApi } from '@photoedit/web-client';

export const { queryClient, trpcClient, trpc, TRPCProvider, useTRPC } = createApi();
export type Trpc = typeof trpc;
