// The Services tab's calls (TanStack Query via tRPC): the catalogue's services, their example images and the
// turnaround offers. A change to a service reloads the admin list and the public catalogue; a turnaround change
// its list. The caller adds what the person sees.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type MutationOptionsOf, type Trpc, thenRefresh, useTRPC } from '../../../lib/trpc';
import { useReload } from '../../../lib/useReload';

export function useAdminServices() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.services.list.queryOptions());
}

export function useTurnaroundTiers() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.turnaround.list.queryOptions());
}

/** After a service changed (saved, deleted, its images): the admin list and the public catalogue reload. */
function useServicesChanged() {
  const trpc = useTRPC();
  const reload = useReload();
  return () => reload(trpc.admin.services.pathKey(), trpc.services.list.pathKey());
}

type ServiceMutations = Trpc['admin']['services'];

/** Creating and updating a service; each reloads the lists once it is saved. */
export function useSaveService() {
  const trpc = useTRPC();
  const changed = useServicesChanged();
  return {
    create: useMutation(trpc.admin.services.create.mutationOptions({ onSuccess: changed })),
    update: useMutation(trpc.admin.services.update.mutationOptions({ onSuccess: changed })),
  };
}

export function useDeleteService(options: MutationOptionsOf<ServiceMutations['delete']> = {}) {
  const trpc = useTRPC();
  const changed = useServicesChanged();
  return useMutation(trpc.admin.services.delete.mutationOptions(thenRefresh(options, changed)));
}

export function useAttachServiceImage(options: MutationOptionsOf<ServiceMutations['images']['attach']> = {}) {
  const trpc = useTRPC();
  const changed = useServicesChanged();
  return useMutation(trpc.admin.services.images.attach.mutationOptions(thenRefresh(options, changed)));
}

export function useDetachServiceImage(options: MutationOptionsOf<ServiceMutations['images']['detach']> = {}) {
  const trpc = useTRPC();
  const changed = useServicesChanged();
  return useMutation(trpc.admin.services.images.detach.mutationOptions(thenRefresh(options, changed)));
}

export function useUpdateTurnaround(options: MutationOptionsOf<Trpc['admin']['turnaround']['update']> = {}) {
  const trpc = useTRPC();
  const reload = useReload();
  return useMutation(
    trpc.admin.turnaround.update.mutationOptions(
      thenRefresh(options, () => reload(trpc.admin.turnaround.pathKey())),
    ),
  );
}

/** The surcharge per bracket set (issue 32). */
export function useBlendSurcharge() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.pricing.get.queryOptions());
}

export function useUpdateBlendSurcharge(options: MutationOptionsOf<Trpc['admin']['pricing']['update']> = {}) {
  const trpc = useTRPC();
  const reload = useReload();
  return useMutation(
    trpc.admin.pricing.update.mutationOptions(
      thenRefresh(options, () => reload(trpc.admin.pricing.pathKey(), trpc.orders.pricing.pathKey())),
    ),
  );
}
