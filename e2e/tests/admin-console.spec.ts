// The admin console (SPEC §2 tabs, §5 delete confirmation, §8 success messages): dashboard figures, an order
// found, offered only the statuses possible now, assigned and deleted; a service created, edited and deleted, following the public
// catalogue; a discount code created and switched off. Assertions are on this test's own rows only.
import { expect, type Page, test } from '@playwright/test';
import { apiClient } from './api-client';
import { expectAccessible } from './axe';
import { acceptCookies, chooseLanguage } from './helpers';
import { createAdmin, createApprovedDesigner, staffSignIn, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';
import { pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

async function catalogueNames(page: Page): Promise<string[]> {
  const services = await apiClient(page.request).services.list.query({ lang: 'en' });
  return services.map((service) => service.name);
}

test('the admin sees the figures, finds a paid order, is offered only possible statuses, assigns it and deletes it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('admin-order');
  const designerEmail = uniqueEmail('admin-assign');
  const order = await placePaidOrder(request, { email, photos: 2 });
  await createApprovedDesigner(page, designerEmail);
  const ownAdmin = await createAdmin(page);
  await staffSignIn(page, 'admin', ownAdmin.email, ownAdmin.password);

  // The Dashboard is the landing tab.
  await expect(page).toHaveURL(/\/staff\/admin$/);
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const today = page.getByRole('region', { name: 'Orders' }).locator('div', { hasText: 'Paid orders today' });
  await expect(today.getByRole('definition').first()).toHaveText(/^[1-9]\d*$/);
  await expectAccessible(page);

  // Keyboard: the arrow keys move between the tabs.
  await page.getByRole('tab', { name: 'Dashboard' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.getByLabel('Search').fill(email);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: new RegExp(`#${order.orderNumber}`) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: `View order #${order.orderNumber}` }).click();

  const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
  await expect(dialog.getByRole('heading', { name: 'Images (2)' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open the full-size original of image 1' })).toHaveAttribute(
    'href',
    /quality=original&exp=\d+&sig=/,
  );
  await expectAccessible(page);

  // Nothing is delivered and nobody works on it: the form offers no other status and says why.
  const status = dialog.getByLabel('Change status');
  await expect(status.locator('option')).toHaveText(['Pending']);
  await expect(dialog.getByText('No other status is possible now.')).toBeVisible();
  await expect(
    dialog.getByText('Ready for review: Not every photo has its edited version delivered yet.'),
  ).toBeVisible();

  await dialog
    .getByLabel('Designer', { exact: true })
    .selectOption({ label: `Dev Designer (${designerEmail})` });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Designer assigned')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Take back' })).toBeVisible();
  // The toast over the open dialog closes with its own button; the dialog stays, focus inside it.
  await page
    .locator('[data-sonner-toast]', { hasText: 'Designer assigned' })
    .locator('[data-close-button]')
    .click();
  await expect(page.getByText('Designer assigned')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();

  // The open order is in the URL: a reload shows it again, with the new status and its history.
  await page.reload();
  await expect(dialog.getByLabel('Change status')).toHaveValue('in_progress');
  await expect(dialog.getByText(/Pending → In progress/)).toBeVisible();
  await expect(
    dialog.getByText('Pending: The order has a designer. Take it back from them first.'),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete order' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete order #${order.orderNumber}?` });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this order? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete order' }).click();
  await expect(page.getByText('Order deleted')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The order's row is gone: focus lands on the page title, not on the document body.
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
});

test('the admin creates, edits and deletes a service, and the public catalogue follows', async ({ page }) => {
  const name = `Drone Touch-up ${Date.now().toString(36)}`;
  const ownAdmin = await createAdmin(page);
  await staffSignIn(page, 'admin', ownAdmin.email, ownAdmin.password);
  await page.getByRole('tab', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

  await page.getByRole('button', { name: 'Add service' }).click();
  const form = page.getByRole('dialog', { name: 'Add a service' });
  // Nothing filled in: the server's translated messages show on the fields, nothing is created.
  await form.getByRole('button', { name: 'Create service' }).click();
  await expect(form.getByText('Please enter a price between 0 and 100000.')).toBeVisible();
  await form.getByLabel('Price (USD)').fill('12.50');
  await form.getByRole('button', { name: 'Create service' }).click();
  await expect(form.getByText('Please enter a name.').first()).toBeVisible();

  const english = form.getByRole('group', { name: 'English' });
  const polish = form.getByRole('group', { name: 'Polish' });
  await english.getByLabel('Name').fill(name);
  await english.getByLabel('Description').fill('Aerial photos cleaned up and colour balanced.');
  await polish.getByLabel('Name').fill(`${name} PL`);
  await polish.getByLabel('Description').fill('Zdjęcia z drona oczyszczone i wyrównane kolorystycznie.');
  await form.getByLabel('Category').selectOption({ label: 'Color correction' });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create service' }).click();
  await expect(page.getByText('Service created')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('$12.50');
  await expect(row).toContainText('Color correction');
  await expect.poll(() => catalogueNames(page)).toContain(name);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  // An example image: uploaded with the admin's token, attached, public in the catalogue.
  await edit.getByLabel('Upload the before image').setInputFiles({
    name: 'before.png',
    mimeType: 'image/png',
    buffer: pngImage(80, 60, [200, 120, 40]),
  });
  await expect(page.getByText('Example image added')).toBeVisible();
  const example = edit.getByRole('img', { name: 'Before example 1' });
  await expect(example).toBeVisible();
  await expect
    .poll(() => example.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await edit.getByLabel('Price (USD)').fill('15');
  await edit.getByLabel('Offered to clients').uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Service updated')).toBeVisible();
  await expect(row).toContainText('$15.00');
  await expect(row).toContainText('Hidden');
  await expect.poll(() => catalogueNames(page)).not.toContain(name);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete service' }).click();
  await expect(page.getByText('Service deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('the admin creates a discount code and switches it off', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const ownAdmin = await createAdmin(page);
  await staffSignIn(page, 'admin', ownAdmin.email, ownAdmin.password);
  await page.getByRole('tab', { name: 'Discount codes' }).click();
  const form = page.getByRole('form', { name: 'New code' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Value').fill('150');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('A percentage must be between 1 and 100.')).toBeVisible();
  await form.getByLabel('Value').fill('15');
  await form.getByLabel('Maximum uses (optional)').fill('3');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Discount code created')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('0 of 3');
  await row.getByRole('button', { name: `Switch off ${code}` }).click();
  await expect(page.getByText('Discount code switched off')).toBeVisible();
  await expect(row).toContainText('Off');

  // The console speaks Polish too.
  await chooseLanguage(page, 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Kody rabatowe' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Zamówienia' })).toBeVisible();
  await expect(row).toContainText('Wyłączony');
});
