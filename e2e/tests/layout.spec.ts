// What floats over the pages never hides what is under it (WCAG 2.2 2.4.11, docs/accessibility.md): the cookie
// banner and the Help button leave the focused control visible, toasts keep off the header and the Help button,
// the Help button keeps off the payment panel; and the admin console fits a 1280 px screen and a phone.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptCookies, waitForApp } from './helpers';
import { createAdmin, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';
import { pngImage } from './ordering-helpers';
import { signInThroughApi } from './reflow-helpers';

const desktop = { width: 1280, height: 800 };
const phone = { width: 320, height: 640 };

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error(`${locator} is not shown`);
  return rect;
};
type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Tabs through the page (until focus reaches the banner) and names every focused control something covers. */
async function coveredWhileTabbing(page: Page, presses: number) {
  const covered: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return { done: false, covered: null };
      if (focused.closest('[data-cookie-banner]')) return { done: true, covered: null };
      const rect = focused.getBoundingClientRect();
      const floating = [
        document.querySelector('[data-cookie-banner]'),
        ...document.querySelectorAll('[data-floating]'),
      ].filter((element): element is Element => element !== null && !element.contains(focused));
      const hidden = floating.find((element) => {
        const over = element.getBoundingClientRect();
        return (
          rect.left < over.right && over.left < rect.right && rect.top < over.bottom && over.top < rect.bottom
        );
      });
      const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 30)}"`;
      return { done: false, covered: hidden ? name : null };
    });
    if (result.covered) covered.push(result.covered);
    if (result.done) break;
  }
  return covered;
}

for (const viewport of [desktop, phone]) {
  test(`at ${viewport.width} px the cookie banner and the Help button never cover the focused control`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/en');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
    expect(await coveredWhileTabbing(page, 120)).toEqual([]);
    // The page's end stays reachable above the banner.
    await page.keyboard.press('End');
    const banner = await box(page.getByRole('region', { name: 'Cookie consent' }));
    const lastLink = await box(page.getByRole('contentinfo').getByRole('link').last());
    expect(lastLink.y + lastLink.height).toBeLessThanOrEqual(banner.y);
  });

  test(`at ${viewport.width} px a toast covers neither the header nor the Help button`, async ({ page }) => {
    await acceptCookies(page);
    await page.setViewportSize(viewport);
    await page.goto('/en');
    const help = page.getByRole('button', { name: 'Help' });
    await waitForApp(page);
    const helpBox = await box(help);
    await help.click();
    await page.getByRole('button', { name: /^FAQ/ }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Help center coming soon!' });
    await expect(toast).toBeVisible();
    // Measured where it rests, after it has slid in.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const toastBox = await box(toast);
    // The header is hidden from the accessibility tree while the help dialog is open: found by its element.
    expect(overlaps(toastBox, await box(page.locator('header').first()))).toBe(false);
    expect(overlaps(toastBox, helpBox)).toBe(false);
  });
}

test('at 1280 px the Help button keeps off the payment panel of Review & Pay', async ({ page }) => {
  await acceptCookies(page);
  await page.setViewportSize(desktop);
  await page.goto('/en');
  await page
    .getByTestId('uploader-input')
    .setInputFiles([{ name: 'room.png', mimeType: 'image/png', buffer: pngImage(64, 48, [90, 90, 90]) }]);
  await expect(page.locator('li[data-status="done"]')).toHaveCount(1, { timeout: 30_000 });
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await next.click();
  await page.getByTestId('wizard-image').getByRole('group').getByRole('checkbox').first().check();
  await next.click();
  await page.getByLabel('Email address').fill(uniqueEmail('help-pay'));
  await next.click();
  await expect(page.getByTestId('test-payment')).toBeVisible();
  // Wherever the page is scrolled, the button sits beside the step's panel, not over it.
  const panel = await box(page.getByTestId('wizard-step'));
  const help = await box(page.getByRole('button', { name: 'Help' }));
  expect(help.x).toBeGreaterThanOrEqual(panel.x + panel.width);
});

test('the admin console fits 1280 px without sideways scrolling, and its tabs wrap on a phone', async ({
  page,
}) => {
  await acceptCookies(page);
  await placePaidOrder(page.request, { email: uniqueEmail('layout-admin-with-a-long-address'), photos: 1 });
  await signInThroughApi(page, 'admin', await createAdmin(page));
  await page.setViewportSize(desktop);
  await page.goto('/staff/admin/orders');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const sideways = (locator: Locator) =>
    locator.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(await sideways(page.locator('html'))).toBeLessThanOrEqual(0);
  expect(await sideways(table.locator('xpath=..'))).toBeLessThanOrEqual(0);
  // E-mail addresses wrap, if at all, after their @ or a hyphen, or before a dot: never inside a word.
  const breaks = await table.locator('tbody tr td:nth-child(2)').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const text = cell.textContent ?? '';
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let at = 0; at < (node.textContent ?? '').length; at++) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          tops.push(Math.round(range.getBoundingClientRect().top));
        }
      }
      return tops.flatMap((top, at) =>
        at > 0 && top !== tops[at - 1] && !(text[at - 1] === '@' || text[at - 1] === '-' || text[at] === '.')
          ? [`${text.slice(0, at)}|${text.slice(at)}`]
          : [],
      );
    }),
  );
  expect(breaks).toEqual([]);
  // The console starts at the header's left edge, and its footer links the terms.
  const logo = await box(page.getByRole('banner').getByText('PhotoEdit').first());
  const title = await box(page.getByRole('heading', { level: 1 }));
  expect(Math.abs(title.x - logo.x)).toBeLessThanOrEqual(1);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/en/terms',
  );

  await page.setViewportSize(phone);
  for (const tab of await page.getByRole('tab').all()) {
    const rect = await box(tab);
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(phone.width);
  }
});
