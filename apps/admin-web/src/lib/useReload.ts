import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/** Reloads every query under each of the given keys (tRPC `pathKey()`s), e.g. everything a change shows in. */
export function useReload() {
  const queryClient = useQueryClient();
  return (...keys: QueryKey[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}
