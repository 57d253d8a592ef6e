// Chunk-load failures (SPEC §8/§9): reported as 'Loading chunk failed' and recovered by one reload.
import { chunkLoadTimeoutMs } from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { toast } from '../toast/notify';

export const chunkLoadErrorMessage = 'Loading chunk failed';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(options?: { cause?: unknown }) {
    super(chunkLoadErrorMessage, options);
  }
}

// The messages browsers and Vite use when a script or CSS chunk cannot be fetched.
const chunkFailurePatterns = [
  /loading chunk [\w-]+ failed/i,
  /loading css chunk/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /failed to load module script/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError' || error.message === chunkLoadErrorMessage) return true;
  return chunkFailurePatterns.some((pattern) => pattern.test(error.message));
}

/** sessionStorage key holding when the last recovery reload happened. */
export const chunkReloadStorageKey = 'chunk-load-reload-at';
/** A second failure within this window after a recovery reload does not reload again (no reload loops). */
export const chunkReloadGuardMs = 5 * 60_000;

export interface ChunkRecoveryDeps {
  reload?: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  /** Shows the message to the person; defaults to an error toast. */
  notify?: (message: string) => void;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Decides whether to reload now and records it: true the first time, false again until the guard window has
 * passed. Without storage there is no way to know about an earlier reload, so it never reloads.
 */
export function claimChunkReload({
  storage = sessionStorageOrNull(),
  now = Date.now,
}: ChunkRecoveryDeps = {}): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(chunkReloadStorageKey));
    const current = now();
    if (Number.isFinite(last) && last > 0 && current - last < chunkReloadGuardMs) return false;
    storage.setItem(chunkReloadStorageKey, String(current));
    return true;
  } catch {
    return false;
  }
}

function translatedMessage(): string {
  return i18n.isInitialized ? i18n.t('ui:chunkError') : chunkLoadErrorMessage;
}

/**
 * Reports a chunk failure on the console and as a toast, then reloads the page once.
 * Returns whether a reload was started, and the ChunkLoadError describing it.
 */
export function reportChunkLoadError(
  cause: unknown,
  deps: ChunkRecoveryDeps = {},
): { error: ChunkLoadError; reloading: boolean } {
  const error = cause instanceof ChunkLoadError ? cause : new ChunkLoadError({ cause });
  console.error(error);
  (deps.notify ?? ((message: string) => toast.error(message)))(translatedMessage());
  const reloading = claimChunkReload(deps);
  if (reloading) (deps.reload ?? (() => window.location.reload()))();
  return { error, reloading };
}

interface VitePreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Listens for Vite's `vite:preloadError` and for unhandled dynamic-import failures; returns the uninstall
 * function. Call once, before rendering.
 */
export function installChunkLoadRecovery(deps: ChunkRecoveryDeps = {}): () => void {
  if (typeof window === 'undefined') return () => {};

  const onPreloadError = (event: Event) => {
    const { reloading } = reportChunkLoadError((event as VitePreloadErrorEvent).payload, deps);
    // Only swallow the error when the reload takes over; otherwise it reaches the error screen as usual.
    if (reloading) event.preventDefault();
  };
  const onUnhandledRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return;
    const { reloading } = reportChunkLoadError(event.reason, deps);
    if (reloading) event.preventDefault();
  };

  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onUnhandledRejection);
  };
}

export interface RetryOptions {
  /** Extra attempts after the first; one by default. */
  retries?: number;
  /** SPEC §9: a chunk that has not loaded after 120 s counts as failed. */
  timeoutMs?: number;
  recovery?: ChunkRecoveryDeps;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Runs a dynamic import, retrying once after a failure or a timeout. A final chunk failure is reported (and
 * reloads the page once) and thrown as ChunkLoadError, so an error boundary shows the error screen.
 */
export async function importWithRetry<T>(
  importer: () => Promise<T>,
  { retries = 1, timeoutMs = chunkLoadTimeoutMs, recovery }: RetryOptions = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await withTimeout(importer(), timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  if (!isChunkLoadError(lastError)) throw lastError;
  throw reportChunkLoadError(lastError, recovery).error;
}

/** React.lazy with importWithRetry: `const Page = lazyWithRetry(() => import('./Page'))`. */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's; any props are allowed.
export function lazyWithRetry<T extends ComponentType<any>>(
  importer: () => Promise<{ default: T }>,
  options?: RetryOptions,
): LazyExoticComponent<T> {
  return lazy(() => importWithRetry(importer, options));
}
