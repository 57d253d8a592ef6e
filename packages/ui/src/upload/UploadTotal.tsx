import { formatNumber, formatPercent, useTranslation } from '@photoedit/i18n';
import type { UploadEntry } from '@photoedit/web-client';
import { useRef } from 'react';

const mb = 1024 * 1024;

/** What a batch of uploads has done so far: photos, bytes, and the time left at the rate so far. */
export function uploadTotals(entries: readonly UploadEntry[], elapsedMs: number) {
  const counted = entries.filter(
    (entry) => entry.file && entry.status !== 'canceled' && entry.status !== 'failed',
  );
  const totalBytes = counted.reduce((sum, entry) => sum + (entry.file?.size ?? 0), 0);
  const sentBytes = counted.reduce((sum, entry) => sum + (entry.file?.size ?? 0) * entry.progress, 0);
  const rate = elapsedMs > 0 ? sentBytes / elapsedMs : 0;
  return {
    done: counted.filter((entry) => entry.status === 'done').length,
    count: counted.length,
    sentBytes,
    totalBytes,
    /** Seconds left; null until a rate is known. */
    secondsLeft: rate > 0 && sentBytes > 0 ? Math.ceil((totalBytes - sentBytes) / rate / 1000) : null,
  };
}

/**
 * The whole batch's progress where the photos were dropped ("23 of 40 photos · 110 of 194 MB · about 2 min
 * left"), while any upload is waiting or running.
 */
export function UploadTotal({
  entries,
  now = Date.now,
}: {
  entries: readonly UploadEntry[];
  now?: () => number;
}) {
  const { t, i18n } = useTranslation('media');
  const busy = entries.some((entry) => entry.status === 'queued' || entry.status === 'uploading');
  const startedAt = useRef<number | null>(null);
  if (!busy) {
    startedAt.current = null;
    return null;
  }
  startedAt.current ??= now();
  const totals = uploadTotals(entries, now() - startedAt.current);
  const size = (bytes: number) =>
    `${formatNumber(Math.round((bytes / mb) * 10) / 10, i18n.language)}\u00a0MB`;
  const left =
    totals.secondsLeft === null
      ? null
      : new Intl.NumberFormat(i18n.language, {
          style: 'unit',
          unit: totals.secondsLeft >= 90 ? 'minute' : 'second',
          unitDisplay: 'short',
        }).format(totals.secondsLeft >= 90 ? Math.round(totals.secondsLeft / 60) : totals.secondsLeft);
  const fraction = totals.totalBytes > 0 ? totals.sentBytes / totals.totalBytes : 0;
  return (
    <div className="flex flex-col gap-1" data-testid="upload-total">
      <progress
        className="h-2 w-full"
        max={100}
        value={Math.round(fraction * 100)}
        aria-label={t('uploader.totalLabel', { percent: formatPercent(fraction, i18n.language, 0) })}
      />
      <p className="text-sm text-ink-muted">
        {t('uploader.total', { done: totals.done, count: totals.count })}
        {' · '}
        {t('uploader.totalBytes', { sent: size(totals.sentBytes), total: size(totals.totalBytes) })}
        {left ? ` · ${t('uploader.timeLeft', { time: left })}` : null}
      </p>
    </div>
  );
}
