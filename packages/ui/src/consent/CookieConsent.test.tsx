import { cookieConsentStorageKey } from '@photoedit/contracts';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieConsent } from './CookieConsent';
import { CookieSettingsButton } from './CookieSettingsButton';
import { closeCookiePreferences, openCookiePreferences } from './preferences-dialog';
import { useCookieConsent } from './useCookieConsent';

const stored = () => JSON.parse(window.localStorage.getItem(cookieConsentStorageKey) ?? 'null');
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const validRecord = JSON.stringify({
  version: 1,
  timestamp: '2026-01-01T00:00:00.000Z',
  preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
  accepted: true,
});

afterEach(() => {
  act(() => closeCookiePreferences());
});

describe('CookieBanner', () => {
  it('shows when there is no record, with the three buttons and a privacy link opening in a new tab', () => {
    render(<CookieConsent />);
    const region = banner();
    expect(region).not.toBeNull();
    const inBanner = within(region as HTMLElement);
    expect(inBanner.getByRole('button', { name: 'Accept necessary only' })).toBeTruthy();
    expect(inBanner.getByRole('button', { name: 'Manage preferences' })).toBeTruthy();
    expect(inBanner.getByRole('button', { name: 'Accept all' })).toBeTruthy();
    const link = inBanner.getByRole('link', { name: /Privacy policy/ });
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is not written into a page rendered ahead of time, where the choice cannot be known', () => {
    expect(renderToString(<CookieConsent />)).toBe('');
  });

  it('stays hidden when a valid record exists', () => {
    window.localStorage.setItem(cookieConsentStorageKey, validRecord);
    render(<CookieConsent />);
    expect(banner()).toBeNull();
  });

  it('shows when the stored record has another version', () => {
    window.localStorage.setItem(cookieConsentStorageKey, validRecord.replace('"version":1', '"version":2'));
    render(<CookieConsent />);
    expect(banner()).not.toBeNull();
  });

  it('accept all stores every category and hides the banner', async () => {
    render(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({
      version: 1,
      accepted: true,
      preferences: { necessary: true, analytics: true, marketing: true, preferences: true },
    });
  });

  it('accept necessary only stores only necessary and hides the banner', async () => {
    render(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept necessary only' }));
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({
      version: 1,
      accepted: true,
      preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
    });
  });

  it('is shown in Polish when the interface is Polish', async () => {
    const { changeLanguage } = await import('@photoedit/i18n');
    await changeLanguage('pl');
    render(<CookieConsent />);
    expect(screen.getByRole('region', { name: 'Zgoda na pliki cookie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Akceptuj wszystkie' })).toBeTruthy();
  });
});

describe('CookiePreferencesModal', () => {
  async function openModal() {
    render(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage preferences' }));
    return screen.findByRole('dialog', { name: 'Cookie preferences' });
  }

  it('shows necessary as checked and disabled, and the other categories as labelled switches', async () => {
    const dialog = within(await openModal());
    const necessary = dialog.getByRole('switch', { name: 'Necessary' });
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect((necessary as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(necessary);
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    for (const name of ['Analytics', 'Marketing', 'Functional']) {
      expect(dialog.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
    }
  });

  it('save preferences stores the toggled categories (functional as `preferences`) and hides the banner', async () => {
    const dialog = within(await openModal());
    await userEvent.click(dialog.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Functional' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save preferences' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({
      version: 1,
      accepted: true,
      preferences: { necessary: true, analytics: true, marketing: false, preferences: true },
    });
  });

  it('accept all and accept necessary only from the modal store the record and close it', async () => {
    let dialog = within(await openModal());
    await userEvent.click(dialog.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored().preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });

    act(() => openCookiePreferences());
    dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept necessary only' }));
    expect(stored().preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it('closes on the close icon without storing anything, and the banner stays', async () => {
    const dialog = within(await openModal());
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
    expect(banner()).not.toBeNull();
  });

  it('closes on Escape', async () => {
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('closes on a click on the backdrop', async () => {
    await openModal();
    await userEvent.click(screen.getByTestId('cookie-preferences-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
  });
});

describe('CookieSettingsButton', () => {
  it('reopens the preferences after a choice, with the stored switches, and focus comes back to it', async () => {
    window.localStorage.setItem(cookieConsentStorageKey, validRecord);
    render(
      <>
        <CookieSettingsButton />
        <CookieConsent />
      </>,
    );
    expect(banner()).toBeNull();
    const button = screen.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cookie preferences' }));
    expect(dialog.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked')).toBe('false');
    await userEvent.click(dialog.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save preferences' }));
    expect(stored().preferences.analytics).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});

describe('useCookieConsent', () => {
  it('follows a change made in another tab (storage event)', () => {
    const { result } = renderHook(() => useCookieConsent());
    expect(result.current.hasConsent).toBe(false);

    act(() => {
      // Another tab writes the key; this tab only learns about it from the storage event.
      window.localStorage.setItem(cookieConsentStorageKey, validRecord);
      window.dispatchEvent(
        new StorageEvent('storage', { key: cookieConsentStorageKey, newValue: validRecord }),
      );
    });
    expect(result.current.hasConsent).toBe(true);
    expect(result.current.consent?.preferences.analytics).toBe(false);

    act(() => {
      window.localStorage.removeItem(cookieConsentStorageKey);
      window.dispatchEvent(new StorageEvent('storage', { key: cookieConsentStorageKey, newValue: null }));
    });
    expect(result.current.hasConsent).toBe(false);
  });

  it('hides the banner when another tab accepts', () => {
    render(<CookieConsent />);
    expect(banner()).not.toBeNull();
    act(() => {
      window.localStorage.setItem(cookieConsentStorageKey, validRecord);
      window.dispatchEvent(
        new StorageEvent('storage', { key: cookieConsentStorageKey, newValue: validRecord }),
      );
    });
    expect(banner()).toBeNull();
  });
});
