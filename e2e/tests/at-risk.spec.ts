// Before an order is late (issue 34), in English on a desktop and in Polish on a phone: an overdue order shows in
// the console's banner and on the At risk board, and the admin reassigns it from there.

import { expect, test } from '@playwright/test';
import { languageStorageKey } from '../../packages/contracts/src/constants';
import { expectAccessible } from './axe';
import { acceptCookies } from './helpers';
import { createAdmin, createApprovedDesigner, staffSignIn, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

const texts = {
  en: {
    tab: 'At risk',
    banner: /orders? (is|are) at risk of being late\./,
    overdue: 'Overdue',
    order: (number: number) => `Order #${number}`,
    overdueBy: /Overdue by 0 h 2\d min/,
    designer: (number: number) => `Designer of order #${number}`,
    reassign: 'Reassign',
    assigned: 'Designer assigned',
  },
  pl: {
    tab: 'Zagrożone',
    banner: /zagrożon\w+ opóźnieniem\./,
    overdue: 'Opóźnione',
    order: (number: number) => `Zamówienie nr ${number}`,
    overdueBy: /Opóźnienie 0 godz\. 2\d min/,
    designer: (number: number) => `Grafik zamówienia #${number}`,
    reassign: 'Przekaż',
    assigned: 'Grafik przypisany',
  },
};

for (const [lang, device] of [
  ['en', 'desktop'],
  ['pl', 'phone'],
] as const) {
  const t = texts[lang];
  test(`${lang}, ${device}: an overdue order on the At risk board, reassigned from it`, async ({ page }) => {
    if (device === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    const order = await placePaidOrder(page.request, {
      email: uniqueEmail(`risk-${lang}`),
      photos: 2,
      language: lang,
    });
    const overdue = await page.request.post('/api/dev/orders/overdue', {
      data: { orderId: order.orderId, minutesLate: 20 },
    });
    expect(overdue.status()).toBe(200);
    const designerEmail = uniqueEmail('risk-designer');
    await createApprovedDesigner(page, designerEmail);

    const admin = await createAdmin(page);
    await staffSignIn(page, 'admin', admin.email, admin.password);
    if (lang === 'pl') {
      await page.evaluate((key) => localStorage.setItem(key, 'pl'), languageStorageKey);
      await page.reload();
    }
    await expect(page.getByTestId('at-risk-banner')).toContainText(t.banner);
    await page.getByRole('tab', { name: t.tab }).click();
    const group = page.getByRole('region', { name: t.overdue });
    const card = group.getByRole('group', { name: t.order(order.orderNumber) });
    await expect(card).toContainText(t.overdueBy);
    await card
      .getByLabel(t.designer(order.orderNumber))
      .selectOption({ label: `Dev Designer (${designerEmail})` });
    await expectAccessible(page);
    await card.getByRole('button', { name: t.reassign }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.assigned })).toBeVisible();
    await expect(card.getByLabel(t.designer(order.orderNumber))).toHaveValue(/.+/);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
  });
}
