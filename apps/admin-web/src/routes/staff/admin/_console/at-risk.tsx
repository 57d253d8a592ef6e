import { createFileRoute } from '@tanstack/react-router';
import { AtRiskPage } from '../../../../features/orders/components/AtRiskPage';

export const Route = createFileRoute('/staff/admin/_console/at-risk')({
  component: AtRiskPage,
});
