import { expect, type Page, test } from '@playwright/test';

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cookie-consent') ?? 'null'));

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test('accept all stores every category and the banner stays hidden after reload', async ({ page }) => {
  await page.goto('/en');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({
    version: 1,
    accepted: true,
    preferences: { necessary: true, analytics: true, marketing: true, preferences: true },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('accept necessary only stores only the necessary category', async ({ page }) => {
  await page.goto('/en');
  await banner(page).getByRole('button', { name: 'Accept necessary only' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({
    version: 1,
    preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('saved preferences are stored as chosen, with necessary always on', async ({ page }) => {
  await page.goto('/en');
  await banner(page).getByRole('button', { name: 'Manage preferences' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const necessary = dialog.getByRole('switch', { name: /Necessary/ });
  await expect(necessary).toBeDisabled();
  await expect(necessary).toBeChecked();
  await dialog.getByRole('switch', { name: /Analytics/ }).click();
  await dialog.getByRole('switch', { name: /Functional/ }).click();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({
    version: 1,
    preferences: { necessary: true, analytics: true, marketing: false, preferences: true },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('the preferences modal closes from its close icon and keeps the banner', async ({ page }) => {
  await page.goto('/en');
  await banner(page).getByRole('button', { name: 'Manage preferences' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
});

test('a record of another version is treated as absent', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        version: 2,
        timestamp: new Date().toISOString(),
        preferences: { necessary: true, analytics: true, marketing: true, preferences: true },
        accepted: true,
      }),
    ),
  );
  await page.goto('/en');
  await expect(banner(page)).toBeVisible();
});

test('a choice made in another tab hides the banner here', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/en');
  await second.goto('/en');
  await expect(banner(second)).toBeVisible();
  await banner(first).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(second)).toBeHidden();
});

test('focus never falls to the page body when the banner or the preferences modal closes', async ({
  page,
}) => {
  await page.goto('/en');
  await banner(page).getByRole('button', { name: 'Manage preferences' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  // Still undecided: back to the button that opened the modal.
  await expect(banner(page).getByRole('button', { name: 'Manage preferences' })).toBeFocused();

  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Save preferences' }).click();
  // The banner has gone with the opener: focus goes to the start of the page's content, the skip link's target.
  await expect(page.getByRole('main')).toBeFocused();

  for (const choice of ['Accept necessary only', 'Accept all']) {
    await page.evaluate(() => window.localStorage.removeItem('cookie-consent'));
    await page.reload();
    await banner(page).getByRole('button', { name: choice }).focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
  }
});

for (const path of ['/en', '/staff/designer/login', '/staff/admin/login']) {
  test(`after a choice, "Cookie settings" in the footer of ${path} reopens the preferences and gets focus back`, async ({
    context,
    page,
  }) => {
    await page.goto(path);
    await banner(page).getByRole('button', { name: 'Accept necessary only' }).click();
    await expect(banner(page)).toBeHidden();
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog.getByRole('switch', { name: /Analytics/ })).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();

    // A change here reaches another open tab of the site (SPEC §4).
    const other = await context.newPage();
    await other.goto(path);
    await expect(
      other.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await dialog.getByRole('switch', { name: /Analytics/ }).click();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await storedConsent(page)).preferences).toMatchObject({ analytics: true, marketing: false });
    await other.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(
      other.getByRole('dialog', { name: 'Cookie preferences' }).getByRole('switch', { name: /Analytics/ }),
    ).toHaveAttribute('aria-checked', 'true');
  });
}
