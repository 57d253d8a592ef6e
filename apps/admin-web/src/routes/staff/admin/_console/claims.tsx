import { createFileRoute } from '@tanstack/react-router';
import { ClaimsPage } from '../../../../features/orders/components/ClaimsPage';

export const Route = createFileRoute('/staff/admin/_console/claims')({
  component: ClaimsPage,
});
