import type { AdminOrderDeletions } from '@photoedit/contracts';
import { formatDateTime, formatMoney, useTranslation } from '@photoedit/i18n';
import { type DataColumn, DataTable, EmailText } from '@photoedit/ui';
import { useState } from 'react';
import { useOrderDeletions } from '../api/orders';

type Deletion = AdminOrderDeletions['items'][number];

/**
 * The record deleted orders leave (admin.orders.deletions): which order, whose, what was paid (nothing was
 * refunded), when and by whom. Loaded when opened.
 */
export function DeletedOrders() {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  const deletions = useOrderDeletions(open);
  const columns = useDeletionColumns();
  return (
    <details
      className="mt-10 rounded-card border border-border bg-surface p-4"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer rounded-control font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
        {t('orders.deletions.title')}
      </summary>
      <p className="mt-2 text-sm text-ink-muted">{t('orders.deletions.intro')}</p>
      {open ? (
        <DataTable
          label={t('orders.deletions.title')}
          columns={columns}
          item={t('orders.deletions.item')}
          empty={t('orders.deletions.empty')}
          minWidth={720}
          rows={deletions.data?.items}
          rowId={(row) => row.orderId}
          error={deletions.error}
          onRetry={() => void deletions.refetch()}
        />
      ) : null}
    </details>
  );
}

function useDeletionColumns(): DataColumn<Deletion>[] {
  const { t, i18n } = useTranslation(['admin', 'common']);
  return [
    { id: 'order', header: t('orders.deletions.order'), cell: (row) => `#${row.orderNumber}` },
    { id: 'client', header: t('orders.deletions.client'), cell: (row) => <EmailText email={row.email} /> },
    {
      id: 'state',
      header: t('orders.deletions.state'),
      cell: (row) => t(`common:orderStatus.${row.status}`),
    },
    {
      id: 'paid',
      header: t('orders.deletions.paid'),
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (row) =>
        row.paid ? (
          formatMoney(row.paid.amountMinor, row.paid.currency, i18n.language)
        ) : (
          <span className="text-ink-muted">{t('orders.deletions.notPaid')}</span>
        ),
    },
    { id: 'photos', header: t('orders.deletions.photos'), align: 'end', cell: (row) => row.imageCount },
    {
      id: 'deletedAt',
      header: t('orders.deletions.deletedAt'),
      className: 'whitespace-nowrap text-ink-muted',
      cell: (row) => <time dateTime={row.deletedAt}>{formatDateTime(row.deletedAt, i18n.language)}</time>,
    },
    {
      id: 'deletedBy',
      header: t('orders.deletions.deletedBy'),
      cell: (row) =>
        row.deletedBy ? <EmailText email={row.deletedBy} /> : t('orders.deletions.unknownAdmin'),
    },
  ];
}
