import type { AdminOrderDetail } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, SelectField, toast } from '@photoedit/ui';
import { type FormEvent, useId, useState } from 'react';
import { toastError } from '../../../lib/errors';
import { useAssignableDesigners, useAssignOrder, useUnassignOrder } from '../api/orders';

/** Assigns a paid order to an approved, active designer, or takes it back (admin.orders.assign / unassign). */
export function OrderDesignerForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(['admin', 'common']);
  const hintId = useId();
  const [designerId, setDesignerId] = useState(order.designer?.id ?? '');
  const designers = useAssignableDesigners();
  const assign = useAssignOrder({
    onSuccess: () => toast.success(t('orders.assign.assigned')),
    onError: toastError,
  });
  const unassign = useUnassignOrder({
    onSuccess: () => toast.success(t('orders.assign.unassigned')),
    onError: toastError,
  });
  if (order.paymentStatus !== 'paid') return null;
  const busy = assign.isPending || unassign.isPending;
  const { preferred, blocked } = order.clientDesigners;
  const chosenIsBlocked =
    designerId !== '' && blocked.includes(designerId) && designerId !== order.designer?.id;
  const label = (id: string, name: string) =>
    blocked.includes(id)
      ? t('orders.assign.blockedOption', { name })
      : preferred.includes(id)
        ? t('orders.assign.preferredOption', { name })
        : name;
  const options = designers.data?.items ?? [];
  // The current designer stays selectable even if no longer in the list (deactivated since).
  const current =
    order.designer && !options.some((user) => user.id === order.designer?.id) ? order.designer : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The client blocked this designer: the warning below says so, and this button assigns anyway.
    if (designerId) assign.mutate({ orderId: order.id, designerId, overrideBlocked: chosenIsBlocked });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-card border border-border p-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('orders.assign.label')}
          value={designerId}
          aria-describedby={hintId}
          disabled={designers.isPending}
          onChange={(event) => setDesignerId(event.target.value)}
        >
          <option value="">{t('orders.assign.none')}</option>
          {current ? <option value={current.id}>{current.displayName ?? current.email}</option> : null}
          {options.map((user) => (
            <option key={user.id} value={user.id}>
              {label(user.id, user.displayName ? `${user.displayName} (${user.email})` : user.email)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={busy || !designerId || designerId === order.designer?.id}>
          {chosenIsBlocked ? t('orders.assign.applyAnyway') : t('orders.assign.apply')}
        </Button>
        {order.designer ? (
          <Button variant="secondary" disabled={busy} onClick={() => unassign.mutate({ orderId: order.id })}>
            {t('orders.assign.unassign')}
          </Button>
        ) : null}
      </div>
      {chosenIsBlocked ? (
        <p role="alert" className="text-sm font-medium text-warning-700" data-testid="designer-blocked">
          {t('orders.assign.blockedWarning')}
        </p>
      ) : null}
      <p id={hintId} className="text-sm text-ink-muted">
        {designers.isError
          ? t('common:messages.loadFailed', { item: t('orders.assign.loadFailed') })
          : t('orders.assign.hint')}
      </p>
    </form>
  );
}
