import type { Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, FormAlert, StatusLine } from '@photoedit/ui';
import { lazy, Suspense, useId } from 'react';
import { TestPaymentNotice } from '../../../components/TestPaymentNotice';
import { paymentResultPath } from '../../../lib/payment-result-path';
import { usePaymentsConfig } from '../api/quote';
import { usePayment } from '../usePayment';
import type { WizardQuoteProps } from '../wizard-props';
import type { WizardOrder } from '../wizard-state';
import { WizardHeading } from './WizardHeading';

const StripePayment = lazy(() => import('../../../components/StripePayment'));

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
  const config = usePaymentsConfig();
  const { pay, pending, error, card } = usePayment({ state, dispatch, lang, onPaid });
  // The signed-in client's credit pays first; a total it covers needs no card.
  const toPayMinor = quote ? quote.totalMinor - (quote.creditMinor ?? 0) : null;
  const amount = toPayMinor === null ? '' : money(toPayMinor);
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
          {!stripeConfigured ? <TestPaymentNotice /> : null}
          <FormAlert>{error}</FormAlert>
          <Button
            size="lg"
            onClick={() => void pay()}
            disabled={!quote || state.photos.length === 0}
            pending={pending}
            pendingLabel={t('payment.paying')}
          >
            {toPayMinor === 0 ? t('payment.payWithCredit') : t('payment.pay', { amount })}
          </Button>
        </>
      )}
    </section>
  );
}

/** Says plainly that no card is charged: the API has no Stripe keys, so Pay confirms an offline test payment. */
