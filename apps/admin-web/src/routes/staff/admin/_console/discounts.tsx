import { createFileRoute } from '@tanstack/react-router';
import { DiscountsPage } from '../../../../features/discounts/components/DiscountsPage';

export const Route = createFileRoute('/staff/admin/_console/discounts')({
  component: DiscountsPage,
});
