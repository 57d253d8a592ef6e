// The "At risk" board and the alerts' thresholds (issue 34). The board refreshes each minute (time left moves) and
// on every live event of an order.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useAtRiskBoard() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.sla.board.queryOptions(), refetchInterval: 60_000 });
}

export function useSaveSlaSettings(options: { onSaved: () => void; onFailed: (error: unknown) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.sla.settings.update.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.sla.pathKey() });
        options.onSaved();
      },
      onError: options.onFailed,
    }),
  );
}
