import {
  type AdminOrderDetail,
  RefundInput,
  type OrderRefunds as Refunds,
  refundRules,
} from '@photoedit/contracts';
import { formatDateTime, formatMoney, useTranslation } from '@photoedit/i18n';
import {
  Button,
  FormAlert,
  fieldProps,
  formMessage,
  LoadState,
  SelectField,
  SelectOptions,
  showFormError,
  TextAreaField,
  toast,
  useZodForm,
} from '@photoedit/ui';
import { useOrderRefunds, useRefund } from '../api/refunds';

/** The rest of the order, or one photo (its id). */
const wholeOrder = 'order';

/**
 * What the card paid for the order and what went back (admin.refunds.ofOrder), and a refund of one photo's share
 * or of all that is left, with a reason, through the payment provider (admin.refunds.create). Each submitted form
 * carries its own request id, so a double click or a retry is the same refund.
 */
export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(['admin', 'common']);
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
  const refunds = useOrderRefunds(order.id, paid);
  if (!paid) return null;
  return (
    <section aria-labelledby="order-refunds" className="rounded-card border border-border p-4">
      <h3 id="order-refunds" className="text-lg font-semibold">
        {t('orders.refunds.title')}
      </h3>
      {refunds.data ? (
        <RefundsBody order={order} refunds={refunds.data} />
      ) : (
        <LoadState
          error={refunds.error}
          item={t('orders.refunds.title')}
          onRetry={() => void refunds.refetch()}
        />
      )}
    </section>
  );
}

function RefundsBody({ order, refunds }: { order: AdminOrderDetail; refunds: Refunds }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const money = (minor: number) => formatMoney(minor, refunds.currency, i18n.language);
  const left = refunds.paidMinor - refunds.refundedMinor;
  return (
    <>
      <p className="mt-1 text-sm text-ink-muted" data-testid="refund-totals">
        {t('orders.refunds.totals', {
          paid: money(refunds.paidMinor),
          refunded: money(refunds.refundedMinor),
        })}
      </p>
      {refunds.refunds.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {refunds.refunds.map((refund) => (
            <li key={refund.id} className="[overflow-wrap:anywhere]">
              <span className="font-medium">
                {refund.photo === null
                  ? t('orders.refunds.ofOrder', { amount: money(refund.amountMinor) })
                  : t('orders.refunds.ofPhoto', { amount: money(refund.amountMinor), number: refund.photo })}
              </span>{' '}
              <span className="text-ink-muted">
                · {formatDateTime(refund.at, i18n.language)} · {t(`orders.refunds.status.${refund.status}`)} ·{' '}
                {refund.external ? t('orders.refunds.external') : `“${refund.reason}”`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {order.paymentProvider === 'credit' || refunds.paidMinor === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('orders.refunds.notByCard')}</p>
      ) : left <= 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('orders.refunds.nothingLeft')}</p>
      ) : (
        <RefundForm orderId={order.id} refunds={refunds} money={money} left={left} />
      )}
    </>
  );
}

function RefundForm({
  orderId,
  refunds,
  money,
  left,
}: {
  orderId: string;
  refunds: Refunds;
  money: (minor: number) => string;
  left: number;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const form = useZodForm(RefundInput, {
    defaultValues: { orderId, requestId: crypto.randomUUID(), reason: '', imageId: undefined },
  });
  const what = form.watch('imageId') ?? wholeOrder;
  const setWhat = (value: string) => form.setValue('imageId', value === wholeOrder ? undefined : value);
  const photos = refunds.photos.filter((photo) => !photo.refunded && photo.shareMinor > 0);
  const amountOf = (choice: string) =>
    choice === wholeOrder
      ? left
      : Math.min(left, photos.find((photo) => photo.imageId === choice)?.shareMinor ?? 0);
  const mutation = useRefund();
  const submit = form.handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      toast.success(t('orders.refunds.done', { amount: money(amountOf(input.imageId ?? wholeOrder)) }));
      form.reset({ orderId, requestId: crypto.randomUUID(), reason: '', imageId: undefined });
    } catch (error) {
      showFormError(form, error, ['reason']);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
      <SelectField
        label={t('orders.refunds.what')}
        value={what}
        onChange={(event) => setWhat(event.target.value)}
      >
        <SelectOptions
          values={[wholeOrder, ...photos.map((photo) => photo.imageId)]}
          labelOf={(value) =>
            value === wholeOrder
              ? t('orders.refunds.whatRest', { amount: money(left) })
              : t('orders.refunds.whatPhoto', {
                  number: photos.find((photo) => photo.imageId === value)?.position ?? 0,
                  amount: money(amountOf(value)),
                })
          }
        />
      </SelectField>
      <TextAreaField
        label={t('orders.refunds.reason')}
        required
        maxLength={refundRules.reasonMaxLength}
        {...fieldProps(form, 'reason')}
      />
      <div>
        <Button
          type="submit"
          variant="danger"
          pending={form.formState.isSubmitting}
          pendingLabel={t('orders.refunds.refunding')}
        >
          {t('orders.refunds.submit', { amount: money(amountOf(what)) })}
        </Button>
      </div>
      <FormAlert>{formMessage(form)}</FormAlert>
    </form>
  );
}
