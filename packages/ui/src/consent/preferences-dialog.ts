// Whether the cookie preferences modal is open, shared so that any part of an app (the banner, a footer
// "Cookie settings" link) can open it.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of [...listeners]) listener();
}

export function openCookiePreferences(): void {
  set(true);
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
