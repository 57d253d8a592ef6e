import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../../features/stats/components/DashboardPage';

// /staff/admin, the admin's landing page (SPEC §2): the Dashboard tab with the figures of the day.
export const Route = createFileRoute('/staff/admin/_console/')({
  component: DashboardPage,
});
