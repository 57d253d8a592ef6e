import type { MediaItem } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { type BatchEvent, uploadBatch } from './upload-batch';
import { UploadError, type UploadFn } from './upload-core';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const item = (id: string) => ({ id }) as MediaItem;

describe('uploadBatch', () => {
  it('sends at most `parallel` files at once and resolves with every stored item', async () => {
    let running = 0;
    let most = 0;
    const upload: UploadFn = async (sent, onProgress) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      onProgress(1);
      running--;
      return item(sent.name);
    };
    const files = new Map(['a', 'b', 'c', 'd', 'e'].map((key) => [key, file(`${key}.jpg`)]));
    const events: BatchEvent<string>[] = [];
    const result = await uploadBatch(files, upload, {
      parallel: 2,
      signal: new AbortController().signal,
      onEvent: (event) => events.push(event),
    });
    expect(most).toBe(2);
    expect([...(result ?? new Map()).entries()].map(([key, value]) => [key, value.id])).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((key) => [key, `${key}.jpg`]),
    );
    expect(events.filter((event) => event.type === 'done')).toHaveLength(5);
  });

  it('reports a failure by its message key and resolves null; the others still finish', async () => {
    const upload: UploadFn = async (sent) => {
      if (sent.name === 'bad.jpg') throw new UploadError('media:errors.fileTooLarge', 413);
      return item(sent.name);
    };
    const events: BatchEvent<string>[] = [];
    const result = await uploadBatch(
      new Map([
        ['good', file('good.jpg')],
        ['bad', file('bad.jpg')],
      ]),
      upload,
      { signal: new AbortController().signal, onEvent: (event) => events.push(event) },
    );
    expect(result).toBeNull();
    expect(events).toContainEqual({ key: 'bad', type: 'failed', errorKey: 'media:errors.fileTooLarge' });
    expect(events).toContainEqual({ key: 'good', type: 'done', item: item('good.jpg') });
  });
});
