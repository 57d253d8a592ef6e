// The signed-in client's style ("My style", issue 33).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useMyStyle() {
  const trpc = useTRPC();
  return useQuery(trpc.style.get.queryOptions(undefined, { staleTime: 5 * 60_000 }));
}

export function useSaveStyle() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.style.save.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.style.get.queryKey(), saved),
    }),
  );
}
