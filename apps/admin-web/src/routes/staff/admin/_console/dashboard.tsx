import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../../features/stats/components/DashboardPage';

export const Route = createFileRoute('/staff/admin/_console/dashboard')({
  component: DashboardPage,
});
