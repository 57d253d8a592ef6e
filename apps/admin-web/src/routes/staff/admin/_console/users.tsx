import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../../features/users/components/UsersPage';

// The Users tab: new designers wait here for approval; accounts are activated and deactivated.
export const Route = createFileRoute('/staff/admin/_console/users')({
  component: UsersPage,
});
