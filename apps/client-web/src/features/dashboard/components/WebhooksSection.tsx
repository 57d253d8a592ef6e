// The webhooks of the API keys page (issue 36): add an endpoint (name, https address, events; its signing secret
// shown once), see each endpoint's state, switch it on (again, after it was switched off for failing) or off,
// remove it, and open its delivery log.
import {
  type Language,
  type WebhookEndpointView,
  type WebhookEventType,
  webhookEventTypes,
  webhookRules,
} from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Card, CheckboxField, StatusLine, TextField, toast } from '@photoedit/ui';
import { describeError, errorIssues, translateMessageKey } from '@photoedit/web-client';
import { useId, useState } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useWebhookActions, useWebhooks } from '../api/webhooks';
import { SecretShownOnce } from './SecretShownOnce';
import { WebhookDeliveries } from './WebhookDeliveries';

export function WebhooksSection({ lang }: { lang: Language }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const endpoints = useWebhooks();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-ink">
        {t('webhooks.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('webhooks.intro')}</p>
      <NewWebhook />
      <div className="mt-8">
        {endpoints.isPending ? (
          <StatusLine>{t('common:loading')}</StatusLine>
        ) : endpoints.isError ? (
          <LoadFailedAlert item={t('webhooks.title')} onRetry={() => void endpoints.refetch()} />
        ) : endpoints.data.length === 0 ? (
          <p className="text-ink-muted">{t('webhooks.none')}</p>
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t('webhooks.list')}>
            {endpoints.data.map((endpoint) => (
              <Endpoint key={endpoint.id} endpoint={endpoint} lang={lang} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function NewWebhook() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { create } = useWebhookActions();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>([
    'order.paid',
    'order.delivered',
    'order.completed',
  ]);
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const [urlError, setUrlError] = useState<string>();
  const headingId = useId();
  const eventsId = useId();
  const toggle = (type: WebhookEventType, on: boolean) =>
    setTypes((chosen) => (on ? [...chosen, type] : chosen.filter((each) => each !== type)));
  return (
    <Card className="mt-6 p-6">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {t('webhooks.new')}
      </h3>
      <form
        aria-labelledby={headingId}
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setUrlError(undefined);
          create.mutate(
            { name, url, eventTypes: types },
            {
              onSuccess: (created) => {
                setMade({ name: created.endpoint.name, secret: created.secret });
                setName('');
                setUrl('');
              },
              onError: (error) => {
                const issue = errorIssues(error).find((each) => each.path[0] === 'url');
                if (issue) setUrlError(translateMessageKey(issue.message));
                else toast.error(describeError(error));
              },
            },
          );
        }}
      >
        <TextField
          label={t('webhooks.name')}
          required
          maxLength={webhookRules.nameMaxLength}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('webhooks.url')}
          hint={t('webhooks.urlHint')}
          type="url"
          inputMode="url"
          required
          spellCheck={false}
          maxLength={webhookRules.maxUrlLength}
          value={url}
          error={urlError}
          onChange={(event) => setUrl(event.target.value)}
        />
        <fieldset aria-describedby={`${eventsId}-hint`}>
          <legend className="text-sm font-medium text-ink">{t('webhooks.events')}</legend>
          <p id={`${eventsId}-hint`} className="text-sm text-ink-muted">
            {t('webhooks.eventsHint')}
          </p>
          <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
            {webhookEventTypes.map((type) => (
              <CheckboxField
                key={type}
                label={t(`webhooks.types.${type}`)}
                checked={types.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="self-start" pending={create.isPending} disabled={types.length === 0}>
          {t('webhooks.create')}
        </Button>
      </form>
      {made ? (
        <SecretShownOnce
          label={t('webhooks.secret', { name: made.name })}
          hint={t('webhooks.once')}
          value={made.secret}
          testId="webhook-secret"
        />
      ) : null}
    </Card>
  );
}

function Endpoint({ endpoint, lang }: { endpoint: WebhookEndpointView; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const { update, remove } = useWebhookActions();
  const [showLog, setShowLog] = useState(false);
  const logId = useId();
  const switchTo = (enabled: boolean) =>
    update.mutate(
      {
        endpointId: endpoint.id,
        name: endpoint.name,
        url: endpoint.url,
        eventTypes: endpoint.eventTypes,
        enabled,
      },
      { onError: (error) => toast.error(describeError(error)) },
    );
  return (
    <li className="rounded-card border border-border bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-medium text-ink">
            {endpoint.name} ·{' '}
            <span className={endpoint.enabled ? 'text-success-700' : 'text-error-700'}>
              {t(endpoint.enabled ? 'webhooks.on' : 'webhooks.off')}
            </span>
          </p>
          <p className="text-sm text-ink-muted">
            <code>{endpoint.url}</code>
          </p>
          <p className="text-sm text-ink-muted">
            {endpoint.eventTypes.map((type) => t(`webhooks.types.${type}`)).join(', ')}
          </p>
          {endpoint.disabledReason === 'failing' ? (
            <p className="text-sm text-error-700">{t('webhooks.switchedOff')}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((shown) => !shown)}
          >
            {t('webhooks.deliveries')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            pending={update.isPending}
            aria-label={t(endpoint.enabled ? 'webhooks.switchOffWhich' : 'webhooks.switchOnWhich', {
              name: endpoint.name,
            })}
            onClick={() => switchTo(!endpoint.enabled)}
          >
            {t(endpoint.enabled ? 'webhooks.switchOff' : 'webhooks.switchOn')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('webhooks.removeWhich', { name: endpoint.name })}
            onClick={() =>
              remove.mutate(
                { endpointId: endpoint.id },
                {
                  onSuccess: () => toast.success(t('webhooks.removed', { name: endpoint.name })),
                  onError: (error) => toast.error(describeError(error)),
                },
              )
            }
          >
            {t('webhooks.remove')}
          </Button>
        </div>
      </div>
      <div id={logId}>{showLog ? <WebhookDeliveries endpoint={endpoint} lang={lang} /> : null}</div>
    </li>
  );
}
