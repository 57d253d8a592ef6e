// Sonner is fetched with the lazily loaded Toaster rather than with every page. A toast sent before the Toaster
// has mounted would be dropped by sonner, so toasts wait for it here (in the order they were sent).
import type { toast as sonnerToast } from 'sonner';

export type SonnerApi = typeof sonnerToast;

let markReady: (api: SonnerApi) => void = () => {};

/** Resolves with sonner's `toast` once a Toaster is on the page. */
export const toasterReady = new Promise<SonnerApi>((resolve) => {
  markReady = resolve;
});

/** Called by the Toaster when it has mounted. */
export const markToasterMounted = (api: SonnerApi): void => markReady(api);
