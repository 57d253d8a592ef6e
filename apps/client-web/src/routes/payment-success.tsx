import { isLanguage } from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { PaymentResultPage, parseOrderAccess } from '../features/payment/components/PaymentResultPage';
import { StyleOffer } from '../features/style/components/StyleOffer';
import { clearWizardState, reopenWizardAtReview } from '../features/wizard/wizard-state';
import { SiteLayout } from '../layout/SiteLayout';

const optionalString = z.string().max(512).optional().catch(undefined);

// SPEC §2 /payment-success: the order's capability (orderId + accessToken) comes back in the query; Stripe adds
// payment_intent, payment_intent_client_secret and redirect_status.
export const Route = createFileRoute('/payment-success')({
  validateSearch: z.object({
    orderId: optionalString,
    accessToken: optionalString,
    /** Older links. */
    token: optionalString,
    redirect_status: z
      .enum(['succeeded', 'processing', 'requires_payment_method', 'failed', 'canceled'])
      .optional()
      .catch(undefined),
  }),
  beforeLoad: () => ({ lang: isLanguage(i18n.language) ? i18n.language : 'en' }),
  component: PaymentSuccessRoute,
});

function PaymentSuccessRoute() {
  const { lang } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const onRetry = useCallback(() => {
    reopenWizardAtReview();
    void navigate({ href: `/${lang}#order` });
  }, [lang, navigate]);
  return (
    <SiteLayout lang={lang}>
      <PaymentResultPage
        lang={lang}
        access={parseOrderAccess(search.orderId, search.accessToken ?? search.token)}
        redirectStatus={search.redirect_status}
        onPaid={clearWizardState}
        onRetry={onRetry}
        afterPaid={<StyleOffer />}
      />
    </SiteLayout>
  );
}
