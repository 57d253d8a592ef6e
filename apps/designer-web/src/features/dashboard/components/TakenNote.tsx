import type { DesignerAvailableOrder } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { useOrderChanges } from '@photoedit/web-client';
import { type RefObject, useRef, useState } from 'react';

/**
 * "Order #n was just taken by another designer": said (a status region) when an order of the list on screen is
 * claimed by someone else, since the live list then drops it from under the designer's eyes. The designer's own
 * claims (`claimedHere`) are not news. The last few are kept, newest last: on a busy board several go at once.
 */
const kept = 3;

export function TakenNote({
  orders,
  claimedHere,
}: {
  orders: DesignerAvailableOrder[] | undefined;
  claimedHere: RefObject<Set<string>>;
}) {
  const { t } = useTranslation('designer');
  const [taken, setTaken] = useState<number[]>([]);
  const shown = useRef(orders);
  shown.current = orders;
  useOrderChanges((event) => {
    if (event.kind !== 'claimed' && event.kind !== 'assigned') return;
    const order = shown.current?.find((candidate) => candidate.id === event.orderId);
    if (order && !claimedHere.current.has(order.id))
      setTaken((before) =>
        [...before.filter((number) => number !== order.orderNumber), order.orderNumber].slice(-kept),
      );
  });
  return (
    <div role="status" className="empty:hidden">
      {taken.map((number) => (
        <p
          key={number}
          className="mb-4 rounded-control border border-border bg-surface px-3 py-2 text-sm text-ink"
        >
          {t('available.takenByOther', { number })}
        </p>
      ))}
    </div>
  );
}
