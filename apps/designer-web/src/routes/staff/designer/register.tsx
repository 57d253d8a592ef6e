import { redirectIfSignedIn, StaffShell } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../../features/auth/components/RegisterForm';

export const Route = createFileRoute('/staff/designer/register')({
  beforeLoad: redirectIfSignedIn('designer'),
  component: () => (
    <StaffShell>
      <RegisterForm />
    </StaffShell>
  ),
});
