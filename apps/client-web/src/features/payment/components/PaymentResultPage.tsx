import { type Language, OrderAccess, type OrderPublicStatus } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, ButtonLink, Container, StatusLine, usePageTitle } from '@photoedit/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { isNotFound } from '../../../lib/api-errors';
import { type RedirectStatus, useOrderPaymentStatus } from '../api/order-status';
import { OrderPlaced } from './OrderPlaced';
import { ResultMessage } from './ResultMessage';

/** What the payment provider reported on its return (Stripe adds `redirect_status`). */
export type { RedirectStatus };

type View = 'checking' | 'paid' | 'processing' | 'failed' | 'canceled' | 'notFound' | 'unchecked';

function viewOf(
  status: OrderPublicStatus | undefined,
  redirect: RedirectStatus | undefined,
  /** The order is unknown: none in the address, or the API does not know it. */
  unknown: boolean,
  error: unknown,
): View {
  if (status?.paid) return 'paid';
  // The provider sent the client back with a canceled or failed payment: that is what the page says.
  if (redirect === 'canceled') return 'canceled';
  if (redirect === 'failed' || redirect === 'requires_payment_method') return 'failed';
  if (unknown) return 'notFound';
  if (status?.paymentStatus === 'canceled') return 'canceled';
  if (status?.paymentStatus === 'failed') return 'failed';
  // The status could not be read (too many requests, the server unavailable): that says nothing of the payment.
  if (error && !status) return 'unchecked';
  if (!status) return 'checking';
  return 'processing';
}

/**
 * /payment-success: SPEC §8 'Order submitted' with the order number and its summary (OrderPlaced); a failed or
 * canceled payment says so and goes back to Review & Pay with everything kept; no or an unknown order is
 * "not found" with the way home, never a failed payment; a status that cannot be read now is "could not check",
 * never a failed payment either.
 * While a card payment's webhook has not arrived yet the order is polled for a short while.
 */
export function PaymentResultPage({
  lang,
  access,
  redirectStatus,
  onPaid,
  onRetry,
  afterPaid,
}: {
  lang: Language;
  access: OrderAccess | undefined;
  redirectStatus: RedirectStatus | undefined;
  onPaid: () => void;
  onRetry: () => void;
  /** Under a paid order's summary (the offer to save the client's style). */
  afterPaid?: ReactNode;
}) {
  const { t } = useTranslation('wizard');
  const status = useOrderPaymentStatus(access, redirectStatus);
  // No order in the address, or one that does not exist: nothing says a payment failed.
  const view = viewOf(status.data, redirectStatus, !access || isNotFound(status.error), status.error);
  const cleared = useRef(false);
  useEffect(() => {
    if (view === 'paid' && !cleared.current) {
      cleared.current = true;
      onPaid();
    }
  }, [view, onPaid]);

  usePageTitle(
    view === 'checking'
      ? t('result.checking')
      : view === 'paid'
        ? t('result.successTitle')
        : t(`result.${view}Title`),
  );
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
            <StatusLine className="justify-center">{t('result.checking')}</StatusLine>
          </>
        ) : view === 'paid' ? (
          status.data && (
            <>
              <OrderPlaced status={status.data} lang={lang} headingRef={heading} />
              {afterPaid}
            </>
          )
        ) : (
          <ResultMessage
            role={view === 'processing' ? 'status' : 'alert'}
            headingRef={heading}
            title={t(`result.${view}Title`)}
            body={t(`result.${view}Body`)}
          >
            {view === 'notFound' ? (
              <ButtonLink to="/$lang" params={{ lang }} className="mt-8">
                {t('result.home')}
              </ButtonLink>
            ) : view === 'processing' ? null : view === 'unchecked' ? (
              <Button className="mt-8" onClick={() => void status.refetch()}>
                {t('result.checkAgain')}
              </Button>
            ) : (
              <Button className="mt-8" onClick={onRetry}>
                {t('result.retry')}
              </Button>
            )}
          </ResultMessage>
        )}
      </div>
    </Container>
  );
}

export const parseOrderAccess = (orderId: unknown, token: unknown): OrderAccess | undefined => {
  const parsed = OrderAccess.safeParse({ orderId, accessToken: token });
  return parsed.success ? parsed.data : undefined;
};
