import type { DesignerAvailableOrder } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, focusFirstOf, LoadState, OrderCard, ThumbnailStrip, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useAvailableOrders, useClaimOrder } from '../api/designer-orders';
import { EmptyState } from './EmptyState';
import { OrderFacts } from './OrderFacts';
import { TakenNote } from './TakenNote';

/** Thumbnails shown per card; the rest are counted. */
const thumbnailsShown = 8;

/**
 * "Available Orders": paid orders nobody has claimed, the earliest deadline first, each with a Claim button.
 * A won claim opens the order in My Orders.
 */
export function AvailableOrders({ onClaimed }: { onClaimed: (orderId: string) => void }) {
  const { t } = useTranslation('designer');
  const { t: tDashboard } = useTranslation('dashboard');
  const orders = useAvailableOrders();
  const list = useRef<HTMLUListElement>(null);
  // The card that last had focus. When its order leaves the list (claimed by someone else, seen live or after a
  // failed claim), focus goes to that order's Claim again, or the one now in its place, or the tab panel when none
  // is left: never to the page's body.
  const focused = useRef<{ orderId: string; index: number } | null>(null);
  const [failed, setFailed] = useState<{ orderId: string; index: number } | null>(null);
  useEffect(() => {
    if (!orders.data) return;
    const items = orders.data.items;
    const active = document.activeElement;
    const focusLost = active === null || active === document.body || !active.isConnected;
    const vanished = focused.current && !items.some((order) => order.id === focused.current?.orderId);
    const target = failed ?? (focusLost && vanished ? focused.current : null);
    if (failed) setFailed(null);
    if (!target) return;
    focused.current = null;
    const at = items.findIndex((order) => order.id === target.orderId);
    const claims = list.current?.querySelectorAll<HTMLElement>('[data-claim]');
    const panel = document.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]');
    focusFirstOf(claims?.[at >= 0 ? at : Math.min(target.index, items.length - 1)], panel);
  }, [failed, orders.data]);
  const claimedHere = useRef(new Set<string>());
  const note = <TakenNote orders={orders.data?.items} claimedHere={claimedHere} />;

  if (!orders.data) {
    return <LoadState error={orders.error} item={t('available.item')} onRetry={() => orders.refetch()} />;
  }
  if (orders.data.items.length === 0) {
    return (
      <>
        {note}
        <EmptyState
          title={tDashboard('designer.noAvailable')}
          hint={tDashboard('designer.noAvailableHint')}
        />
      </>
    );
  }
  return (
    <>
      {note}
      <ul ref={list} aria-label={t('available.listLabel')} className="space-y-4">
        {orders.data.items.map((order, index) => (
          <li
            key={order.id}
            onFocus={() => {
              focused.current = { orderId: order.id, index };
            }}
          >
            <AvailableOrderCard
              order={order}
              onClaimed={onClaimed}
              onFailed={() => setFailed({ orderId: order.id, index })}
              claimedHere={claimedHere}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function AvailableOrderCard({
  order,
  onClaimed,
  onFailed,
  claimedHere,
}: {
  order: DesignerAvailableOrder;
  onClaimed: (orderId: string) => void;
  onFailed: () => void;
  claimedHere: RefObject<Set<string>>;
}) {
  const { t } = useTranslation('designer');
  const claim = useClaimOrder();
  const notes = order.images.filter((image) => image.clientNote);

  const onClaim = () => {
    claimedHere.current.add(order.id);
    claim.mutate(
      { orderId: order.id },
      {
        onSuccess: (claimed) => {
          toast.success(t('available.claimed', { number: claimed.orderNumber }));
          onClaimed(claimed.orderId);
        },
        onError: (error) => {
          toast.error(describeError(error));
          onFailed();
        },
      },
    );
  };

  return (
    <OrderCard
      title={t('order.title', { number: order.orderNumber })}
      details={<OrderFacts order={order} />}
      action={
        <Button
          data-claim
          onClick={onClaim}
          disabled={claim.isPending}
          aria-label={t('available.claimLabel', { number: order.orderNumber })}
        >
          {claim.isPending ? t('available.claiming') : t('available.claim')}
        </Button>
      }
    >
      <ThumbnailStrip
        className="mt-4"
        size="md"
        label={t('order.photos', { count: order.imageCount })}
        images={order.images.slice(0, thumbnailsShown).map((image) => ({
          id: image.id,
          src: image.original.thumbnailUrl,
          alt: t('order.thumbnailAlt', { number: image.position + 1, order: order.orderNumber }),
        }))}
        more={
          order.images.length > thumbnailsShown
            ? t('order.morePhotos', { count: order.images.length - thumbnailsShown })
            : undefined
        }
      />
      {notes.length > 0 ? (
        <dl className="mt-4 space-y-1 text-sm">
          {notes.map((image) => (
            <div key={image.id} className="flex gap-2">
              <dt className="shrink-0 font-medium text-ink">
                {t('order.photo', { number: image.position + 1 })}:
              </dt>
              <dd className="text-ink-muted">{image.clientNote}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </OrderCard>
  );
}
