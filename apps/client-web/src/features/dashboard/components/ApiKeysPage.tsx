// /{lang}/dashboard/api-keys (issue 36): keys for the software the client runs their business on (a platform, an
// automation) to call PhotoEdit's REST v1. A key's secret is shown once, when it is made; any key can be revoked.
import { type ApiKeyView, apiKeyRules, type Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  Button,
  ButtonLink,
  Card,
  CheckboxField,
  Container,
  StatusLine,
  TextField,
  toast,
  usePageTitle,
} from '@photoedit/ui';
import { describeError, useLeaveWhenSignedOut } from '@photoedit/web-client';
import { useId, useState } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useApiKeyActions, useApiKeys } from '../api/api-keys';
import { formatDateTime } from '../format';
import { SecretShownOnce } from './SecretShownOnce';
import { WebhooksSection } from './WebhooksSection';

export function ApiKeysPage({ lang }: { lang: Language }) {
  const { t } = useTranslation(['dashboard', 'common']);
  usePageTitle(t('apiKeys.title'));
  useLeaveWhenSignedOut('client');
  const keys = useApiKeys();
  return (
    <Container className="py-10">
      <ButtonLink to="/$lang/dashboard" params={{ lang }} variant="ghost" size="sm">
        ← {t('client.title')}
      </ButtonLink>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-ink">{t('apiKeys.title')}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('apiKeys.intro')}</p>
      <NewKey />
      <div className="mt-8">
        {keys.isPending ? (
          <StatusLine>{t('common:loading')}</StatusLine>
        ) : keys.isError ? (
          <LoadFailedAlert item={t('apiKeys.title')} onRetry={() => void keys.refetch()} />
        ) : (
          <KeyList keys={keys.data} lang={lang} />
        )}
      </div>
      <WebhooksSection lang={lang} />
    </Container>
  );
}

function NewKey() {
  const { t } = useTranslation('dashboard');
  const { create } = useApiKeyActions();
  const [name, setName] = useState('');
  const [write, setWrite] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const headingId = useId();
  return (
    <Card className="mt-8 p-6">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('apiKeys.new')}
      </h2>
      <form
        aria-labelledby={headingId}
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { name, write },
            {
              onSuccess: (made) => {
                setSecret(made.secret);
                setName('');
              },
              onError: (error) => toast.error(describeError(error)),
            },
          );
        }}
      >
        <TextField
          label={t('apiKeys.name')}
          hint={t('apiKeys.nameHint')}
          required
          maxLength={apiKeyRules.nameMaxLength}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <CheckboxField
          label={t('apiKeys.write')}
          checked={write}
          onChange={(event) => setWrite(event.target.checked)}
        />
        <Button type="submit" className="self-start" pending={create.isPending}>
          {t('apiKeys.create')}
        </Button>
      </form>
      {secret ? (
        <SecretShownOnce
          label={t('apiKeys.secret')}
          hint={t('apiKeys.once')}
          value={secret}
          testId="api-key-secret"
        />
      ) : null}
    </Card>
  );
}

function KeyList({ keys, lang }: { keys: readonly ApiKeyView[]; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const { revoke } = useApiKeyActions();
  if (keys.length === 0) return <p className="text-ink-muted">{t('apiKeys.none')}</p>;
  return (
    <ul
      className="divide-y divide-border rounded-card border border-border bg-white"
      aria-label={t('apiKeys.list')}
    >
      {keys.map((key) => (
        <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <p className="font-medium text-ink">
              {key.name} <code className="text-sm text-ink-muted">{key.prefix}…</code>
            </p>
            <p className="text-sm text-ink-muted">
              {t(key.scopes.includes('write') ? 'apiKeys.readWrite' : 'apiKeys.readOnly')}
              {' · '}
              {key.lastUsedAt
                ? t('apiKeys.used', { date: formatDateTime(key.lastUsedAt, lang) })
                : t('apiKeys.unused')}
              {key.revokedAt ? ` · ${t('apiKeys.revoked')}` : ''}
            </p>
          </div>
          {key.revokedAt ? null : (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('apiKeys.revokeWhich', { name: key.name })}
              onClick={() =>
                revoke.mutate(
                  { keyId: key.id },
                  {
                    onSuccess: () => toast.success(t('apiKeys.revokedToast', { name: key.name })),
                    onError: (error) => toast.error(describeError(error)),
                  },
                )
              }
            >
              {t('apiKeys.revoke')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
