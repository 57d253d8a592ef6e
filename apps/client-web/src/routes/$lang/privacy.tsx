import { LegalDocument } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/$lang/privacy')({
  component: () => <LegalDocument document="privacy" />,
});
