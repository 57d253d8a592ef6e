import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CheckoutPage } from '../../features/payment/components/CheckoutPage';
import { parseOrderAccess } from '../../features/payment/components/PaymentResultPage';

const optionalString = z.string().max(512).optional().catch(undefined);

// /{lang}/pay?orderId&accessToken (issue 36): the card checkout of an order placed through REST v1.
export const Route = createFileRoute('/$lang/pay')({
  validateSearch: z.object({ orderId: optionalString, accessToken: optionalString }),
  component: PayRoute,
});

function PayRoute() {
  const { lang } = Route.useRouteContext();
  const search = Route.useSearch();
  return <CheckoutPage lang={lang} access={parseOrderAccess(search.orderId, search.accessToken)} />;
}
