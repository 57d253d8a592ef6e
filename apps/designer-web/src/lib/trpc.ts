import { createApi } from '@photoedit/web-client';

export const api = createApi();
export const { queryClient, trpcClient, trpc, TRPCProvider, useTRPC } = api;
export type Trpc = typeof trpc;
