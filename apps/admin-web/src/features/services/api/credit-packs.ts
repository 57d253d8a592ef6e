// The prepaid credit packs on offer (issue 35): listed, added and switched on or off from the Services tab.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useReload } from '../../../lib/useReload';

export function useCreditPacks() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.creditPacks.list.queryOptions());
}

export function useSavePack() {
  const trpc = useTRPC();
  const reload = useReload();
  const changed = () => reload(trpc.admin.creditPacks.pathKey(), trpc.billing.packs.pathKey());
  return {
    create: useMutation(trpc.admin.creditPacks.create.mutationOptions({ onSuccess: changed })),
    update: useMutation(trpc.admin.creditPacks.update.mutationOptions({ onSuccess: changed })),
  };
}
