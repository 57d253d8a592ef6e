import type { ClientOrderDetail, Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  Card,
  Container,
  ListingLook,
  OrderNotes,
  OrderStatusBadge,
  ReferenceThumbnails,
  StatusLine,
  usePageTitle,
} from '@photoedit/ui';
import { useLeaveWhenSignedOut } from '@photoedit/web-client';
import { Link } from '@tanstack/react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { isNotFound } from '../../../lib/api-errors';
import { turnaroundLine } from '../../../lib/turnaround-line';
import { useClientOrder } from '../api/client-orders';
import { formatDateTime, formatMoney } from '../format';
import { OrderMoneyNotes } from './OrderMoneyNotes';
import { OrderPhotos } from './OrderPhotos';
import { OrderRating } from './OrderRating';
import { OrderShareCard } from './OrderShareCard';

/** Order numbers are positive integers (of PostgreSQL's integer range); anything else cannot be an order. */
function parseOrderNumber(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= 2_147_483_647 ? number : null;
}

/** One order of the client: its details, and each photo's original beside its edited version with the decisions. */
export function OrderDetailPage({ lang, orderNumber }: { lang: Language; orderNumber: string }) {
  const { t } = useTranslation(['clientOrders', 'common', 'ui']);
  usePageTitle(t('detail.title', { number: orderNumber }));
  useLeaveWhenSignedOut('client');
  const number = parseOrderNumber(orderNumber);
  const order = useClientOrder(number);

  return (
    <Container className="py-10">
      <Link
        to="/$lang/dashboard"
        params={{ lang }}
        className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
      >
        <span aria-hidden="true">← </span>
        {t('detail.back')}
      </Link>
      {number === null || (order.isError && isNotFound(order.error)) ? (
        <div className="mt-6">
          <h1 className="text-3xl font-semibold tracking-tight text-ink">
            {t('detail.title', { number: orderNumber })}
          </h1>
          <p role="alert" className="mt-4 text-ink-muted">
            {t('detail.notFound')}
          </p>
        </div>
      ) : order.isPending ? (
        <StatusLine className="mt-6">{t('common:loading')}</StatusLine>
      ) : order.isError ? (
        <LoadFailedAlert className="mt-6" item={t('items.order')} onRetry={() => void order.refetch()} />
      ) : (
        <OrderDetail order={order.data} lang={lang} />
      )}
    </Container>
  );
}

function OrderDetail({ order, lang }: { order: ClientOrderDetail; lang: Language }) {
  const { t } = useTranslation(['clientOrders', 'common']);
  const facts: { label: string; value: string }[] = [
    ...(order.propertyAddress ? [{ label: t('detail.propertyAddress'), value: order.propertyAddress }] : []),
    { label: t('detail.ordered'), value: formatDateTime(order.paidAt, lang) },
    ...(order.completedAt
      ? [{ label: t('detail.completed'), value: formatDateTime(order.completedAt, lang) }]
      : order.dueAt
        ? [{ label: t('detail.due'), value: formatDateTime(order.dueAt, lang) }]
        : []),
    { label: t('detail.designer'), value: order.designerName ?? t('detail.notAssigned') },
    { label: t('detail.subtotal'), value: formatMoney(order.subtotal, lang) },
    ...(order.turnaround
      ? [
          {
            label: t('detail.turnaround'),
            value: turnaroundLine(
              t(`detail.tiers.${order.turnaround.tier}`, { hours: order.turnaround.hours }),
              order.turnaround.amount.amountMinor,
              (amountMinor) => formatMoney({ ...order.subtotal, amountMinor }, lang),
            ),
          },
        ]
      : []),
    ...(order.discount.amountMinor > 0
      ? [{ label: t('detail.discount'), value: `−${formatMoney(order.discount, lang)}` }]
      : []),
    ...(order.credit.usedMinor > 0
      ? [
          {
            label: t('detail.creditUsed'),
            value: `−${formatMoney({ amountMinor: order.credit.usedMinor, currency: order.total.currency }, lang)}`,
          },
        ]
      : []),
    { label: t('detail.total'), value: formatMoney(order.total, lang) },
  ];

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-ink">
          {t('detail.title', { number: order.orderNumber })}
        </h1>
        <OrderStatusBadge status={order.status} className="text-sm" />
      </div>
      {order.refunded ? <p className="mt-2 text-ink-muted">{t('detail.refunded')}</p> : null}

      <Card className="mt-6 p-6">
        <h2 className="text-lg font-semibold text-ink">{t('detail.summary')}</h2>
        <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm text-ink-muted">{fact.label}</dt>
              <dd className="font-medium text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {order.notes ? <OrderNotes className="mt-4" label={t('detail.notes')} notes={order.notes} /> : null}
        <div className="mt-4">
          <ReferenceThumbnails references={order.references} label={t('references.order')} />
        </div>
        {order.history.length > 0 ? (
          <div className="mt-4">
            <h3 className="text-sm text-ink-muted">{t('detail.history')}</h3>
            <ol className="mt-1 space-y-1 text-sm text-ink">
              {order.history.map((entry) => (
                <li key={`${entry.status}-${entry.at}`}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
                  {' · '}
                  {t(`common:orderStatus.${entry.status}`)}
                  {entry.designerComment ? (
                    <blockquote className="mt-1 ml-4 border-l-2 border-border-strong pl-3 whitespace-pre-line text-ink-muted [overflow-wrap:anywhere]">
                      <span className="sr-only">{t('detail.designerComment')}: </span>
                      {entry.designerComment}
                    </blockquote>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </Card>

      <OrderMoneyNotes order={order} lang={lang} />
      {order.look ? <ListingLook className="mt-6" report={order.look} headingLevel={3} /> : null}
      <OrderRating order={order} lang={lang} />
      <OrderShareCard order={order} lang={lang} />
      <OrderPhotos order={order} lang={lang} />
    </>
  );
}
