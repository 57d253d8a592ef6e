import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '../../../../features/orders/components/InvoicesPage';

export const Route = createFileRoute('/staff/admin/_console/invoices')({
  component: InvoicesPage,
});
