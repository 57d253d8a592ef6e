import type { MediaItem } from '@photoedit/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  createXhrUpload,
  entriesFor,
  precheckFile,
  UploadAbortedError,
  type UploadEntry,
  UploadError,
  uploadReducer,
} from './upload-core';

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

describe('precheckFile', () => {
  it('accepts JPEG, PNG, WEBP and GIF up to 10MB, with the API’s messages otherwise', () => {
    expect(precheckFile(file('a.jpg', 100, 'image/jpeg'))).toBeUndefined();
    expect(precheckFile(file('a.png', 100, 'image/png'))).toBeUndefined();
    expect(precheckFile(file('a.webp', 100, 'image/webp'))).toBeUndefined();
    expect(precheckFile(file('a.gif', 100, 'image/gif'))).toBeUndefined();
    expect(precheckFile({ name: 'a.jpg', size: 10 * 1024 * 1024, type: 'image/jpeg' })).toBeUndefined();
    expect(precheckFile({ name: 'a.jpg', size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe(
      'media:errors.fileTooLarge',
    );
    expect(precheckFile(file('a.svg', 100, 'image/svg+xml'))).toBe('media:errors.unsupportedFormat');
    expect(precheckFile(file('a.tiff', 100, 'image/tiff'))).toBe('media:errors.unsupportedFormat');
    expect(precheckFile(file('a.txt', 100, 'text/plain'))).toBe('media:errors.unsupportedFormat');
    expect(precheckFile(file('a.jpg', 0, 'image/jpeg'))).toBe('media:errors.empty');
    // No type reported by the system: the extension decides the pre-check (the server decides for real).
    expect(precheckFile(file('a.JPG', 100, ''))).toBeUndefined();
    expect(precheckFile(file('a.heic', 100, ''))).toBe('media:errors.unsupportedFormat');
  });
});

describe('uploadReducer', () => {
  const item = {
    id: 'm1',
    info: { originalFileName: 'a.jpg' },
    qualities: { thumbnail: { url: '/media/m1?quality=thumbnail', width: 40, height: 30 } },
  } as unknown as MediaItem;
  const start = (): UploadEntry[] =>
    entriesFor([file('a.jpg', 10, 'image/jpeg'), file('b.txt', 10, 'text/plain')]);

  it('lists one drop in file-name order, numbers compared as numbers', () => {
    const names = ['IMG_10.jpg', 'img_2.jpg', '03-kitchen.jpg', 'IMG_1.jpg', '01-front.jpg'];
    expect(entriesFor(names.map((name) => file(name, 10, 'image/jpeg'))).map((entry) => entry.name)).toEqual([
      '01-front.jpg',
      '03-kitchen.jpg',
      'IMG_1.jpg',
      'img_2.jpg',
      'IMG_10.jpg',
    ]);
  });

  it('queues good files and fails bad ones at once', () => {
    const [good, bad] = start();
    expect(good).toMatchObject({ status: 'queued', progress: 0 });
    expect(bad).toMatchObject({ status: 'failed', errorKey: 'media:errors.unsupportedFormat' });
  });

  it('walks queued → uploading → done with progress', () => {
    let state = start();
    const id = state[0]?.id ?? '';
    state = uploadReducer(state, { type: 'start', id });
    state = uploadReducer(state, { type: 'progress', id, progress: 0.4 });
    expect(state[0]).toMatchObject({ status: 'uploading', progress: 0.4 });
    state = uploadReducer(state, { type: 'done', id, item });
    expect(state[0]).toMatchObject({
      status: 'done',
      progress: 1,
      item,
      stored: { mediaId: 'm1', name: 'a.jpg', thumbnail: { url: '/media/m1?quality=thumbnail', width: 40 } },
    });
    // Late events change nothing.
    expect(uploadReducer(state, { type: 'progress', id, progress: 0.1 })).toEqual(state);
    expect(uploadReducer(state, { type: 'cancel', id })).toEqual(state);
  });

  it('cancels, retries after a cancel or a server failure, but not a file that fails its pre-check', () => {
    let state = start();
    const [good, bad] = state.map((entry) => entry.id) as [string, string];
    state = uploadReducer(state, { type: 'start', id: good });
    state = uploadReducer(state, { type: 'cancel', id: good });
    expect(state[0]).toMatchObject({ status: 'canceled', progress: 0 });
    state = uploadReducer(state, { type: 'retry', id: good });
    expect(state[0]).toMatchObject({ status: 'queued' });
    state = uploadReducer(state, { type: 'start', id: good });
    state = uploadReducer(state, { type: 'fail', id: good, errorKey: 'media:errors.network' });
    expect(state[0]).toMatchObject({ status: 'failed', errorKey: 'media:errors.network' });
    state = uploadReducer(state, { type: 'retry', id: good });
    expect(state[0]).toMatchObject({ status: 'queued', errorKey: undefined });
    expect(uploadReducer(state, { type: 'retry', id: bad })[1]).toMatchObject({ status: 'failed' });
    expect(uploadReducer(state, { type: 'remove', id: bad })).toHaveLength(1);
  });
});

/** A scriptable stand-in for XMLHttpRequest. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('createXhrUpload', () => {
  const make = () =>
    createXhrUpload({
      headers: () => ({ 'x-draft-token': 'tok' }),
      createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('posts the file in the `file` field with the headers, reports progress and resolves with the item', async () => {
    const onProgress = vi.fn();
    const pending = make()(file('a.jpg', 10, 'image/jpeg'), onProgress, new AbortController().signal);
    await tick();
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr).toMatchObject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { 'x-draft-token': 'tok' },
    });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.progress(5, 10);
    expect(onProgress).toHaveBeenLastCalledWith(0.5);
    xhr.respond(201, { id: 'm1' });
    await expect(pending).resolves.toEqual({ id: 'm1' });
  });

  it('rejects with the API’s message key, or a network error', async () => {
    const refused = make()(file('a.jpg', 10, 'image/jpeg'), () => {}, new AbortController().signal);
    await tick();
    (FakeXhr.last as FakeXhr).respond(415, {
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'x', messageKey: 'media:errors.unsupportedFormat' },
    });
    await expect(refused).rejects.toMatchObject({
      messageKey: 'media:errors.unsupportedFormat',
      status: 415,
    });
    const offline = make()(file('a.jpg', 10, 'image/jpeg'), () => {}, new AbortController().signal);
    await tick();
    (FakeXhr.last as FakeXhr).onerror?.();
    await expect(offline).rejects.toBeInstanceOf(UploadError);
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const pending = make()(file('a.jpg', 10, 'image/jpeg'), () => {}, controller.signal);
    await tick();
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(UploadAbortedError);
  });
});
