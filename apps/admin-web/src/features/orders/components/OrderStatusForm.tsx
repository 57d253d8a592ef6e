import type { AdminOrderDetail, OrderStatus } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  Button,
  FormAlert,
  SelectField,
  SelectOptions,
  TextAreaField,
  toast,
  translateMessageKey,
} from '@photoedit/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useOrdersChanged } from '../useOrdersChanged';

/**
 * Sets a status that is possible now (admin.orders.setStatus; the optional note goes into the status history).
 * The others are listed with the reason the server gives (`statusChoices`), so nothing is offered that would fail.
 */
export function OrderStatusForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(['admin', 'common']);
  const trpc = useTRPC();
  const ordersChanged = useOrdersChanged();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const reasonsId = useId();
  const paid = order.paymentStatus === 'paid';
  const possible = order.statusChoices.filter((choice) => choice.possible);
  const blocked = order.statusChoices.filter((choice) => !choice.possible);

  const mutation = useMutation(
    trpc.admin.orders.setStatus.mutationOptions({
      onSuccess: () => {
        toast.success(t('orders.messages.statusUpdated'));
        setNote('');
        setNoteError(undefined);
        setFormError(undefined);
        ordersChanged();
      },
      onError: (error) => {
        const note = fieldErrors(error).note;
        setNoteError(note);
        setFormError(note ? undefined : errorMessage(error));
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ orderId: order.id, status, ...(note.trim() ? { note } : {}) });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-card border border-border p-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('orders.status.label')}
          value={status}
          disabled={!paid}
          aria-describedby={paid && blocked.length > 0 ? reasonsId : undefined}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
        >
          <SelectOptions
            values={[order.status, ...possible.map((choice) => choice.status)]}
            labelOf={(value) => t(`common:orderStatus.${value}`)}
          />
        </SelectField>
        <Button type="submit" disabled={!paid || mutation.isPending || status === order.status}>
          {t('orders.status.apply')}
        </Button>
      </div>
      <TextAreaField
        label={t('orders.status.note')}
        value={note}
        disabled={!paid}
        maxLength={2000}
        error={noteError}
        onChange={(event) => setNote(event.target.value)}
      />
      {paid && blocked.length > 0 ? (
        <div id={reasonsId} className="text-sm text-ink-muted">
          <p>{possible.length === 0 ? t('orders.status.noneAvailable') : t('orders.status.unavailable')}</p>
          <ul className="mt-1 list-disc pl-5">
            {blocked.map((choice) => (
              <li key={choice.status}>
                {t(`common:orderStatus.${choice.status}`)}:{' '}
                {choice.reasonKey ? translateMessageKey(choice.reasonKey) : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {paid ? null : <p className="text-sm text-ink-muted">{t('orders.status.notPaid')}</p>}
      <FormAlert>{formError}</FormAlert>
    </form>
  );
}
