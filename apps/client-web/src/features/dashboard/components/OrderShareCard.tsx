// Share with the agent (issue 35): on a completed order, a link to a read-only gallery of the edited photos that
// works without signing in. The link is shown once, when it is made (copy it then); each link can be switched off.
import { type ClientOrderDetail, type Language, shareRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Card, SelectField, StatusLine, TextField, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useId, useState } from 'react';
import { useCreateShare, useOrderShares, useRevokeShare } from '../api/shares';
import { formatDateTime } from '../format';

const dayChoices = [7, shareRules.defaultDays, shareRules.maxDays] as const;

export function OrderShareCard({ order, lang }: { order: ClientOrderDetail; lang: Language }) {
  const { t } = useTranslation(['clientOrders', 'common']);
  const headingId = useId();
  if (order.status !== 'completed') return null;
  return (
    <Card className="mt-6 p-6" data-testid="order-share">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('share.title')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">{t('share.intro')}</p>
      <ShareForm orderNumber={order.orderNumber} />
      <ShareList orderNumber={order.orderNumber} lang={lang} />
    </Card>
  );
}

function ShareForm({ orderNumber }: { orderNumber: number }) {
  const { t } = useTranslation(['clientOrders', 'common']);
  const create = useCreateShare();
  const [days, setDays] = useState<number>(shareRules.defaultDays);
  const [url, setUrl] = useState<string | null>(null);
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { orderNumber, days },
            { onSuccess: (made) => setUrl(made.url), onError: (error) => toast.error(describeError(error)) },
          );
        }}
      >
        <SelectField
          label={t('share.valid')}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {dayChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t('share.days', { count: choice })}
            </option>
          ))}
        </SelectField>
        <Button type="submit" pending={create.isPending}>
          {t('share.create')}
        </Button>
      </form>
      {url ? (
        <div className="flex flex-wrap items-end gap-3" data-testid="share-link">
          <TextField
            className="min-w-0 grow"
            label={t('share.link')}
            hint={t('share.once')}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="secondary" onClick={() => void copy(url)}>
            {t('share.copy')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ShareList({ orderNumber, lang }: { orderNumber: number; lang: Language }) {
  const { t } = useTranslation(['clientOrders', 'common']);
  const shares = useOrderShares(orderNumber);
  const revoke = useRevokeShare();
  if (shares.isPending) return <StatusLine>{t('common:loading')}</StatusLine>;
  if (shares.isError || shares.data.length === 0) return null;
  return (
    <ul
      className="mt-4 divide-y divide-border rounded-card border border-border"
      aria-label={t('share.listLabel')}
    >
      {shares.data.map((share) => (
        <li key={share.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
          <span className="text-ink">
            {t('share.made', { date: formatDateTime(share.createdAt, lang) })}
            {' · '}
            {share.revokedAt
              ? t('share.revoked')
              : share.active
                ? t('share.until', { date: formatDateTime(share.expiresAt, lang) })
                : t('share.expired')}
          </span>
          {share.active ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              pending={revoke.isPending && revoke.variables?.shareId === share.id}
              onClick={() =>
                revoke.mutate(
                  { shareId: share.id },
                  {
                    onSuccess: () => toast.success(t('share.revokedToast')),
                    onError: (error) => toast.error(describeError(error)),
                  },
                )
              }
            >
              {t('share.revoke')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
