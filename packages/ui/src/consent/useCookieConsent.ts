import type { ConsentRecord } from '@photoedit/contracts';
import { useSyncExternalStore } from 'react';
import {
  allChoices,
  type ConsentChoices,
  getConsentSnapshot,
  necessaryOnlyChoices,
  subscribeConsent,
  writeConsent,
} from './consent-storage';

export interface CookieConsentState {
  /** The valid stored record, or null when the person has not chosen yet. */
  consent: ConsentRecord | null;
  hasConsent: boolean;
  /** False where no browser is (a page rendered at build time): the choice is not known, so no banner is baked in. */
  known: boolean;
  acceptAll: () => ConsentRecord;
  acceptNecessaryOnly: () => ConsentRecord;
  savePreferences: (choices: ConsentChoices) => ConsentRecord;
}

const actions = {
  acceptAll: () => writeConsent(allChoices),
  acceptNecessaryOnly: () => writeConsent(necessaryOnlyChoices),
  savePreferences: (choices: ConsentChoices) => writeConsent(choices),
};

const unknown = 'unknown';
type Snapshot = ConsentRecord | null | typeof unknown;

/** The cookie consent of this browser, updated on changes in this tab and in other tabs. */
export function useCookieConsent(): CookieConsentState {
  const snapshot = useSyncExternalStore<Snapshot>(subscribeConsent, getConsentSnapshot, () => unknown);
  const consent = snapshot === unknown ? null : snapshot;
  return { consent, hasConsent: consent !== null, known: snapshot !== unknown, ...actions };
}
