// The Notification rules of SPEC §3/§9, independent of how toasts are drawn.
import { type NotificationType, toastDefaultDurationMs } from '@photoedit/contracts';

export interface Notification {
  id: string;
  message: string;
  type: NotificationType;
  /** Milliseconds before it closes by itself; 0 means it stays until closed. */
  duration: number;
}

export interface NotifyOptions {
  message: string;
  /** Defaults to `info`. */
  type?: NotificationType;
  /** Defaults to 5000 ms; 0 keeps the notification until it is closed. */
  duration?: number;
  /** Reuse an id to replace an existing notification; a random one is made otherwise. */
  id?: string;
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** Fills in the defaults: random id, type `info`, duration 5000 ms. A negative or non-finite duration is
 * treated as "stays until closed" for Infinity and as the default otherwise. */
export function createNotification({ message, type = 'info', duration, id }: NotifyOptions): Notification {
  let resolvedDuration = toastDefaultDurationMs;
  if (duration === Number.POSITIVE_INFINITY) resolvedDuration = 0;
  else if (typeof duration === 'number' && Number.isFinite(duration) && duration >= 0)
    resolvedDuration = duration;
  return { id: id ?? randomId(), message, type, duration: resolvedDuration };
}

/** The toast library closes nothing only for Infinity; our 0 means exactly that. */
export function toDisplayDuration(duration: number): number {
  return duration === 0 ? Number.POSITIVE_INFINITY : duration;
}
