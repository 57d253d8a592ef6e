import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  chunkLoadErrorMessage,
  chunkReloadGuardMs,
  chunkReloadStorageKey,
  claimChunkReload,
  importWithRetry,
  installChunkLoadRecovery,
  isChunkLoadError,
  reportChunkLoadError,
} from './chunk-load';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    values,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ChunkLoadError', () => {
  it("is reported as 'Loading chunk failed'", () => {
    const error = new ChunkLoadError({ cause: new TypeError('x') });
    expect(error.message).toBe('Loading chunk failed');
    expect(chunkLoadErrorMessage).toBe('Loading chunk failed');
    expect(error.name).toBe('ChunkLoadError');
    expect(error).toBeInstanceOf(Error);
  });

  it('recognises the browsers’ dynamic-import failures and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('the reload guard', () => {
  it('allows one reload, then none within the guard window, then one again after it', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const deps = { storage, now: () => now };
    expect(claimChunkReload(deps)).toBe(true);
    expect(storage.values.get(chunkReloadStorageKey)).toBe('1000000');
    now += 1000;
    expect(claimChunkReload(deps)).toBe(false);
    now += chunkReloadGuardMs;
    expect(claimChunkReload(deps)).toBe(true);
  });

  it('never reloads without storage (a loop could not be detected)', () => {
    expect(claimChunkReload({ storage: null })).toBe(false);
  });

  it('survives the reload itself: it is kept in sessionStorage', () => {
    expect(claimChunkReload()).toBe(true);
    expect(window.sessionStorage.getItem(chunkReloadStorageKey)).not.toBeNull();
    expect(claimChunkReload()).toBe(false);
  });

  it('reportChunkLoadError reloads only the first time and reports every time', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const notify = vi.fn();
    const first = reportChunkLoadError(new TypeError('Failed to fetch dynamically imported module'), {
      storage,
      reload,
      notify,
    });
    const second = reportChunkLoadError(new TypeError('Failed to fetch dynamically imported module'), {
      storage,
      reload,
      notify,
    });
    expect(first.reloading).toBe(true);
    expect(second.reloading).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith('Loading chunk failed');
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk failed' }));
  });
});

describe('installChunkLoadRecovery', () => {
  let uninstall: () => void = () => {};
  afterEach(() => uninstall());

  it("handles Vite's vite:preloadError: reloads once and prevents the default only then", () => {
    const reload = vi.fn();
    const notify = vi.fn();
    uninstall = installChunkLoadRecovery({ storage: memoryStorage(), reload, notify });

    const first = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload CSS'),
    });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('x'),
    });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('handles unhandled dynamic-import rejections but ignores other rejections', () => {
    const reload = vi.fn();
    const notify = vi.fn();
    uninstall = installChunkLoadRecovery({ storage: memoryStorage(), reload, notify });
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true });
      Object.defineProperty(event, 'reason', { value: reason });
      return event;
    };
    window.dispatchEvent(rejection(new Error('unrelated')));
    expect(notify).not.toHaveBeenCalled();
    window.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    expect(notify).toHaveBeenCalledWith('Loading chunk failed');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening after uninstall', () => {
    const reload = vi.fn();
    const stop = installChunkLoadRecovery({ storage: memoryStorage(), reload, notify: vi.fn() });
    stop();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('importWithRetry', () => {
  it('retries a failed import once', async () => {
    const importer = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: 'module' });
    await expect(importWithRetry(importer)).resolves.toEqual({ default: 'module' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('after the retry fails, reports ChunkLoadError and reloads once', async () => {
    const reload = vi.fn();
    const importer = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const recovery = { storage: memoryStorage(), reload, notify: vi.fn() };
    await expect(importWithRetry(importer, { recovery })).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk failed',
    });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats an import slower than the timeout (120 s by default) as a chunk failure', async () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      const importer = vi.fn(() => new Promise<never>(() => {}));
      const result = importWithRetry(importer, {
        recovery: { storage: memoryStorage(), reload, notify: vi.fn() },
      });
      const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
      await vi.advanceTimersByTimeAsync(119_999);
      expect(importer).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(120_001);
      await settled;
      expect(importer).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rethrows errors that are not chunk failures without reloading', async () => {
    const reload = vi.fn();
    const bug = new SyntaxError('Unexpected token');
    const importer = vi.fn(() => Promise.reject(bug));
    await expect(
      importWithRetry(importer, { recovery: { storage: memoryStorage(), reload, notify: vi.fn() } }),
    ).rejects.toBe(bug);
    expect(reload).not.toHaveBeenCalled();
  });
});
