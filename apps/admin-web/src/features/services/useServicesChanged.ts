import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** After a service changed (saved, deleted, its images): the admin list and the public catalogue reload. */
export function useServicesChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.services.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.services.list.pathKey() });
  };
}
