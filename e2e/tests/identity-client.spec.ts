import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies, chooseLanguage } from './helpers';
import { createClient, readAccessCodeMail, storedToken, uniqueEmail } from './identity-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('an empty e-mail asks for the address', async ({ page }) => {
  await page.goto('/en/client-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Access your orders' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send access code' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
});

test('a client signs in with the e-mailed code: a wrong code is refused, the right one opens the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('client');
  await createClient(page, email);
  await page.goto('/client/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send access code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your access code' })).toBeVisible();
  const code = page.getByLabel('Access code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  await expectAccessible(page);

  const mail = await readAccessCodeMail(page, email);
  const wrong = mail.code === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid access code.' })).toBeVisible();

  await code.fill(mail.code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await expect(page.getByText('You have no orders yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New order' }).first()).toHaveAttribute('href', '/en/upload');
  expect(await storedToken(page, 'client')).not.toBeNull();
  await expectAccessible(page);

  // Logging out clears the client and goes to the client login page.
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/login$/);
  expect(await storedToken(page, 'client')).toBeNull();
});

test('the language is kept through the flow, and "use a different e-mail" goes back', async ({ page }) => {
  const email = uniqueEmail('klient');
  await createClient(page, email, 'pl');
  await page.goto('/pl/client-access');
  await page.getByLabel('Adres e-mail').fill('someone-else@e2e.photoedit.test');
  await page.getByRole('button', { name: 'Wyślij kod dostępu' }).click();
  await page.getByRole('button', { name: 'Użyj innego adresu e-mail' }).click();
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij kod dostępu' }).click();
  const mail = await readAccessCodeMail(page, email);
  await page.getByLabel('Kod dostępu').fill(mail.code);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/pl\/dashboard$/);
  await expect(page.getByText('Nie masz jeszcze żadnych zamówień')).toBeVisible();
});

test('the auto-login link signs in once, leaves no token in the address, and fails the second time', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('auto');
  await createClient(page, email);
  await page.goto('/en/client-access');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send access code' }).click();
  const { autoLoginPath } = await readAccessCodeMail(page, email);

  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await acceptCookies(firstPage);
  let searchDuringExchange: string | undefined;
  await firstPage.route('**/api/trpc/auth.autoLogin**', async (route) => {
    searchDuringExchange = await firstPage.evaluate(() => window.location.search);
    await route.continue();
  });
  await firstPage.goto(autoLoginPath);
  await expect(firstPage).toHaveURL(/\/en\/dashboard$/);
  expect(await storedToken(firstPage, 'client')).not.toBeNull();
  // The token left the address before the exchange answered.
  expect(searchDuringExchange).toBe('');
  await first.close();

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await acceptCookies(secondPage);
  await secondPage.goto(autoLoginPath);
  await expect(secondPage.getByRole('heading', { name: 'This sign-in link does not work' })).toBeVisible();
  await expect(secondPage).toHaveURL(/\/auth\/auto-login$/);
  expect(await storedToken(secondPage, 'client')).toBeNull();
  await expectAccessible(secondPage);
  await secondPage.getByRole('link', { name: 'Get an access code' }).click();
  await expect(secondPage).toHaveURL(/\/en\/client-access$/);
  await second.close();
});

test('signed out, /en/dashboard is replaced by /client/login', async ({ page }) => {
  await page.goto('/en');
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access your orders' })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
});

test('the client login page switches language in place', async ({ page }) => {
  await page.goto('/client/login');
  await chooseLanguage(page, 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Dostęp do zamówień' })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/login$/);
});
