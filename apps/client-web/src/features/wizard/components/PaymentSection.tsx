import {
  type Language,
  type OrderCreateInput,
  orderMessageKeys,
  type PaymentStart,
} from '@photoedit/contracts';
import { i18n, useTranslation } from '@photoedit/i18n';
import {
  Button,
  errorIssues,
  errorMessageKey,
  FormAlert,
  StatusLine,
  translateMessageKey,
} from '@photoedit/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { paymentResultPath } from '../payment-result-path';
import { confirmOfflinePayment, createOrder, fetchPaymentsConfig, startPayment } from '../wizard-api';
import type { WizardQuoteProps } from '../wizard-props';
import { orderReferencesKey, type WizardOrder } from '../wizard-state';
import { WizardHeading } from './WizardHeading';

const StripePayment = lazy(() => import('./StripePayment'));

/** The payment: Stripe's Payment Element when the API has keys, else the labelled offline test payment. */
export function PaymentSection({
  state,
  dispatch,
  lang,
  quote,
  money,
  onPaid,
}: WizardQuoteProps & {
  lang: Language;
  onPaid: (order: WizardOrder) => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const titleId = useId();
  const config = useQuery({
    queryKey: ['wizard', 'paymentsConfig'],
    queryFn: fetchPaymentsConfig,
    staleTime: Infinity,
  });
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [error, setError] = useState<string>();
  const [card, setCard] = useState<{ start: PaymentStart; order: WizardOrder }>();

  /** Creates (or replaces) the order of this draft and starts its payment; the server computes the amount. */
  const placeOrder = async () => {
    if (!state.draftToken) throw new Error('no draft');
    const input: OrderCreateInput = {
      images: state.photos.map((photo) => ({
        mediaId: photo.mediaId,
        serviceIds: state.selections[photo.mediaId] ?? [],
        ...(state.notes[photo.mediaId]?.trim() ? { note: state.notes[photo.mediaId] } : {}),
        pins: state.pins[photo.mediaId] ?? [],
        references: (state.references[photo.mediaId] ?? []).map((reference) => reference.mediaId),
      })),
      references: (state.references[orderReferencesKey] ?? []).map((reference) => reference.mediaId),
      contact: state.contact,
      ...(state.orderNotes.trim() ? { notes: state.orderNotes } : {}),
      language: lang,
      ...(state.discountCode ? { discountCode: state.discountCode } : {}),
      turnaround: state.turnaround,
    };
    const created = await createOrder(input, state.draftToken);
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
      await confirmOfflinePayment({ orderId: order.orderId, accessToken: order.accessToken });
      onPaid(order);
    } catch (caught) {
      // A refused field (e.g. a photo no longer in the draft) says more than the generic BAD_INPUT message.
      const key = errorIssues(caught)[0]?.message ?? errorMessageKey(caught);
      const message = i18n.exists(`common:${key}`) ? translateMessageKey(key) : t('payment.failed');
      // The code's last use went to another checkout: drop it, so the next Pay is at the full price.
      if (key === orderMessageKeys.discountUsedUp) dispatch({ type: 'discount', code: null });
      setError(message);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const amount = quote ? money(quote.totalMinor) : '';
  const payLabel = t('payment.pay', { amount });
  const stripeConfigured = config.data?.provider === 'stripe';

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <WizardHeading depth={2} id={titleId} className="text-lg font-semibold text-ink">
        {stripeConfigured ? t('payment.cardTitle') : t('payment.title')}
      </WizardHeading>
      {config.isPending ? (
        <StatusLine>{t('common:loading')}</StatusLine>
      ) : card?.start.clientSecret && card.start.publishableKey ? (
        <Suspense fallback={<StatusLine>{t('payment.loadingCard')}</StatusLine>}>
          <StripePayment
            publishableKey={card.start.publishableKey}
            clientSecret={card.start.clientSecret}
            returnUrl={`${window.location.origin}${paymentResultPath(card.order)}`}
            payLabel={t('payment.pay', { amount: money(card.start.amountMinor) })}
            locale={lang}
          />
        </Suspense>
      ) : (
        <>
          {!stripeConfigured ? (
            <div
              className="rounded-card border-2 border-dashed border-warning-600 bg-warning-50 p-4"
              data-testid="test-payment"
            >
              <p className="font-semibold text-warning-700">{t('payment.testTitle')}</p>
              <p className="mt-1 text-sm text-ink">{t('payment.testBody')}</p>
            </div>
          ) : null}
          <FormAlert>{error}</FormAlert>
          <Button
            size="lg"
            onClick={() => void pay()}
            disabled={!quote || state.photos.length === 0}
            pending={pending}
            pendingLabel={t('payment.paying')}
          >
            {payLabel}
          </Button>
        </>
      )}
    </section>
  );
}
