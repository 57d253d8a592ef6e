import { createApi } from '@photoedit/web-client';

export const api = createApi();
export const { queryClient, trpcClient, trpc, TRPCProvider, useTRPC } = api;
export type Trpc = typeof trpc;

/** The options a procedure's `mutationOptions` takes: a feature's hook adds its refresh to the caller's. */
export type MutationOptionsOf<Procedure extends { mutationOptions: (options?: never) => unknown }> =
  Parameters<Procedure['mutationOptions']>[0];

/** The caller's mutation options with `refresh` run after its own onSuccess (a feature hook's reload). */
export function thenRefresh<Options extends { onSuccess?: (...args: never[]) => unknown } | undefined>(
  options: Options,
  refresh: () => void,
): Options {
  return {
    ...options,
    onSuccess: (...args: never[]) => {
      options?.onSuccess?.(...args);
      refresh();
    },
  } as Options;
}
