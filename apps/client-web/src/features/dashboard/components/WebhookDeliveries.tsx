// An endpoint's delivery log (issue 36): its latest deliveries with their state, attempts and the receiver's last
// answer, and "Send again" (the same event id, for the receiver to dedupe).
import type { Language, WebhookDeliveryView, WebhookEndpointView } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, StatusLine, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useWebhookActions, useWebhookDeliveries } from '../api/webhooks';
import { formatDateTime } from '../format';

const stateColour: Record<WebhookDeliveryView['state'], string> = {
  pending: 'text-ink',
  delivered: 'text-success-700',
  failed: 'text-error-700',
};

export function WebhookDeliveries({ endpoint, lang }: { endpoint: WebhookEndpointView; lang: Language }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const deliveries = useWebhookDeliveries(endpoint.id);
  const { resend } = useWebhookActions();
  if (deliveries.isPending) return <StatusLine>{t('common:loading')}</StatusLine>;
  if (deliveries.isError) {
    return <LoadFailedAlert item={t('webhooks.deliveries')} onRetry={() => void deliveries.refetch()} />;
  }
  if (deliveries.data.length === 0)
    return <p className="mt-3 text-sm text-ink-muted">{t('webhooks.noDeliveries')}</p>;
  return (
    <ul
      className="mt-3 divide-y divide-border border-t border-border"
      aria-label={t('webhooks.deliveriesOf', { name: endpoint.name })}
    >
      {deliveries.data.map((delivery) => {
        const when = formatDateTime(delivery.createdAt, lang);
        const event = t(`webhooks.types.${delivery.eventType}`);
        return (
          <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p className="text-ink">
                {event} ·{' '}
                <span className={stateColour[delivery.state]}>{t(`webhooks.states.${delivery.state}`)}</span>
              </p>
              <p className="text-ink-muted">
                {when} · {t('webhooks.attempts')}: {delivery.attempts} · {t('webhooks.answer')}:{' '}
                {delivery.lastStatus ?? (delivery.attempts > 0 ? t('webhooks.noAnswer') : '—')}
                {delivery.nextAttemptAt
                  ? ` · ${t('webhooks.nextAttempt', { date: formatDateTime(delivery.nextAttemptAt, lang) })}`
                  : ''}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('webhooks.sendAgainWhich', { event, date: when })}
              onClick={() =>
                resend.mutate(
                  { deliveryId: delivery.id },
                  {
                    onSuccess: () => toast.success(t('webhooks.sent')),
                    onError: (error) => toast.error(describeError(error)),
                  },
                )
              }
            >
              {t('webhooks.sendAgain')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
