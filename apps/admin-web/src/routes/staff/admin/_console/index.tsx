import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../../features/users/components/UsersPage';

// /staff/admin, the admin's landing page (SPEC §2): the Users tab, where new designers wait for approval.
export const Route = createFileRoute('/staff/admin/_console/')({
  component: UsersPage,
});
