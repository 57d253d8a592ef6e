import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '../../features/dashboard/components/OrderDetailPage';

// /{lang}/dashboard/orders/{orderNumber}: one of the client's orders (a number that is not theirs is "not found").
export const Route = createFileRoute('/$lang/dashboard/orders/$orderNumber')({
  component: OrderRoute,
});

function OrderRoute() {
  const { lang } = Route.useRouteContext();
  const { orderNumber } = Route.useParams();
  return <OrderDetailPage lang={lang} orderNumber={orderNumber} />;
}
