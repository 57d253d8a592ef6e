// The card payment: Stripe.js loaded from Stripe with the publishable key, the Payment Element mounted with the
// PaymentIntent's client secret (created by the server for the amount it computed), then confirmPayment, which
// returns to /payment-success. Loaded lazily: the offline (test) provider never downloads this code.
import { useTranslation } from '@photoedit/i18n';
import { Button, FormAlert, StatusLine } from '@photoedit/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';

const stripeByKey = new Map<string, Promise<Stripe | null>>();
/** Stripe.js for a key, loaded once; a failed load is forgotten so that "Try again" loads it anew. */
const stripeFor = (publishableKey: string) => {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    promise.catch(() => stripeByKey.delete(publishableKey));
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
};

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  payLabel: string;
  locale: 'en' | 'pl';
}

export default function StripePayment({
  publishableKey,
  clientSecret,
  returnUrl,
  payLabel,
  locale,
}: StripePaymentProps) {
  const { t } = useTranslation('wizard');
  const [attempt, setAttempt] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new load after a failure
  const loading = useMemo(() => stripeFor(publishableKey), [publishableKey, attempt]);
  useEffect(() => {
    let current = true;
    loading.catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, [loading]);
  // Elements is given a promise that never rejects: a failed load is shown here, not thrown.
  const stripe = useMemo(() => loading.catch(() => null), [loading]);

  if (loadFailed) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>{t('payment.cardLoadFailed')}</FormAlert>
        <Button
          variant="secondary"
          onClick={() => {
            setLoadFailed(false);
            setAttempt((value) => value + 1);
          }}
        >
          {t('payment.cardLoadRetry')}
        </Button>
      </div>
    );
  }
  return (
    <Elements key={attempt} stripe={stripe} options={{ clientSecret, locale }}>
      <CardForm returnUrl={returnUrl} payLabel={payLabel} />
    </Elements>
  );
}

function CardForm({ returnUrl, payLabel }: { returnUrl: string; payLabel: string }) {
  const { t } = useTranslation('wizard');
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const pay = async () => {
    if (!stripe || !elements || pending) return;
    setPending(true);
    setError(undefined);
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // Only reached when the confirmation failed (success redirects to return_url).
    setError(result.error?.message ?? t('payment.failed'));
    setPending(false);
  };

  return (
    <div className="flex flex-col gap-4">
      {!ready ? <StatusLine className="text-sm">{t('payment.loadingCard')}</StatusLine> : null}
      <PaymentElement onReady={() => setReady(true)} />
      <FormAlert>{error}</FormAlert>
      <Button
        size="lg"
        onClick={() => void pay()}
        disabled={!stripe || !elements || !ready}
        pending={pending}
        pendingLabel={t('payment.paying')}
      >
        {payLabel}
      </Button>
    </div>
  );
}
