// "Same as last time" (issue 33): a signed-in client's newest order's services, applied to every photo at once,
// and its comment copied; each photo's own notes stay the client's to write.
import type { ServiceView } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import { useSession } from '@photoedit/web-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import type { WizardStateProps } from '../wizard-props';

export function RepeatLastOrder({
  state,
  dispatch,
  services,
}: WizardStateProps & { services: readonly ServiceView[] }) {
  const { t } = useTranslation('wizard');
  const trpc = useTRPC();
  const signedIn = useSession('client') !== null;
  const last = useQuery(
    trpc.clientOrders.repeatable.queryOptions(undefined, { enabled: signedIn, staleTime: 60_000 }),
  );
  const [applied, setApplied] = useState('');
  const order = last.data;
  const offered = order?.serviceIds.filter((id) => services.some((service) => service.id === id)) ?? [];
  if (!signedIn || !order || offered.length === 0 || state.photos.length === 0) return null;

  const apply = () => {
    const mediaIds = state.photos.map((photo) => photo.mediaId);
    for (const serviceId of offered) dispatch({ type: 'setService', mediaIds, serviceId, on: true });
    if (order.notes) dispatch({ type: 'orderNotes', notes: order.notes });
    setApplied(t('repeat.applied', { number: order.orderNumber, count: mediaIds.length }));
  };

  return (
    <section
      aria-labelledby="repeat-title"
      className="rounded-card border border-brand-200 bg-brand-50 p-4"
      data-testid="repeat-last-order"
    >
      <h3 id="repeat-title" className="font-semibold text-ink">
        {t('repeat.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('repeat.hint')}</p>
      <Button variant="secondary" className="mt-3" onClick={apply}>
        {t('repeat.use', { number: order.orderNumber })}
      </Button>
      <p className="mt-2 text-sm font-medium text-success-700" aria-live="polite">
        {applied}
      </p>
    </section>
  );
}
