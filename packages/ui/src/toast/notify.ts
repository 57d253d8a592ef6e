import type { NotificationType } from '@photoedit/contracts';
import { createNotification, type NotifyOptions, toDisplayDuration } from './notification';
import { toasterReady } from './toaster-ready';

/** Shows a notification in the top-right stack and returns its id. */
export function notify(options: NotifyOptions | string): string {
  const notification = createNotification(typeof options === 'string' ? { message: options } : options);
  void toasterReady.then((sonner) =>
    sonner[notification.type](notification.message, {
      id: notification.id,
      duration: toDisplayDuration(notification.duration),
    }),
  );
  return notification.id;
}

type TypedNotify = (message: string, options?: Omit<NotifyOptions, 'message' | 'type'>) => string;

const typed =
  (type: NotificationType): TypedNotify =>
  (message, options) =>
    notify({ ...options, message, type });

/** `toast.success('Saved')`, `toast.error(message, { duration: 0 })`, `toast.dismiss(id)`. */
export const toast = {
  success: typed('success'),
  error: typed('error'),
  warning: typed('warning'),
  info: typed('info'),
  /** Closes one notification, or all of them without an id. */
  dismiss(id?: string): void {
    void toasterReady.then((sonner) => sonner.dismiss(id));
  },
};
