import { LoadingScreen, lazyWithRetry } from '@photoedit/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type Ref, Suspense, useCallback } from 'react';
import { HomePage } from '../../features/home/components/HomePage';
import type { WizardOrder } from '../../features/wizard/wizard-state';
import { paymentResultPath } from '../../lib/payment-result-path';
import { useNearViewport } from '../../lib/useNearViewport';

// The wizard (forms, uploads, payment) is fetched once its place on the page comes near the screen (at once on a
// desktop, where it follows the hero; on a phone when the visitor scrolls to it or taps "Upload photos").
const OrderWizard = lazyWithRetry(() =>
  import('../../features/wizard/components/OrderWizard').then((module) => ({ default: module.OrderWizard })),
);

export const Route = createFileRoute('/$lang/')({
  // Asked for at once, waited for by the parts that show it (the hero paints without it).
  loader: ({ context: { queryClient, trpc, lang } }) => {
    void queryClient.prefetchQuery(trpc.services.list.queryOptions({ lang }));
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { lang } = Route.useRouteContext();
  const navigate = useNavigate();
  const onPaid = useCallback(
    (order: WizardOrder) => void navigate({ href: paymentResultPath(order) }),
    [navigate],
  );
  const [placeholder, nearView] = useNearViewport<HTMLElement>();
  return (
    <HomePage
      lang={lang}
      wizard={
        nearView ? (
          <Suspense fallback={<WizardPlaceholder />}>
            <OrderWizard lang={lang} onPaid={onPaid} />
          </Suspense>
        ) : (
          <WizardPlaceholder ref={placeholder} />
        )
      }
    />
  );
}

function WizardPlaceholder({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} id="order" className="scroll-mt-20 bg-white" aria-busy="true">
      <LoadingScreen className="min-h-96" />
    </section>
  );
}
