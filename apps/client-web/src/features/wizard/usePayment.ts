// Pay: creates (or replaces) the order of the draft and starts its payment, then either hands over to Stripe's
// card form or confirms the offline test payment. The server computes the amount.
import { type Language, orderMessageKeys, type PaymentStart } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { errorIssues, errorMessageKey } from '@photoedit/web-client';
import { useRef, useState } from 'react';
import { orderCreateInput } from './order-create-input';
import { orderMessage } from './order-message';
import { confirmOfflinePayment, createOrder, startPayment } from './wizard-api';
import type { WizardStateProps } from './wizard-props';
import type { WizardOrder } from './wizard-state';

/** A payment Stripe's card form is to finish. */
export interface CardPayment {
  start: PaymentStart;
  order: WizardOrder;
}

export function usePayment({
  state,
  dispatch,
  lang,
  onPaid,
}: WizardStateProps & { lang: Language; onPaid: (order: WizardOrder) => void }) {
  const { t } = useTranslation(['wizard', 'common']);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [error, setError] = useState<string>();
  const [card, setCard] = useState<CardPayment>();

  const placeOrder = async () => {
    if (!state.draftToken) throw new Error('no draft');
    const created = await createOrder(orderCreateInput(state, lang), state.draftToken);
    const order = {
      orderId: created.orderId,
      orderNumber: created.orderNumber,
      accessToken: created.accessToken,
    };
    dispatch({ type: 'order', order });
    const start = await startPayment({ orderId: order.orderId, accessToken: order.accessToken });
    return { order, start };
  };

  const pay = async () => {
    // Double clicks: one order, one payment (the server's idempotency covers other tabs).
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(undefined);
    try {
      const { order, start } = await placeOrder();
      if (start.provider === 'stripe' && start.clientSecret) {
        setCard({ start, order });
        return;
      }
      // Covered by the client's credit: payments.start has paid it already.
      if (start.provider === 'credit') {
        onPaid(order);
        return;
      }
      await confirmOfflinePayment({ orderId: order.orderId, accessToken: order.accessToken });
      onPaid(order);
    } catch (caught) {
      // A refused field (e.g. a photo no longer in the draft) says more than the generic BAD_INPUT message.
      const key = errorIssues(caught)[0]?.message ?? errorMessageKey(caught);
      // The code's last use went to another checkout: drop it, so the next Pay is at the full price.
      if (key === orderMessageKeys.discountUsedUp) dispatch({ type: 'discount', code: null });
      setError(orderMessage(key, t('payment.failed')));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { pay, pending, error, card };
}
