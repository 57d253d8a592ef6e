import { type MountAppOptions, mountApp } from './mountApp';

/** The part of an app's API (what `createApi()` returns) that mounting provides to its components. */
export type MountedApi<TClient> = Pick<
  MountAppOptions<TClient>,
  'queryClient' | 'trpcClient' | 'TRPCProvider'
>;

export interface MountStaffAppOptions<TClient>
  extends Pick<MountAppOptions<TClient>, 'appName' | 'router' | 'namespaces'> {
  api: MountedApi<TClient>;
}

/**
 * Starts a staff console (admin, designer): in the detected language, with every namespace it needs loaded before
 * the first render, and its API from `createApi()`.
 */
export function mountStaffApp<TClient>({ api, ...options }: MountStaffAppOptions<TClient>) {
  return mountApp({
    ...options,
    queryClient: api.queryClient,
    trpcClient: api.trpcClient,
    TRPCProvider: api.TRPCProvider,
  });
}
