import { cookieConsentStorageKey } from '@photoedit/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  allChoices,
  clearConsent,
  getConsentSnapshot,
  necessaryOnlyChoices,
  parseConsent,
  readConsent,
  subscribeConsent,
  writeConsent,
} from './consent-storage';

const valid = {
  version: 1,
  timestamp: '2026-01-01T00:00:00.000Z',
  preferences: { necessary: true, analytics: true, marketing: false, preferences: true },
  accepted: true,
};

const store = (value: unknown) =>
  window.localStorage.setItem(
    cookieConsentStorageKey,
    typeof value === 'string' ? value : JSON.stringify(value),
  );

describe('reading the consent record', () => {
  it('reads a valid version 1 record', () => {
    store(valid);
    expect(readConsent()).toEqual(valid);
  });

  it('treats no record as absent', () => {
    expect(readConsent()).toBeNull();
  });

  it.each([0, 2, '1', null])('treats a record of version %s as absent', (version) => {
    store({ ...valid, version });
    expect(readConsent()).toBeNull();
  });

  it.each(['{not json', '', 'null', '42', '"text"', '[]'])(
    'treats the unparsable or wrong value %j as absent',
    (raw) => {
      store(raw);
      expect(readConsent()).toBeNull();
    },
  );

  it('treats a record with necessary switched off as absent', () => {
    store({ ...valid, preferences: { ...valid.preferences, necessary: false } });
    expect(readConsent()).toBeNull();
  });

  it('treats a record with missing categories, timestamp or an accepted flag other than true as absent', () => {
    store({ ...valid, preferences: { necessary: true, analytics: true } });
    expect(readConsent()).toBeNull();
    const { timestamp: _timestamp, ...withoutTimestamp } = valid;
    store(withoutTimestamp);
    expect(readConsent()).toBeNull();
    store({ ...valid, accepted: false });
    expect(readConsent()).toBeNull();
  });

  it('is pure for parseConsent', () => {
    expect(parseConsent(JSON.stringify(valid))).toEqual(valid);
    expect(parseConsent(null)).toBeNull();
  });
});

describe('writing the consent record', () => {
  const now = new Date('2026-03-04T05:06:07.000Z');

  it('accept all stores every category', () => {
    writeConsent(allChoices, now);
    expect(JSON.parse(window.localStorage.getItem(cookieConsentStorageKey) ?? '')).toEqual({
      version: 1,
      timestamp: '2026-03-04T05:06:07.000Z',
      preferences: { necessary: true, analytics: true, marketing: true, preferences: true },
      accepted: true,
    });
  });

  it('necessary only stores just the necessary category', () => {
    writeConsent(necessaryOnlyChoices, now);
    expect(readConsent()?.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it('saved preferences are stored as chosen', () => {
    writeConsent({ analytics: false, marketing: true, preferences: true }, now);
    expect(readConsent()?.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      preferences: true,
    });
  });

  it('can never store necessary as false', () => {
    const sneaky = { ...necessaryOnlyChoices, necessary: false } as unknown as typeof necessaryOnlyChoices;
    expect(writeConsent(sneaky, now).preferences.necessary).toBe(true);
    expect(readConsent()?.preferences.necessary).toBe(true);
  });

  it('clearConsent removes the record', () => {
    writeConsent(allChoices, now);
    clearConsent();
    expect(readConsent()).toBeNull();
  });

  it('still records the choice for this page when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    writeConsent(allChoices, now);
    expect(readConsent()?.preferences.analytics).toBe(true);
    vi.restoreAllMocks();
    writeConsent(necessaryOnlyChoices, now);
    expect(readConsent()?.preferences.analytics).toBe(false);
  });
});

describe('subscribing to consent changes', () => {
  it('notifies on writes in this tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    writeConsent(allChoices);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeConsent(allChoices);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies on storage events for the consent key from other tabs, and ignores other keys', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: cookieConsentStorageKey, newValue: '{}' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('gives a stable snapshot while the stored text is unchanged', () => {
    store(valid);
    const first = getConsentSnapshot();
    expect(getConsentSnapshot()).toBe(first);
    store({ ...valid, timestamp: '2026-02-02T00:00:00.000Z' });
    expect(getConsentSnapshot()).not.toBe(first);
  });
});
