import { type AdminDiscountView, defaultCurrency } from '@photoedit/contracts';
import { formatDate, formatMoney, formatPercent, useTranslation } from '@photoedit/i18n';
import {
  Button,
  type DataColumn,
  DataTable,
  PageHeading,
  tableRows,
  toast,
  usePageTitle,
} from '@photoedit/ui';
import { useMemo } from 'react';
import { toastError } from '../../../lib/errors';
import { useDiscounts, useSetDiscountActive } from '../api/discounts';
import { DiscountForm } from './DiscountForm';

/** The Discount codes tab: every code with its use count, a form for new ones, and the on/off switch. */
export function DiscountsPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  usePageTitle(t('discounts.title'));
  const codes = useDiscounts();
  const columns = useMemo(
    (): DataColumn<AdminDiscountView>[] => [
      {
        id: 'code',
        header: t('discounts.columns.code'),
        cell: (code) => code.code,
        className: 'font-mono font-medium text-ink',
      },
      {
        id: 'discount',
        header: t('discounts.columns.discount'),
        cell: (code) =>
          code.kind === 'percent'
            ? formatPercent(code.value / 100, i18n.language, 0)
            : formatMoney(code.value, code.currency ?? defaultCurrency, i18n.language),
      },
      {
        id: 'uses',
        header: t('discounts.columns.uses'),
        cell: (code) =>
          code.maxUses === null
            ? t('discounts.unlimited', { uses: code.uses })
            : t('discounts.usesValue', { uses: code.uses, max: code.maxUses }),
      },
      {
        id: 'expires',
        header: t('discounts.columns.expires'),
        className: 'whitespace-nowrap text-ink-muted',
        cell: (code) =>
          code.expiresAt ? (
            <time dateTime={code.expiresAt}>{formatDate(code.expiresAt, i18n.language)}</time>
          ) : (
            t('discounts.never')
          ),
      },
      { id: 'status', header: t('discounts.columns.status'), cell: (code) => <DiscountStatus code={code} /> },
      {
        id: 'actions',
        header: t('discounts.columns.actions'),
        align: 'end',
        cell: (code) => <ActiveSwitch code={code} />,
      },
    ],
    [t, i18n.language],
  );

  return (
    <div>
      <PageHeading title={t('discounts.title')} intro={t('discounts.intro')} />
      <DiscountForm />
      <DataTable
        label={t('discounts.title')}
        columns={columns}
        item={t('discounts.item')}
        empty={t('discounts.empty')}
        {...tableRows(codes)}
      />
    </div>
  );
}

function DiscountStatus({ code }: { code: AdminDiscountView }) {
  const { t } = useTranslation(['admin', 'common']);
  const expired = code.expiresAt !== null && new Date(code.expiresAt).getTime() <= Date.now();
  const [label, classes] = !code.active
    ? [t('discounts.inactive'), 'bg-surface-sunken text-ink-muted']
    : expired
      ? [t('discounts.expired'), 'bg-warning-50 text-warning-700']
      : [t('discounts.active'), 'bg-success-50 text-success-700'];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${classes}`}>{label}</span>
  );
}

function ActiveSwitch({ code }: { code: AdminDiscountView }) {
  const { t } = useTranslation(['admin', 'common']);
  const mutation = useSetDiscountActive({
    onSuccess: (result) => {
      toast.success(t(result.active ? 'discounts.messages.activated' : 'discounts.messages.deactivated'));
    },
    onError: toastError,
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={mutation.isPending}
      aria-label={t(code.active ? 'discounts.deactivateLabel' : 'discounts.activateLabel', {
        code: code.code,
      })}
      onClick={() => mutation.mutate({ discountId: code.id, active: !code.active })}
    >
      {code.active ? t('discounts.deactivate') : t('discounts.activate')}
    </Button>
  );
}
