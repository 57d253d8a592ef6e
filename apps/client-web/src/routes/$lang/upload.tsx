import { useTranslation } from '@photoedit/i18n';
import { requireRole, usePageTitle } from '@photoedit/ui';
import { useSession } from '@photoedit/web-client';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { OrderWizard } from '../../features/wizard/components/OrderWizard';
import { WizardTitleLevel } from '../../features/wizard/components/WizardHeading';
import { wizardBillingOf } from '../../features/wizard/wizard-billing';
import type { WizardOrder } from '../../features/wizard/wizard-state';
import { paymentResultPath } from '../../lib/payment-result-path';

// SPEC §2 /{lang}/upload (guarded): the order wizard for a signed-in client, with their details prefilled.
export const Route = createFileRoute('/$lang/upload')({
  beforeLoad: requireRole('client'),
  loader: ({ context: { queryClient, trpc, lang } }) =>
    queryClient.ensureQueryData(trpc.services.list.queryOptions({ lang })),
  component: UploadRoute,
});

function UploadRoute() {
  const { lang, trpc } = Route.useRouteContext();
  const session = useSession('client');
  // The saved company details for the invoice (issue 35); the wizard works without them meanwhile.
  const profile = useQuery({ ...trpc.billing.profile.queryOptions(), enabled: Boolean(session) });
  const billingPrefill = useMemo(() => (profile.data ? wizardBillingOf(profile.data) : null), [profile.data]);
  const { t } = useTranslation('wizard');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const onPaid = useCallback(
    (order: WizardOrder) => void navigate({ href: paymentResultPath(order) }),
    [navigate],
  );
  const user = session?.user;
  // The wizard is this page: its title is the page's h1.
  return (
    <WizardTitleLevel value={1}>
      <OrderWizard
        lang={lang}
        onPaid={onPaid}
        billingPrefill={billingPrefill}
        prefill={
          user
            ? { email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '' }
            : undefined
        }
      />
    </WizardTitleLevel>
  );
}
