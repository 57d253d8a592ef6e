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
  acceptAll: () => ConsentRecord;
  acceptNecessaryOnly: () => ConsentRecord;
  savePreferences: (choices: ConsentChoices) => ConsentRecord;
}

const actions = {
  acceptAll: () => writeConsent(allChoices),
  acceptNecessaryOnly: () => writeConsent(necessaryOnlyChoices),
  savePreferences: (choices: ConsentChoices) => writeConsent(choices),
};

/** The cookie consent of this browser, updated on changes in this tab and in other tabs. */
export function useCookieConsent(): CookieConsentState {
  const consent = useSyncExternalStore(subscribeConsent, getConsentSnapshot, () => null);
  return { consent, hasConsent: consent !== null, ...actions };
}
