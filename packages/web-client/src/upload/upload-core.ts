// The uploader's logic without React: pre-checks (same rules and messages as the API), the upload transport
// (XMLHttpRequest, for upload progress) and the per-file state machine.
import {
  type ApiErrorBody,
  draftTokenHeader,
  isAcceptedUploadType,
  type MediaItem,
  maxUploadBytes,
  mediaErrorKeys,
  mediaUploadPath,
  parseJson,
  uploadFieldName,
} from '@photoedit/contracts';

/** The message key of the first rule a file breaks, or undefined when it may be sent. */
export function precheckFile(file: Pick<File, 'name' | 'size' | 'type'>): string | undefined {
  if (!isAcceptedUploadType(file.type, file.name)) return mediaErrorKeys.unsupportedFormat;
  if (file.size > maxUploadBytes) return mediaErrorKeys.fileTooLarge;
  if (file.size === 0) return mediaErrorKeys.empty;
  return undefined;
}

/** A refused or failed upload: `messageKey` is for `t()`, `status` the HTTP status (0: network). */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly messageKey: string,
    readonly status: number,
    message = messageKey,
  ) {
    super(message);
  }
}

export class UploadAbortedError extends Error {
  override name = 'AbortError';
}

/** Sends one file; reports progress in 0..1; rejects with UploadError or UploadAbortedError. */
export type UploadFn = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<MediaItem>;

export interface XhrUploadOptions {
  /** Default `/api/media/upload`. */
  endpoint?: string;
  /** Headers of each request, e.g. `{ authorization: 'Bearer …' }` or the draft token. */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  /** For tests. */
  createXhr?: () => XMLHttpRequest;
}

/** Headers for wizard uploads, which belong to an order draft. */
export const draftHeaders = (draftToken: string) => ({ [draftTokenHeader]: draftToken });

export function createXhrUpload(options: XhrUploadOptions = {}): UploadFn {
  const endpoint = options.endpoint ?? mediaUploadPath;
  return async (file, onProgress, signal) => {
    if (signal.aborted) throw new UploadAbortedError('aborted');
    const headers = (await options.headers?.()) ?? {};
    return new Promise<MediaItem>((resolve, reject) => {
      const xhr = options.createXhr?.() ?? new XMLHttpRequest();
      const onAbort = () => xhr.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      const done = () => signal.removeEventListener('abort', onAbort);
      xhr.open('POST', endpoint);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.responseType = 'text';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        done();
        const body = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300 && body) {
          onProgress(1);
          resolve(body as MediaItem);
          return;
        }
        const error = (body as ApiErrorBody | undefined)?.error;
        const messageKey =
          error?.messageKey ?? (xhr.status === 413 ? mediaErrorKeys.fileTooLarge : mediaErrorKeys.network);
        reject(new UploadError(messageKey, xhr.status, error?.message));
      };
      xhr.onerror = () => {
        done();
        reject(new UploadError(mediaErrorKeys.network, 0));
      };
      xhr.onabort = () => {
        done();
        reject(new UploadAbortedError('aborted'));
      };
      const form = new FormData();
      form.append(uploadFieldName, file, file.name);
      xhr.send(form);
    });
  };
}

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'canceled';

/** A file already stored, e.g. uploaded before a page reload: listed as done, never sent again. */
export interface StoredUpload {
  mediaId: string;
  name: string;
  thumbnail?: { url: string; width: number; height: number };
}

export interface UploadEntry {
  id: string;
  /** The file's name as shown. */
  name: string;
  /** The picked file; absent for a stored upload given to the uploader (see `StoredUpload`). */
  file?: File;
  status: UploadStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** The stored media once done: its id and thumbnail. */
  stored?: StoredUpload;
  /** The API's whole answer, for files uploaded by this uploader. */
  item?: MediaItem;
  /** Message key of the failure. */
  errorKey?: string;
}

export type UploadAction =
  | { type: 'add'; entries: UploadEntry[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'done'; id: string; item: MediaItem }
  | { type: 'fail'; id: string; errorKey: string }
  | { type: 'cancel'; id: string }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string };

/** The state machine of every file: queued → uploading → done | failed | canceled; failed/canceled → queued. */
export function uploadReducer(state: UploadEntry[], action: UploadAction): UploadEntry[] {
  if (action.type === 'add') return [...state, ...action.entries];
  if (action.type === 'remove') return state.filter((entry) => entry.id !== action.id);
  return state.map((entry) => {
    if (entry.id !== action.id) return entry;
    switch (action.type) {
      case 'start':
        return entry.status === 'queued' ? { ...entry, status: 'uploading', progress: 0 } : entry;
      case 'progress':
        return entry.status === 'uploading' ? { ...entry, progress: action.progress } : entry;
      case 'done':
        return entry.status === 'uploading'
          ? {
              ...entry,
              status: 'done',
              progress: 1,
              item: action.item,
              stored: storedFromItem(action.item, entry.name),
              errorKey: undefined,
            }
          : entry;
      case 'fail':
        return entry.status === 'uploading' || entry.status === 'queued'
          ? { ...entry, status: 'failed', errorKey: action.errorKey }
          : entry;
      case 'cancel':
        return entry.status === 'queued' || entry.status === 'uploading'
          ? { ...entry, status: 'canceled', progress: 0 }
          : entry;
      case 'retry':
        // A file that failed its pre-check would fail again: only network/server failures and cancels retry.
        return isRetryable(entry) ? { ...entry, status: 'queued', progress: 0, errorKey: undefined } : entry;
      default:
        return entry;
    }
  });
}

/**
 * Whether an entry can be sent again: canceled ones, and failures of the network or the server (a file that
 * failed its pre-check would fail again; a stored upload has no file to send).
 */
export function isRetryable(entry: UploadEntry): boolean {
  if (!entry.file) return false;
  return entry.status === 'canceled' || (entry.status === 'failed' && precheckFile(entry.file) === undefined);
}

function storedFromItem(item: MediaItem, name: string): StoredUpload {
  const thumbnail = item.qualities.thumbnail;
  return {
    mediaId: item.id,
    name: item.info.originalFileName ?? name,
    ...(thumbnail
      ? { thumbnail: { url: thumbnail.url, width: thumbnail.width, height: thumbnail.height } }
      : {}),
  };
}

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `upload-${sequence}`;
};

/** New entries for picked files: those failing a pre-check start as failed, the rest queued. */
const byFileName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** One drop's files in file-name order (IMG_2 before IMG_10), as a file picker lists them. */
export const inFileNameOrder = <T extends { name: string }>(files: readonly T[]): T[] =>
  [...files].sort((a, b) => byFileName.compare(a.name, b.name));

/**
 * The entries of one drop or pick, in file-name order: a drop arrives in whatever order the system gives, and a
 * listing's photos are numbered in the order they were shot.
 */
export function entriesFor(files: readonly File[]): UploadEntry[] {
  return inFileNameOrder(files).map((file) => {
    const errorKey = precheckFile(file);
    return {
      id: nextId(),
      name: file.name,
      file,
      status: errorKey ? 'failed' : 'queued',
      progress: 0,
      ...(errorKey ? { errorKey } : {}),
    };
  });
}

/** Done entries for uploads stored earlier. */
export function entriesForStored(uploads: readonly StoredUpload[]): UploadEntry[] {
  return uploads.map((stored) => ({
    id: nextId(),
    name: stored.name,
    status: 'done',
    progress: 1,
    stored,
  }));
}
