// Whether the cookie preferences modal is open, shared so that any part of an app (the banner, a footer
// "Cookie settings" link) can open it.
import { useSyncExternalStore } from 'react';

let open = false;
/** What had focus when the modal opened (the banner's button, a footer link): focus goes back there on close. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of [...listeners]) listener();
}

/** Opens the modal; focus returns to `from` (default: the focused element) when it closes. */
export function openCookiePreferences(from?: HTMLElement | null): void {
  if (!open && typeof document !== 'undefined') {
    const focused = from ?? document.activeElement;
    opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  }
  set(true);
}

/** The element to return focus to once the modal has closed (null when unknown). */
export function cookiePreferencesOpener(): HTMLElement | null {
  return opener;
}

export function closeCookiePreferences(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookiePreferencesOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
