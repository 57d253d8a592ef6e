// The signed-in client's team (issue 35): made from their account, its colleagues added, changed and removed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useTeam() {
  const trpc = useTRPC();
  return useQuery(trpc.team.get.queryOptions());
}

/** Every change answers the team as it is after it; orders and billing may have changed owner. */
function useTeamChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    onSuccess: (team: unknown) => {
      queryClient.setQueryData(trpc.team.get.queryKey(), team as never);
      void queryClient.invalidateQueries({ queryKey: trpc.clientOrders.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() });
    },
  };
}

export function useTeamActions() {
  const trpc = useTRPC();
  const changed = useTeamChange();
  return {
    create: useMutation(trpc.team.create.mutationOptions(changed)),
    invite: useMutation(trpc.team.invite.mutationOptions(changed)),
    setRole: useMutation(trpc.team.setRole.mutationOptions(changed)),
    remove: useMutation(trpc.team.remove.mutationOptions(changed)),
  };
}
