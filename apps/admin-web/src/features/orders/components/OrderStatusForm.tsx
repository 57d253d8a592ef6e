import { type AdminOrderDetail, AdminOrderSetStatusInput, orderRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  Button,
  FormAlert,
  fieldProps,
  formMessage,
  SelectField,
  SelectOptions,
  showFormError,
  TextAreaField,
  toast,
  useZodForm,
} from '@photoedit/ui';
import { translateMessageKey } from '@photoedit/web-client';
import { useId } from 'react';
import { useSetOrderStatus } from '../api/orders';

/**
 * Sets a status that is possible now (admin.orders.setStatus; the optional note goes into the status history).
 * The others are listed with the reason the server gives (`statusChoices`), so nothing is offered that would fail.
 */
export function OrderStatusForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(['admin', 'common']);
  const form = useZodForm(AdminOrderSetStatusInput, {
    defaultValues: { orderId: order.id, status: order.status, note: '' },
  });
  const reasonsId = useId();
  const paid = order.paymentStatus === 'paid';
  const possible = order.statusChoices.filter((choice) => choice.possible);
  const blocked = order.statusChoices.filter((choice) => !choice.possible);

  const mutation = useSetOrderStatus();
  const submit = form.handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      toast.success(t('orders.messages.statusUpdated'));
      form.resetField('note');
    } catch (error) {
      showFormError(form, error, ['note']);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-card border border-border p-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('orders.status.label')}
          disabled={!paid}
          aria-describedby={paid && blocked.length > 0 ? reasonsId : undefined}
          {...form.register('status')}
        >
          <SelectOptions
            values={[order.status, ...possible.map((choice) => choice.status)]}
            labelOf={(value) => t(`common:orderStatus.${value}`)}
          />
        </SelectField>
        <Button
          type="submit"
          disabled={!paid || form.formState.isSubmitting || form.watch('status') === order.status}
        >
          {t('orders.status.apply')}
        </Button>
      </div>
      <TextAreaField
        label={t('orders.status.note')}
        disabled={!paid}
        maxLength={orderRules.noteMaxLength}
        {...fieldProps(form, 'note')}
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
      <FormAlert>{formMessage(form)}</FormAlert>
    </form>
  );
}
