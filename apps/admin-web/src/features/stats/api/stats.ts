// The Dashboard's calls (TanStack Query via tRPC): the figures and the background jobs' last runs, refreshed.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useStats(refetchInterval: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.stats.queryOptions(), refetchInterval });
}

export function useJobRuns(refetchInterval: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.jobs.queryOptions(), refetchInterval });
}

/** The figures behind the promises (issue 34): on time per week and designer, credits, claims. */
export function usePromiseFigures(refetchInterval: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.promises.queryOptions(), refetchInterval });
}
