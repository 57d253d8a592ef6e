// The API keys tab (issue 36): every client's keys for REST v1, newest first, with their account, prefix, scopes and
// last use; any key can be revoked here at once.
import { formatDateTime, useTranslation } from '@photoedit/i18n';
import { Button, LoadState, PageHeading, toast, usePageTitle } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useAllApiKeys, useRevokeApiKey } from '../api/api-keys';

export function ApiKeysPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  usePageTitle(t('apiKeys.title'));
  const keys = useAllApiKeys();
  const revoke = useRevokeApiKey();
  return (
    <div>
      <PageHeading title={t('apiKeys.title')} intro={t('apiKeys.intro')} />
      <div className="mt-6">
        {keys.data ? (
          keys.data.length === 0 ? (
            <p className="text-ink-muted">{t('apiKeys.none')}</p>
          ) : (
            <ul
              className="divide-y divide-border rounded-card border border-border bg-white"
              aria-label={t('apiKeys.title')}
            >
              {keys.data.map((key) => (
                <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-medium text-ink">
                      {key.name} <code className="text-ink-muted">{key.prefix}…</code>
                    </span>
                    <span className="block text-ink-muted">
                      {key.accountEmail} · {key.scopes.join(', ')} ·{' '}
                      {key.lastUsedAt
                        ? t('apiKeys.used', { date: formatDateTime(key.lastUsedAt, i18n.language) })
                        : t('apiKeys.unused')}
                      {key.revokedAt ? ` · ${t('apiKeys.revoked')}` : ''}
                    </span>
                  </span>
                  {key.revokedAt ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('apiKeys.revokeWhich', { name: key.name, email: key.accountEmail })}
                      onClick={() =>
                        revoke.mutate(
                          { keyId: key.id },
                          {
                            onSuccess: () => toast.success(t('apiKeys.revokedToast')),
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
          )
        ) : (
          <LoadState error={keys.error} item={t('apiKeys.title')} onRetry={() => void keys.refetch()} />
        )}
      </div>
    </div>
  );
}
