import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { HomePage } from '../../features/home/components/HomePage';
import { OrderWizard } from '../../features/wizard/components/OrderWizard';
import { paymentResultPath } from '../../features/wizard/payment-result-path';
import type { WizardOrder } from '../../features/wizard/wizard-state';

export const Route = createFileRoute('/$lang/')({
  loader: ({ context: { queryClient, trpc, lang } }) =>
    queryClient.ensureQueryData(trpc.services.list.queryOptions({ lang })),
  component: HomeRoute,
});

function HomeRoute() {
  const { lang } = Route.useRouteContext();
  const navigate = useNavigate();
  const onPaid = useCallback(
    (order: WizardOrder) => void navigate({ href: paymentResultPath(order) }),
    [navigate],
  );
  return <HomePage lang={lang} wizard={<OrderWizard lang={lang} onPaid={onPaid} />} />;
}
