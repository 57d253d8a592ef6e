import { type Language, OrderAccess, type OrderPublicStatus } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { apiClient, Button, Container, Spinner, useSession } from '@photoedit/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** What the payment provider reported on its return (Stripe adds `redirect_status`). */
export type RedirectStatus = 'succeeded' | 'processing' | 'requires_payment_method' | 'failed' | 'canceled';

type View = 'checking' | 'paid' | 'processing' | 'failed' | 'canceled';

function viewOf(
  status: OrderPublicStatus | undefined,
  redirect: RedirectStatus | undefined,
  error: boolean,
): View {
  if (status?.paid) return 'paid';
  if (status?.paymentStatus === 'canceled' || redirect === 'canceled') return 'canceled';
  if (status?.paymentStatus === 'failed' || redirect === 'failed' || redirect === 'requires_payment_method')
    return 'failed';
  if (error) return 'failed';
  if (!status) return 'checking';
  return 'processing';
}

/**
 * /payment-success: SPEC §8 'Order submitted' with the order number and the note to check e-mail for the
 * login details; a failed or canceled payment says so and goes back to Review & Pay with everything kept.
 * While a card payment's webhook has not arrived yet the order is polled for a short while.
 */
export function PaymentResultPage({
  lang,
  access,
  redirectStatus,
  onPaid,
  onRetry,
}: {
  lang: Language;
  access: OrderAccess | undefined;
  redirectStatus: RedirectStatus | undefined;
  onPaid: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('wizard');
  const signedIn = useSession('client') !== null;
  const status = useQuery({
    queryKey: ['payment-result', access?.orderId, access?.accessToken],
    queryFn: () => apiClient.orders.publicStatus.query(access as OrderAccess),
    enabled: access !== undefined,
    retry: 1,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data?.paid || data?.paymentStatus === 'failed' || data?.paymentStatus === 'canceled') return false;
      if (redirectStatus === 'failed' || redirectStatus === 'canceled') return false;
      return query.state.dataUpdateCount < 30 ? 2000 : false;
    },
  });
  const view = access ? viewOf(status.data, redirectStatus, status.isError) : 'failed';
  const cleared = useRef(false);
  useEffect(() => {
    if (view === 'paid' && !cleared.current) {
      cleared.current = true;
      onPaid();
    }
  }, [view, onPaid]);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (view !== 'checking') heading.current?.focus();
  }, [view]);

  return (
    <Container className="py-16">
      <div className="mx-auto max-w-xl rounded-card border border-border bg-white p-8 text-center shadow-card">
        {view === 'checking' ? (
          <>
            <h1 className="sr-only">{t('result.checking')}</h1>
            <p role="status" className="flex items-center justify-center gap-2 text-ink-muted">
              <Spinner size="sm" /> {t('result.checking')}
            </p>
          </>
        ) : view === 'paid' ? (
          <div role="status">
            <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink focus:outline-none">
              {t('result.successTitle')}
            </h1>
            <p className="mt-4 text-lg font-medium text-ink" data-testid="order-number">
              {t('result.orderNumber', { number: status.data?.orderNumber ?? '' })}
            </p>
            <p className="mt-2 text-ink-muted">{t('result.checkEmail')}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              {signedIn ? (
                <Button asChild>
                  <Link to="/$lang/dashboard" params={{ lang }}>
                    {t('result.dashboard')}
                  </Link>
                </Button>
              ) : null}
              <Button asChild variant="secondary">
                <Link to="/$lang" params={{ lang }}>
                  {t('result.newOrder')}
                </Link>
              </Button>
            </div>
          </div>
        ) : view === 'processing' ? (
          <div role="status">
            <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink focus:outline-none">
              {t('result.processingTitle')}
            </h1>
            <p className="mt-4 text-ink-muted">{t('result.processingBody')}</p>
          </div>
        ) : (
          <div role="alert">
            <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink focus:outline-none">
              {view === 'canceled' ? t('result.canceledTitle') : t('result.failedTitle')}
            </h1>
            <p className="mt-4 text-ink-muted">
              {view === 'canceled' ? t('result.canceledBody') : t('result.failedBody')}
            </p>
            <Button className="mt-8" onClick={onRetry}>
              {t('result.retry')}
            </Button>
          </div>
        )}
      </div>
    </Container>
  );
}

export const parseOrderAccess = (orderId: unknown, token: unknown): OrderAccess | undefined => {
  const parsed = OrderAccess.safeParse({ orderId, accessToken: token });
  return parsed.success ? parsed.data : undefined;
};
