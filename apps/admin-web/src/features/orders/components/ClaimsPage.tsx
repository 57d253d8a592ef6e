import type { AdminClaimItem } from '@photoedit/contracts';
import { formatDateTime, formatMoney, useTranslation } from '@photoedit/i18n';
import { Card, LoadState, PageHeading, PinNotes, PinnedPhoto, usePageTitle } from '@photoedit/ui';
import { useClaimQueue } from '../api/claims';
import { ClaimDecision } from './ClaimDecision';

/** The Claims tab (issue 34): the open guarantee claims, oldest first, each with its decision, then the latest decided. */
export function ClaimsPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('claims.title'));
  const queue = useClaimQueue();
  return (
    <div>
      <PageHeading title={t('claims.title')} intro={t('claims.intro')} />
      {queue.data ? (
        <>
          <section aria-labelledby="claims-open" className="mt-8">
            <h2 id="claims-open" className="text-lg font-semibold text-ink">
              {t('claims.open', { count: queue.data.open.length })}
            </h2>
            {queue.data.open.length === 0 ? <p className="mt-2 text-ink-muted">{t('claims.none')}</p> : null}
            <ol className="mt-3 flex flex-col gap-4">
              {queue.data.open.map((claim) => (
                <li key={claim.id}>
                  <OpenClaim claim={claim} />
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="claims-decided" className="mt-10">
            <h2 id="claims-decided" className="text-lg font-semibold text-ink">
              {t('claims.decidedTitle')}
            </h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {queue.data.resolved.map((claim) => (
                <li key={claim.id} className="[overflow-wrap:anywhere]">
                  <DecidedClaim claim={claim} />
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <div className="mt-8">
          <LoadState error={queue.error} item={t('claims.title')} onRetry={() => void queue.refetch()} />
        </div>
      )}
    </div>
  );
}

function OpenClaim({ claim }: { claim: AdminClaimItem }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const title = t('claims.item', { number: claim.orderNumber, photo: claim.photo });
  return (
    <Card className="p-4" role="group" aria-label={title}>
      <h3 className="font-semibold text-ink">{title}</h3>
      <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
        {t('claims.by', { email: claim.clientEmail, date: formatDateTime(claim.openedAt, i18n.language) })}
        {claim.designer ? ` · ${t('claims.madeBy', { name: claim.designer.name })}` : ''}
      </p>
      <div className="mt-3 grid items-start gap-4 md:grid-cols-2">
        {claim.editedUrl ? (
          <PinnedPhoto
            src={claim.editedUrl}
            alt={t('claims.photoAlt', { photo: claim.photo })}
            caption={
              <a href={claim.originalUrl} className="underline underline-offset-4">
                {t('claims.original')}
              </a>
            }
            pins={claim.pins}
          />
        ) : null}
        <div>
          {claim.note ? (
            <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{claim.note}</p>
          ) : null}
          <PinNotes pins={claim.pins} className="mt-2" />
          <div className="mt-4">
            <ClaimDecision claim={claim} />
          </div>
        </div>
      </div>
    </Card>
  );
}

function DecidedClaim({ claim }: { claim: AdminClaimItem }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const amount = claim.amount
    ? formatMoney(claim.amount.amountMinor, claim.amount.currency, i18n.language)
    : '';
  return (
    <>
      <span className="font-medium">
        {t('claims.item', { number: claim.orderNumber, photo: claim.photo })}
      </span>
      {' · '}
      {claim.resolution ? t(`claims.decided_${claim.resolution}`, { amount }) : null}
      {claim.resolvedAt ? ` · ${formatDateTime(claim.resolvedAt, i18n.language)}` : ''}
      {claim.resolutionNote ? <span className="text-ink-muted"> · “{claim.resolutionNote}”</span> : null}
    </>
  );
}
