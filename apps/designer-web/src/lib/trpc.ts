import { createApi } from '@photoedit/ui';

export const api = createApi();
export const { queryClient, trpcClient, trpc, TRPCProvider, useTRPC } = api;
export type Trpc = typeof trpc;
