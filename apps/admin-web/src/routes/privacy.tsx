import { LegalDocument, StaffShell } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';

// The cookie banner opens /privacy in a new tab; staff hosts serve it too, in the current language.
export const Route = createFileRoute('/privacy')({
  component: () => (
    <StaffShell>
      <LegalDocument document="privacy" />
    </StaffShell>
  ),
});
