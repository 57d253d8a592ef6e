// Accept and request-revision of one image, accept of several (Accept all / the rest): the mutation, the SPEC §8 toast, and fresh dashboard data after.
import type { ClientImageDecision } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useImageDecisions() {
  const { t } = useTranslation('clientOrders');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The order, its list entry, the stats and a guarantee claim's redo all change with a decision: refetch them.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.clientOrders.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.claims.pathKey() }),
    ]);
  const onError = (error: unknown) => {
    toast.error(describeError(error));
    void refresh();
  };

  const accept = useMutation(
    trpc.clientOrders.acceptImage.mutationOptions({
      onSuccess: (_decision: ClientImageDecision) => {
        toast.success(t('messages.imageAccepted'));
        return refresh();
      },
      onError,
    }),
  );
  const acceptPhotos = useMutation(
    trpc.clientOrders.acceptPhotos.mutationOptions({
      onSuccess: ({ accepted }) => {
        toast.success(t('overview.accepted', { count: accepted }));
        return refresh();
      },
      onError,
    }),
  );
  const requestRevision = useMutation(
    trpc.clientOrders.requestRevision.mutationOptions({
      onSuccess: () => {
        toast.success(t('messages.revisionRequested'));
        return refresh();
      },
    }),
  );
  return { accept, acceptPhotos, requestRevision, refresh };
}
