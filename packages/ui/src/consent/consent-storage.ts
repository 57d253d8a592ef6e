// The cookie-consent record in local storage (SPEC §3, §4, §5, §9): reading, writing, cross-tab changes.
import {
  type ConsentPreferences,
  ConsentRecord,
  cookieConsentStorageKey,
  cookieConsentVersion,
  parseJson,
} from '@photoedit/contracts';

/** The categories a person can choose; `necessary` is always on and not a choice. */
export type ConsentChoices = Omit<ConsentPreferences, 'necessary'>;

export const necessaryOnlyChoices: ConsentChoices = {
  analytics: false,
  marketing: false,
  preferences: false,
};
export const allChoices: ConsentChoices = { analytics: true, marketing: true, preferences: true };

type Listener = () => void;
const listeners = new Set<Listener>();

// When the browser refuses storage, the choice lives for this page only, so the banner still goes away.
let memoryValue: string | null = null;
let storageUnavailable = false;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  if (storageUnavailable) return memoryValue;
  try {
    return storage()?.getItem(cookieConsentStorageKey) ?? null;
  } catch {
    return memoryValue;
  }
}

/**
 * A stored value counts only if it parses, has version 1, necessary true and accepted true; anything else is
 * treated as absent, so the banner asks again.
 */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  const parsed = ConsentRecord.safeParse(parseJson(raw));
  if (!parsed.success || parsed.data.accepted !== true) return null;
  return parsed.data;
}

export function readConsent(): ConsentRecord | null {
  return parseConsent(readRaw());
}

function emit(): void {
  for (const listener of [...listeners]) listener();
}

/** Stores a consent record for the given choices (necessary is forced on) and tells every subscriber. */
export function writeConsent(choices: ConsentChoices, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = {
    version: cookieConsentVersion,
    timestamp: now.toISOString(),
    preferences: {
      necessary: true,
      analytics: choices.analytics === true,
      marketing: choices.marketing === true,
      preferences: choices.preferences === true,
    },
    accepted: true,
  };
  const raw = JSON.stringify(record);
  try {
    const target = storage();
    if (!target) throw new Error('no storage');
    target.setItem(cookieConsentStorageKey, raw);
    storageUnavailable = false;
  } catch {
    storageUnavailable = true;
    memoryValue = raw;
  }
  emit();
  return record;
}

/** Removes the record, so the banner shows again. */
export function clearConsent(): void {
  memoryValue = null;
  try {
    storage()?.removeItem(cookieConsentStorageKey);
  } catch {
    // Nothing stored that could be removed.
  }
  emit();
}

function onStorage(event: StorageEvent): void {
  // key === null: another tab cleared the whole storage.
  if (event.key === cookieConsentStorageKey || event.key === null) emit();
}

/**
 * Calls `listener` whenever consent may have changed: a write or clear in this tab, or a change of the key in
 * another tab (the `storage` event). Returns the unsubscribe function.
 */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

let snapshotRaw: string | null | undefined;
let snapshot: ConsentRecord | null = null;

/** The current record, the same object while the stored text is unchanged (for useSyncExternalStore). */
export function getConsentSnapshot(): ConsentRecord | null {
  const raw = readRaw();
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = parseConsent(raw);
  }
  return snapshot;
}
