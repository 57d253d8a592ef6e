// /{lang}/pay?orderId&accessToken (issue 36): the checkout link REST v1 gives for an order its studio software placed
// and a person pays by card. It shows the order and its amount, then Stripe's card form (or the offline test
// payment), and goes on to /payment-success as the wizard does.
import type { Language, OrderAccess, PaymentStart } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, ButtonLink, Container, FormAlert, Money, StatusLine, usePageTitle } from '@photoedit/ui';
import { apiClient, describeError } from '@photoedit/web-client';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { TestPaymentNotice } from '../../../components/TestPaymentNotice';
import { isNotFound } from '../../../lib/api-errors';
import { paymentResultPath } from '../../../lib/payment-result-path';
import { useTRPC } from '../../../lib/trpc';

const StripePayment = lazy(() => import('../../../components/StripePayment'));

export function CheckoutPage({ lang, access }: { lang: Language; access: OrderAccess | undefined }) {
  const { t } = useTranslation(['wizard', 'common']);
  const trpc = useTRPC();
  const status = useQuery(trpc.orders.publicStatus.queryOptions(access ?? skipToken, { retry: false }));
  const navigate = useNavigate();
  const [card, setCard] = useState<PaymentStart>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  usePageTitle(t('checkout.title', { number: status.data?.orderNumber ?? '' }));

  const pay = async () => {
    if (!access) return;
    setPending(true);
    setError(undefined);
    try {
      const started = await apiClient.payments.start.mutate(access);
      if (started.provider === 'stripe' && started.clientSecret) {
        setCard(started);
        return;
      }
      if (started.provider === 'offline') await apiClient.payments.offline.confirm.mutate(access);
      await navigate({ href: paymentResultPath(access) });
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setPending(false);
    }
  };

  if (!access || isNotFound(status.error)) {
    return (
      <Container className="py-16">
        <h1 className="text-2xl font-semibold text-ink">{t('result.notFoundTitle')}</h1>
        <p className="mt-2 text-ink-muted">{t('result.notFoundBody')}</p>
        <ButtonLink to="/$lang" params={{ lang }} className="mt-8">
          {t('result.home')}
        </ButtonLink>
      </Container>
    );
  }
  const order = status.data;
  return (
    <Container className="py-16">
      <div className="mx-auto flex max-w-xl flex-col gap-4 rounded-card border border-border bg-white p-8 shadow-card">
        {!order ? (
          status.isError ? (
            <FormAlert>{describeError(status.error)}</FormAlert>
          ) : (
            <StatusLine>{t('common:loading')}</StatusLine>
          )
        ) : (
          <>
            <h1 className="text-2xl font-semibold text-ink">
              {t('checkout.title', { number: order.orderNumber })}
            </h1>
            <p className="text-ink-muted">{t('checkout.intro', { count: order.imageCount })}</p>
            <p className="text-lg text-ink">
              {t('checkout.amount')} <Money amountMinor={order.totalMinor} currency={order.currency} />
            </p>
            {order.paid ? (
              <ButtonLink to="/payment-success" search={access} className="self-start">
                {t('checkout.paid')}
              </ButtonLink>
            ) : card?.clientSecret && card.publishableKey ? (
              <Suspense fallback={<StatusLine>{t('payment.loadingCard')}</StatusLine>}>
                <StripePayment
                  publishableKey={card.publishableKey}
                  clientSecret={card.clientSecret}
                  returnUrl={`${window.location.origin}${paymentResultPath(access)}`}
                  payLabel={t('payment.pay', { amount: formatMoney(order.totalMinor, order.currency, lang) })}
                  locale={lang}
                />
              </Suspense>
            ) : (
              <>
                {order.provider !== 'stripe' && !card ? <CheckoutTestNotice /> : null}
                <FormAlert>{error}</FormAlert>
                <Button
                  size="lg"
                  className="self-start"
                  pending={pending}
                  pendingLabel={t('payment.paying')}
                  onClick={() => void pay()}
                >
                  {t('checkout.pay')}
                </Button>
              </>
            )}
          </>
        )}
      </div>
    </Container>
  );
}

/** The offline provider's notice, when this server has no card payments. */
function CheckoutTestNotice() {
  const trpc = useTRPC();
  const config = useQuery(trpc.payments.config.queryOptions());
  return config.data?.provider === 'offline' ? <TestPaymentNotice /> : null;
}
