import { type AdminOrderListItem, type OrderStatus, orderStatuses } from '@photoedit/contracts';
import { formatDateTime, formatMoney, useTranslation } from '@photoedit/i18n';
import {
  type DataColumn,
  DataTable,
  EmailText,
  LoadMoreButton,
  PageHeading,
  pagedTableRows,
  SearchField,
  SelectField,
  SelectOptions,
  usePageTitle,
  useSearchText,
} from '@photoedit/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useOrders } from '../api/orders';
import { DeletedOrders } from './DeletedOrders';
import { orderButtonId, ordersTitleId } from './focusTargets';
import { OrderStatusBadge, PaymentBadge } from './OrderBadges';
import { OrderDetailDialog } from './OrderDetailDialog';

const route = getRouteApi('/staff/admin/_console/orders');

/** The Orders tab: filters (status, payment, number or e-mail) and the table; the open order is a dialog. */
export function OrdersPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('orders.title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const searchText = useSearchText(search.q ?? '');
  const settledText = searchText.settled;
  const payment = search.payment ?? 'paid';

  // The URL follows the search box once typing pauses (the box's text is what counts).
  useEffect(() => {
    if ((search.q ?? '') !== settledText)
      void navigate({ search: (previous) => ({ ...previous, q: settledText || undefined }), replace: true });
  }, [settledText, search.q, navigate]);

  const orders = useOrders({
    payment,
    ...(search.status ? { status: search.status } : {}),
    ...(search.q ? { search: search.q } : {}),
  });
  const columns = useOrderColumns(
    (orderId) => void navigate({ search: (previous) => ({ ...previous, order: orderId }) }),
  );

  return (
    <div>
      <PageHeading id={ordersTitleId} title={t('orders.title')} intro={t('orders.intro')} />

      <search aria-label={t('orders.filters.label')} className="mt-6 flex flex-wrap items-end gap-4">
        <SelectField
          label={t('orders.filters.status')}
          value={search.status ?? ''}
          onChange={(event) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                status: (event.target.value || undefined) as OrderStatus | undefined,
              }),
              replace: true,
            })
          }
        >
          <option value="">{t('orders.filters.allStatuses')}</option>
          <SelectOptions values={orderStatuses} labelOf={(status) => t(`common:orderStatus.${status}`)} />
        </SelectField>
        <SelectField
          label={t('orders.filters.payment')}
          value={payment}
          onChange={(event) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                payment: event.target.value === 'paid' ? undefined : (event.target.value as 'unpaid' | 'all'),
              }),
              replace: true,
            })
          }
        >
          <option value="paid">{t('orders.filters.paid')}</option>
          <option value="unpaid">{t('orders.filters.unpaid')}</option>
          <option value="all">{t('orders.filters.all')}</option>
        </SelectField>
        <SearchField
          label={t('orders.filters.search')}
          placeholder={t('orders.filters.searchPlaceholder')}
          maxLength={254}
          search={searchText}
        />
      </search>

      <DataTable
        label={t('orders.title')}
        columns={columns}
        item={t('orders.item')}
        empty={t('orders.empty')}
        minWidth={960}
        {...pagedTableRows(orders)}
      />
      <LoadMoreButton query={orders}>{t('common.loadMore')}</LoadMoreButton>
      <DeletedOrders />

      {search.order ? (
        <OrderDetailDialog
          orderId={search.order}
          onClose={() => void navigate({ search: (previous) => ({ ...previous, order: undefined }) })}
        />
      ) : null}
    </div>
  );
}

/** The table's columns; the order number opens the order (a dialog, kept in the URL). */
function useOrderColumns(onOpen: (orderId: string) => void): DataColumn<AdminOrderListItem>[] {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const dateTime = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
  return [
    {
      id: 'order',
      header: t('orders.columns.order'),
      className: 'whitespace-nowrap',
      cell: (order) => (
        <button
          type="button"
          id={orderButtonId(order.id)}
          aria-label={t('orders.viewLabel', { number: order.orderNumber })}
          onClick={() => onOpen(order.id)}
          className="cursor-pointer rounded-control font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          #{order.orderNumber}
        </button>
      ),
    },
    {
      id: 'client',
      header: t('orders.columns.client'),
      // A long e-mail wraps after its @ or before a dot rather than widening the table past a 1280 px screen.
      className: 'text-ink-muted',
      cell: (order) => <EmailText email={order.clientEmail} />,
    },
    {
      id: 'designer',
      header: t('orders.columns.designer'),
      cell: (order) =>
        order.designer ? (
          order.designer.displayName ? (
            <span className="[overflow-wrap:break-word]">{order.designer.displayName}</span>
          ) : (
            <EmailText email={order.designer.email} />
          )
        ) : (
          <span className="text-ink-muted">{t('orders.unassigned')}</span>
        ),
    },
    {
      id: 'amount',
      header: t('orders.columns.amount'),
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (order) => formatMoney(order.totalMinor, order.currency, i18n.language),
    },
    {
      id: 'date',
      header: t('orders.columns.date'),
      // Dates wrap between their words (day, time) rather than widen the table past a 1280 px screen.
      className: 'min-w-24 text-ink-muted',
      cell: (order) => dateTime(order.createdAt),
    },
    {
      id: 'due',
      header: t('orders.columns.due'),
      className: 'min-w-24 text-ink-muted',
      cell: (order) => (order.dueAt ? dateTime(order.dueAt) : t('common.none')),
    },
    { id: 'status', header: t('orders.columns.status'), cell: (order) => <OrderStatusBadge order={order} /> },
    {
      id: 'payment',
      header: t('orders.columns.payment'),
      cell: (order) => <PaymentBadge status={order.paymentStatus} />,
    },
    { id: 'images', header: t('orders.columns.images'), align: 'end', cell: (order) => order.imageCount },
    {
      id: 'services',
      header: t('orders.columns.services'),
      align: 'end',
      cell: (order) => order.serviceCount,
    },
  ];
}
