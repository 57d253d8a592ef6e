import type { AdminJobRun } from '@photoedit/contracts';
import { formatDateTime, useTranslation } from '@photoedit/i18n';
import { LoadState } from '@photoedit/ui';
import { useId } from 'react';
import { useJobRuns } from '../api/stats';

const refreshMs = 60_000;

/** The Dashboard's "Background jobs": each job's last run on any node, failing ones first (admin.jobs). */
export function BackgroundJobs() {
  const { t } = useTranslation(['admin', 'common']);
  const jobs = useJobRuns(refreshMs);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('jobs.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('jobs.intro')}</p>
      {jobs.data ? (
        jobs.data.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">{t('jobs.none')}</p>
        ) : (
          <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {jobs.data.map((job) => (
              <JobCard key={job.job} job={job} />
            ))}
          </ul>
        )
      ) : (
        <div className="mt-3">
          <LoadState error={jobs.error} item={t('jobs.item')} onRetry={() => void jobs.refetch()} />
        </div>
      )}
    </section>
  );
}

function JobCard({ job }: { job: AdminJobRun }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const failing = job.failuresInARow > 0;
  return (
    <li
      className={`flex min-w-0 flex-col gap-1 rounded-card border bg-white p-5 shadow-card ${
        failing ? 'border-warning-700' : 'border-border'
      }`}
    >
      <p className="break-all font-mono text-sm font-semibold text-ink">{job.job}</p>
      <p className={`text-sm font-medium ${failing ? 'text-warning-700' : 'text-ink'}`}>
        {failing ? t('jobs.failing', { count: job.failuresInARow }) : t('jobs.ok')}
      </p>
      <p className="text-sm text-ink-muted">
        {t('jobs.lastRun', { time: formatDateTime(job.lastStartedAt, i18n.language) })}
      </p>
      {failing && job.lastError ? (
        <p className="break-words text-sm text-ink">{t('jobs.lastError', { error: job.lastError })}</p>
      ) : null}
    </li>
  );
}
