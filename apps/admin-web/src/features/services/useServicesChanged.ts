import { useTRPC } from '../../lib/trpc';
import { useReload } from '../../lib/useReload';

/** After a service changed (saved, deleted, its images): the admin list and the public catalogue reload. */
export function useServicesChanged() {
  const trpc = useTRPC();
  const reload = useReload();
  return () => reload(trpc.admin.services.pathKey(), trpc.services.list.pathKey());
}
