import type { AdminPromiseFigures } from '@photoedit/contracts';
import { formatDate, formatMoney, formatPercent, useTranslation } from '@photoedit/i18n';
import { LoadState } from '@photoedit/ui';
import type { ReactNode } from 'react';
import { usePromiseFigures } from '../api/stats';

const refreshMs = 5 * 60_000;

/** The Dashboard's "Promises" (issue 34): on time per week and per designer, credits granted, guarantee claims. */
export function PromiseFigures() {
  const { t } = useTranslation(['admin', 'common']);
  const figures = usePromiseFigures(refreshMs);
  return (
    <section aria-labelledby="promises-title" className="mt-10" data-testid="promise-figures">
      <h2 id="promises-title" className="text-lg font-semibold text-ink">
        {t('promises.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('promises.intro')}</p>
      {figures.data ? (
        <Figures figures={figures.data} />
      ) : (
        <div className="mt-3">
          <LoadState
            error={figures.error}
            item={t('promises.title')}
            onRetry={() => void figures.refetch()}
          />
        </div>
      )}
    </section>
  );
}

function Figures({ figures }: { figures: AdminPromiseFigures }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const rate = (onTime: number, delivered: number) =>
    delivered === 0 ? '—' : formatPercent(onTime / delivered, i18n.language);
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      <Table
        caption={t('promises.weeks')}
        head={[t('promises.week'), t('promises.delivered'), t('promises.onTime')]}
        rows={figures.weeks.map((week) => [
          formatDate(week.weekStart, i18n.language),
          week.delivered,
          rate(week.onTime, week.delivered),
        ])}
      />
      <Table
        caption={t('promises.designers')}
        head={[t('promises.designer'), t('promises.delivered'), t('promises.onTime')]}
        rows={figures.designers.map((designer) => [
          designer.name,
          designer.delivered,
          rate(designer.onTime, designer.delivered),
        ])}
        empty={t('promises.none')}
      />
      <Table
        caption={t('promises.credits')}
        head={[t('promises.currency'), t('promises.late'), t('promises.guarantee')]}
        rows={figures.credits.map((credit) => [
          credit.currency,
          t('promises.creditLine', {
            count: credit.lateCount,
            amount: formatMoney(credit.lateMinor, credit.currency, i18n.language),
          }),
          t('promises.creditLine', {
            count: credit.guaranteeCount,
            amount: formatMoney(credit.guaranteeMinor, credit.currency, i18n.language),
          }),
        ])}
        empty={t('promises.none')}
      />
      <Table
        caption={t('promises.claims')}
        head={[
          t('promises.opened'),
          t('promises.open'),
          t('promises.redo'),
          t('promises.refund'),
          t('promises.credit'),
        ]}
        rows={[
          [
            figures.claims.opened,
            figures.claims.open,
            figures.claims.redo,
            figures.claims.refund,
            figures.claims.credit,
          ],
        ]}
      />
    </div>
  );
}

function Table({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  empty?: string;
}) {
  return (
    <div className="min-w-0 overflow-x-auto rounded-card border border-border bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-ink-muted">
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={head.length} className="px-3 py-2 text-ink-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              // The rows come in the server's order and are replaced whole: the position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} className="border-b border-border last:border-0">
                {row.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are in its columns' order
                  <td key={column} className="px-3 py-2 text-ink">
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
