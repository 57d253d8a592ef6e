import { expect, type Page } from '@playwright/test';

/** The port the product runs on for e2e (see playwright.config.ts). */
export const port = Number(process.env.E2E_PORT ?? 3100);
export const hostUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

/** Pre-answers the cookie banner so tests about something else are not covered by it. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('cookie-consent')) {
      window.localStorage.setItem(
        'cookie-consent',
        JSON.stringify({
          version: 1,
          timestamp: new Date().toISOString(),
          preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
          accepted: true,
        }),
      );
    }
  });
}

/** The header's language disclosure (a <summary> named "Language: English" or "Język: Polski"). */
export const languageSwitcher = (page: Page) =>
  page.locator('details').filter({ hasText: /^(Language|Język):/ });

/**
 * Waits until the app runs (mountApp marks <html data-app-ready>). A prerendered page already shows its text and
 * controls before: a click then is a plain link or does nothing, so tests wait for this before interacting.
 */
export async function waitForApp(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Opens the language disclosure and picks a language (a link on /{lang} pages, a button elsewhere). A page that
 * renders its header again (a session read on arrival) can close the disclosure between the two clicks: then it is
 * opened again.
 */
export async function chooseLanguage(page: Page, language: 'en' | 'pl') {
  await waitForApp(page);
  const switcher = languageSwitcher(page);
  await expect(async () => {
    if (!(await switcher.evaluate((details) => (details as HTMLDetailsElement).open))) {
      await switcher.locator('summary').click();
    }
    await switcher.locator(`li > [lang="${language}"]`).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
