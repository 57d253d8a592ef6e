// Every page has its own <title>, "<page> — <app>", in the page's language, in the three apps; the client's home is
// served with its title before any script runs.
import { expect, test } from '@playwright/test';
import { signInByOrderMail } from './delivery-helpers';
import { acceptCookies, chooseLanguage } from './helpers';
import { createAdmin, createApprovedDesigner, staffSignIn, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the client pages are titled in their language', async ({ page }) => {
  for (const [path, title] of [
    ['/en', 'Professional photo editing, delivered in 24 hours — PhotoEdit'],
    ['/pl', 'Profesjonalna obróbka zdjęć w 24 godziny — PhotoEdit'],
    ['/en/terms', 'Terms of Service — PhotoEdit'],
    ['/pl/terms', 'Regulamin — PhotoEdit'],
    ['/pl/privacy', 'Polityka prywatności — PhotoEdit'],
    ['/en/client-access', 'Access your orders — PhotoEdit'],
    ['/pl/client-access', 'Dostęp do zamówień — PhotoEdit'],
    ['/pl/no-such-page', 'Nie znaleziono strony — PhotoEdit'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

test('a client order is titled with its number, in the language of the page', async ({ page }) => {
  const email = uniqueEmail('titles');
  const order = await placePaidOrder(page.request, { email, photos: 1 });
  await signInByOrderMail(page, email);
  await expect(page).toHaveTitle('Your dashboard — PhotoEdit');
  await page.goto(`/en/dashboard/orders/${order.orderNumber}`);
  await expect(page).toHaveTitle(`Order #${order.orderNumber} — PhotoEdit`);
  await page.goto(`/pl/dashboard/orders/${order.orderNumber}`);
  await expect(page).toHaveTitle(`Zamówienie #${order.orderNumber} — PhotoEdit`);
});

test('the designer studio titles its tabs, and follows a change of language', async ({ page }) => {
  const designer = await createApprovedDesigner(page, uniqueEmail('titles-designer'));
  await staffSignIn(page, 'designer', designer.email, designer.password);
  await expect(page).toHaveTitle('Available Orders — PhotoEdit Studio');
  await page.getByRole('tab', { name: 'My Orders' }).click();
  await expect(page).toHaveTitle('My Orders — PhotoEdit Studio');
  await chooseLanguage(page, 'pl');
  await expect(page).toHaveTitle('Moje zamówienia — PhotoEdit Studio');
});

test('the admin console titles each section, and follows a change of language', async ({ page }) => {
  const ownAdmin = await createAdmin(page);
  await staffSignIn(page, 'admin', ownAdmin.email, ownAdmin.password);
  await expect(page).toHaveTitle('Dashboard — PhotoEdit Admin');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveTitle('Orders — PhotoEdit Admin');
  await chooseLanguage(page, 'pl');
  await expect(page).toHaveTitle('Zamówienia — PhotoEdit Admin');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Polish home is served with its Polish title and language', async ({ page }) => {
    await page.goto('/pl');
    await expect(page).toHaveTitle('Profesjonalna obróbka zdjęć w 24 godziny — PhotoEdit');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await page.goto('/en');
    await expect(page).toHaveTitle('Professional photo editing, delivered in 24 hours — PhotoEdit');
  });
});
