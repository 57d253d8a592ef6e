import type { MediaItem } from '@photoedit/contracts';
import type { UploadFn } from '@photoedit/web-client';
import { UploadAbortedError, UploadError } from '@photoedit/web-client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Uploader } from './Uploader';

const jpeg = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const mediaItem = (id: string) =>
  ({
    id,
    info: { originalFileName: null },
    qualities: { thumbnail: { url: `/media/${id}?quality=thumbnail&exp=1&sig=x`, width: 40, height: 30 } },
  }) as unknown as MediaItem;

/** A transport the test drives by hand: each call waits until the test settles it. */
function manualTransport() {
  const calls: {
    file: File;
    onProgress: (fraction: number) => void;
    signal: AbortSignal;
    resolve: (item: MediaItem) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const upload: UploadFn = (file, onProgress, signal) =>
    new Promise((resolve, reject) => {
      calls.push({ file, onProgress, signal, resolve, reject });
      signal.addEventListener('abort', () => reject(new UploadAbortedError('aborted')));
    });
  return { upload, calls };
}

describe('Uploader', () => {
  it('uploads picked files in parallel (up to the limit), shows progress and thumbnails, announces results', async () => {
    const { upload, calls } = manualTransport();
    render(<Uploader upload={upload} parallel={2} />);
    expect(screen.getByRole('group', { name: 'Upload photos' })).toBeTruthy();
    await userEvent.upload(screen.getByTestId('uploader-input'), [
      jpeg('a.jpg'),
      jpeg('b.jpg'),
      jpeg('c.jpg'),
    ]);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getByText('Waiting…')).toBeTruthy();
    act(() => calls[0]?.onProgress(0.5));
    expect(screen.getByRole('progressbar', { name: 'Uploading a.jpg: 50%' })).toBeTruthy();
    act(() => calls[0]?.resolve(mediaItem('m1')));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of a.jpg' })).toBeTruthy());
    expect(screen.getByRole('img', { name: 'Preview of a.jpg' }).getAttribute('src')).toBe(
      '/media/m1?quality=thumbnail&exp=1&sig=x',
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('a.jpg uploaded.'));
    // The third file starts once a slot is free.
    await waitFor(() => expect(calls).toHaveLength(3));
  });

  it('refuses wrong types and files over 10MB before sending, with the API’s messages', async () => {
    const { upload, calls } = manualTransport();
    render(<Uploader upload={upload} />);
    const input = screen.getByTestId('uploader-input');
    await userEvent.upload(input, [new File(['x'], 'notes.txt', { type: 'text/plain' })], {
      applyAccept: false,
    });
    await userEvent.upload(input, [jpeg('huge.jpg', 10 * 1024 * 1024 + 1)]);
    expect(
      await screen.findByText('Unsupported format. Please upload a JPG, PNG, WEBP or GIF image.'),
    ).toBeTruthy();
    expect(screen.getByText('File too large — maximum 10 MB.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Retry upload of huge.jpg' })).toBeNull();
  });

  it('cancels an upload and retries it; shows a server refusal and retries after it', async () => {
    const { upload, calls } = manualTransport();
    const user = userEvent.setup();
    render(<Uploader upload={upload} />);
    await user.upload(screen.getByTestId('uploader-input'), [jpeg('a.jpg')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancel upload of a.jpg' }));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(await screen.findByText('Canceled')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry upload of a.jpg' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => calls[1]?.reject(new UploadError('media:errors.damaged', 400)));
    expect(await screen.findByText('Damaged file. It could not be read as an image.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry upload of a.jpg' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    act(() => calls[2]?.resolve(mediaItem('m2')));
    expect(await screen.findByText('Uploaded')).toBeTruthy();
  });

  it('lists uploads stored earlier as done, with their thumbnails; they can be removed, never re-sent', async () => {
    const { upload, calls } = manualTransport();
    const user = userEvent.setup();
    const changes: string[][] = [];
    render(
      <Uploader
        upload={upload}
        initialUploads={[
          {
            mediaId: 'm1',
            name: 'a.jpg',
            thumbnail: { url: '/media/m1?quality=thumbnail', width: 40, height: 30 },
          },
          { mediaId: 'm2', name: 'b.jpg' },
        ]}
        renderThumbnail={(stored, alt) =>
          stored.mediaId === 'm2' ? <img alt={alt} src="/renewed/m2" /> : undefined
        }
        onChange={(entries) => changes.push(entries.flatMap((entry) => entry.stored?.mediaId ?? []))}
      />,
    );
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Preview of b.jpg' }).getAttribute('src')).toBe('/renewed/m2');
    expect(screen.queryByRole('button', { name: 'Retry upload of a.jpg' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(screen.getAllByText('Uploaded')).toHaveLength(1);
    expect(changes.at(-1)).toEqual(['m2']);
    await user.upload(screen.getByTestId('uploader-input'), [jpeg('c.jpg')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.file.name).toBe('c.jpg');
  });

  it('is usable from the keyboard: the file picker button is focusable', async () => {
    const user = userEvent.setup();
    render(<Uploader upload={manualTransport().upload} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose files' }));
  });
});
