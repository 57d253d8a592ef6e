import type { AdminOrderDetail } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, ConfirmDialog, toast } from '@photoedit/ui';
import { toastError } from '../../../lib/errors';
import { useDeleteOrder } from '../api/orders';

/**
 * SPEC §5: deleting an order asks 'Are you sure you want to delete this order? This action cannot be undone.'
 * A paid order also says what the client paid and that nothing is refunded.
 */
export function DeleteOrderButton({
  order,
  onDeleted,
}: {
  order: Pick<AdminOrderDetail, 'id' | 'orderNumber' | 'paymentStatus' | 'totalMinor' | 'currency'>;
  onDeleted: () => void;
}) {
  const { id: orderId, orderNumber } = order;
  const paid = order.paymentStatus === 'paid' ? order : null;
  const { t, i18n } = useTranslation('admin');
  const mutation = useDeleteOrder(orderId, {
    onSuccess: () => {
      toast.success(t('orders.messages.deleted'));
      onDeleted();
    },
    onError: toastError,
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" disabled={mutation.isPending}>
          {t('orders.confirmDelete.confirm')}
        </Button>
      }
      title={t('orders.confirmDelete.title', { number: orderNumber })}
      description={
        <>
          {t('orders.confirmDelete.description')}
          {paid ? (
            <strong className="mt-2 block font-medium text-warning-700" data-testid="delete-paid-warning">
              {t('orders.confirmDelete.paid', {
                amount: formatMoney(paid.totalMinor, paid.currency, i18n.language),
              })}
            </strong>
          ) : null}
        </>
      }
      confirmLabel={t('orders.confirmDelete.confirm')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => mutation.mutate({ orderId })}
    />
  );
}
