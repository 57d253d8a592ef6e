import { changeLanguage } from '@photoedit/i18n';
import type { UploadEntry } from '@photoedit/web-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadTotal, uploadTotals } from './UploadTotal';

const mb = 1024 * 1024;
const entry = (id: number, status: UploadEntry['status'], progress: number): UploadEntry => ({
  id: String(id),
  name: `room-${id}.jpg`,
  file: new File([], `room-${id}.jpg`),
  status,
  progress,
});
/** `File` of a given size without allocating it. */
const sized = (item: UploadEntry, bytes: number): UploadEntry => {
  Object.defineProperty(item.file as File, 'size', { value: bytes });
  return item;
};

const batch = () => [
  sized(entry(1, 'done', 1), 4 * mb),
  sized(entry(2, 'done', 1), 4 * mb),
  sized(entry(3, 'uploading', 0.5), 4 * mb),
  sized(entry(4, 'queued', 0), 4 * mb),
  sized(entry(5, 'failed', 0), 4 * mb),
];

describe('the whole batch of uploads', () => {
  it('counts photos and bytes of what is still meant to go, and the time left at the rate so far', () => {
    const totals = uploadTotals(batch(), 10_000);
    expect(totals).toMatchObject({ done: 2, count: 4, sentBytes: 10 * mb, totalBytes: 16 * mb });
    // 10 MB in 10 s: 6 MB more take 6 s.
    expect(totals.secondsLeft).toBe(6);
    expect(uploadTotals(batch().slice(3, 4), 0).secondsLeft).toBeNull();
  });

  it('is shown where the photos were dropped while uploads run, in each language', async () => {
    let now = 1_000;
    const { rerender } = render(<UploadTotal entries={batch()} now={() => now} />);
    now = 11_000;
    rerender(<UploadTotal entries={batch()} now={() => now} />);
    expect(screen.getByTestId('upload-total').textContent).toBe(
      '2 of 4 photos · 10\u00a0MB of 16\u00a0MB · about 6 sec left',
    );
    expect(screen.getByRole('progressbar', { name: 'All uploads: 63%' })).toBeDefined();
    await changeLanguage('pl');
    try {
      rerender(<UploadTotal entries={batch()} now={() => now} />);
      expect(screen.getByTestId('upload-total').textContent).toBe(
        '2 z 4 zdjęć · 10\u00a0MB z 16\u00a0MB · zostało około 6 sek.',
      );
    } finally {
      await changeLanguage('en');
    }
    rerender(<UploadTotal entries={batch().slice(0, 2)} now={() => now} />);
    expect(screen.queryByTestId('upload-total')).toBeNull();
  });
});
