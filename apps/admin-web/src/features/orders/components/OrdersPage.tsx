import { type AdminOrderListItem, type OrderStatus, orderStatuses } from '@photoedit/contracts';
import { formatDateTime, formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, Spinner } from '@photoedit/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { cellClasses, controlClasses, headCellClasses, tableWrapperClasses } from '../../../lib/styles';
import { useTRPC } from '../../../lib/trpc';
import { useDebounced } from '../../../lib/useDebounced';
import { orderButtonId, ordersTitleId } from './focusTargets';
import { OrderStatusBadge, PaymentBadge } from './OrderBadges';
import { OrderDetailDialog } from './OrderDetailDialog';

const route = getRouteApi('/staff/admin/_console/orders');
const searchDebounceMs = 300;

/** The Orders tab: filters (status, payment, number or e-mail) and the table; the open order is a dialog. */
export function OrdersPage() {
  const { t } = useTranslation(['admin', 'common']);
  const trpc = useTRPC();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(search.q ?? '');
  const settledText = useDebounced(text.trim(), searchDebounceMs);
  const statusId = useId();
  const paymentId = useId();
  const searchId = useId();
  const payment = search.payment ?? 'paid';

  useEffect(() => {
    if ((search.q ?? '') !== settledText)
      void navigate({ search: (previous) => ({ ...previous, q: settledText || undefined }), replace: true });
  }, [settledText, search.q, navigate]);

  const orders = useInfiniteQuery(
    trpc.admin.orders.list.infiniteQueryOptions(
      {
        payment,
        ...(search.status ? { status: search.status } : {}),
        ...(search.q ? { search: search.q } : {}),
      },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData },
    ),
  );
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <h1
        id={ordersTitleId}
        tabIndex={-1}
        className="text-3xl font-semibold tracking-tight text-ink focus:outline-none"
      >
        {t('orders.title')}
      </h1>
      <p className="mt-2 text-ink-muted">{t('orders.intro')}</p>

      <search aria-label={t('orders.filters.label')} className="mt-6 flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={statusId} className="text-sm font-medium text-ink">
            {t('orders.filters.status')}
          </label>
          <select
            id={statusId}
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
            className={controlClasses}
          >
            <option value="">{t('orders.filters.allStatuses')}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`common:orderStatus.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={paymentId} className="text-sm font-medium text-ink">
            {t('orders.filters.payment')}
          </label>
          <select
            id={paymentId}
            value={payment}
            onChange={(event) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  payment:
                    event.target.value === 'paid' ? undefined : (event.target.value as 'unpaid' | 'all'),
                }),
                replace: true,
              })
            }
            className={controlClasses}
          >
            <option value="paid">{t('orders.filters.paid')}</option>
            <option value="unpaid">{t('orders.filters.unpaid')}</option>
            <option value="all">{t('orders.filters.all')}</option>
          </select>
        </div>
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-ink">
            {t('orders.filters.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={254}
            placeholder={t('orders.filters.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            className={controlClasses}
          />
        </div>
      </search>

      <div className={tableWrapperClasses}>
        {orders.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 p-10 text-ink-muted">
            <Spinner /> {t('common:loading')}
          </div>
        ) : orders.isError ? (
          <p role="alert" className="p-6 text-error-700">
            {t('common:messages.loadFailed', { item: t('orders.item') })}
          </p>
        ) : items.length === 0 ? (
          <p className="p-10 text-center text-ink-muted">{t('orders.empty')}</p>
        ) : (
          <table className="w-full min-w-[960px] text-left text-sm">
            <thead className="border-b border-border bg-surface text-ink-muted">
              <tr>
                <th scope="col" className={headCellClasses}>
                  {t('orders.columns.order')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('orders.columns.client')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('orders.columns.designer')}
                </th>
                <th scope="col" className={`${headCellClasses} text-right`}>
                  {t('orders.columns.amount')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('orders.columns.date')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('orders.columns.due')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('orders.columns.status')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('orders.columns.payment')}
                </th>
                <th scope="col" className={`${headCellClasses} text-right`}>
                  {t('orders.columns.images')}
                </th>
                <th scope="col" className={`${headCellClasses} text-right`}>
                  {t('orders.columns.services')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  onOpen={() => void navigate({ search: (previous) => ({ ...previous, order: order.id }) })}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>
      {orders.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            disabled={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          >
            {t('common.loadMore')}
          </Button>
        </div>
      ) : null}

      {search.order ? (
        <OrderDetailDialog
          orderId={search.order}
          onClose={() => void navigate({ search: (previous) => ({ ...previous, order: undefined }) })}
        />
      ) : null}
    </div>
  );
}

function OrderRow({ order, onOpen }: { order: AdminOrderListItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  return (
    <tr className="border-b border-border last:border-b-0">
      <td className={`${cellClasses} whitespace-nowrap`}>
        <button
          type="button"
          id={orderButtonId(order.id)}
          aria-label={t('orders.viewLabel', { number: order.orderNumber })}
          onClick={onOpen}
          className="cursor-pointer rounded-control font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          #{order.orderNumber}
        </button>
      </td>
      <td className={`${cellClasses} text-ink-muted`}>{order.clientEmail}</td>
      <td className={cellClasses}>
        {order.designer ? (
          (order.designer.displayName ?? order.designer.email)
        ) : (
          <span className="text-ink-muted">{t('orders.unassigned')}</span>
        )}
      </td>
      <td className={`${cellClasses} text-right whitespace-nowrap`}>
        {formatMoney(order.totalMinor, order.currency, i18n.language)}
      </td>
      <td className={`${cellClasses} whitespace-nowrap text-ink-muted`}>
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, i18n.language)}</time>
      </td>
      <td className={`${cellClasses} whitespace-nowrap text-ink-muted`}>
        {order.dueAt ? (
          <time dateTime={order.dueAt}>{formatDateTime(order.dueAt, i18n.language)}</time>
        ) : (
          t('common.none')
        )}
      </td>
      <td className={cellClasses}>
        <OrderStatusBadge order={order} />
      </td>
      <td className={cellClasses}>
        <PaymentBadge status={order.paymentStatus} />
      </td>
      <td className={`${cellClasses} text-right`}>{order.imageCount}</td>
      <td className={`${cellClasses} text-right`}>{order.serviceCount}</td>
    </tr>
  );
}
