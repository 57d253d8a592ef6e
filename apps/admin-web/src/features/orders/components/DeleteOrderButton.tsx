import { useTranslation } from '@photoedit/i18n';
import { Button, toast } from '@photoedit/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { toastError } from '../../../lib/errors';
import { dialogContentClasses, dialogOverlayClasses } from '../../../lib/styles';
import { useTRPC } from '../../../lib/trpc';

/** SPEC §5: deleting an order asks 'Are you sure you want to delete this order? This action cannot be undone.' */
export function DeleteOrderButton({
  orderId,
  orderNumber,
  onDeleted,
}: {
  orderId: string;
  orderNumber: number;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.admin.orders.delete.mutationOptions({
      onSuccess: () => {
        toast.success(t('orders.messages.deleted'));
        onDeleted();
        queryClient.removeQueries({ queryKey: trpc.admin.orders.detail.queryKey({ orderId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.orders.list.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.pathKey() });
      },
      onError: toastError,
    }),
  );
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="danger" disabled={mutation.isPending}>
          {t('orders.confirmDelete.confirm')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content className={`${dialogContentClasses} max-w-md`}>
          <AlertDialog.Title className="text-lg font-semibold">
            {t('orders.confirmDelete.title', { number: orderNumber })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            {t('orders.confirmDelete.description')}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={() => mutation.mutate({ orderId })}>
                {t('orders.confirmDelete.confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
