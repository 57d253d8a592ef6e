// The reflow sweep (WCAG 2.2 1.4.10, 2.4.11; docs/accessibility.md): every page of the three apps, in both
// languages, at 320 × 640 and at 320 × 256 (400 % zoom): nothing scrolls sideways, and every control of an open
// dialog or of the cookie banner can be scrolled into view. Signed-in states are set up through the API.
import { expect, type Page, test } from '@playwright/test';
import { help as enHelp } from '../../packages/i18n/src/locales/en/help';
import { ui as enUi } from '../../packages/i18n/src/locales/en/ui';
import { help as plHelp } from '../../packages/i18n/src/locales/pl/help';
import { ui as plUi } from '../../packages/i18n/src/locales/pl/ui';
import { bearerClient } from './api-client';
import { designerSubmits, designerToken } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { createAdmin, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';
import { pngImage, readOrderMail } from './ordering-helpers';
import { expectReflows, signInThroughApi, useLanguage } from './reflow-helpers';

const texts = {
  en: { ui: enUi, help: enHelp, revision: /^Request revision/, addService: 'Add service' },
  pl: { ui: plUi, help: plHelp, revision: /^Poproś o poprawkę/, addService: 'Dodaj usługę' },
};

const longName = 'DJI_20261126_101522_0042_exterior_front_elevation_golden_hour_bracketed_HDR_final.png';

/** Opens a page at the phone size and checks it at both reflow sizes. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void> = heading) {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(path);
  await ready(page);
  await expectReflows(page, path);
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

for (const lang of ['en', 'pl'] as const) {
  const t = texts[lang];

  test(`${lang}: the client site reflows at 320 px and at 400 % zoom, its dialogs included`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The first visit: the banner, then the preferences it opens.
    await visit(page, `/${lang}`);
    const banner = page.getByRole('region', { name: t.ui.cookie.region });
    await expect(banner).toBeVisible();
    await expectReflows(page, 'the cookie banner');
    await banner.getByRole('button', { name: t.ui.cookie.managePreferences }).click();
    await expect(page.getByRole('dialog', { name: t.ui.cookie.modal.title })).toBeVisible();
    await expectReflows(page, 'the cookie preferences');
    await page.getByRole('button', { name: t.ui.cookie.acceptAll }).last().click();
    await expect(banner).toHaveCount(0);

    await page.getByRole('button', { name: t.help.open }).click();
    await expect(page.getByRole('dialog', { name: t.help.title })).toBeVisible();
    await expectReflows(page, 'the help widget');
    await page.keyboard.press('Escape');

    for (const path of ['terms', 'privacy', 'client-access', 'no-such-page'])
      await visit(page, `/${lang}/${path}`);

    // Signed in: the dashboard, an order with delivered work, its revision dialog, the payment result.
    const email = uniqueEmail(`reflow-${lang}`);
    const order = await placePaidOrder(page.request, { email, photos: 1, language: lang });
    const designer = await designerToken(page);
    await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId: order.orderId });
    await designerSubmits(page, designer.token, order.orderId, 'Done.');
    // The order e-mail's one-click sign-in (it lands on the dashboard in the language used so far).
    await page.goto((await readOrderMail(page, email)).autoLoginPath);
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await visit(page, `/${lang}/dashboard`);
    await visit(page, `/${lang}/dashboard/orders/${order.orderNumber}`);
    await page.getByRole('button', { name: t.revision }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectReflows(page, 'the revision dialog');
    await page.keyboard.press('Escape');
    // The wizard of a signed-in client, its upload list with a long camera file name.
    await visit(page, `/${lang}/upload`, async () => {
      await page
        .getByTestId('uploader-input')
        .setInputFiles([{ name: longName, mimeType: 'image/png', buffer: pngImage(64, 48, [90, 90, 90]) }]);
      await expect(page.locator('li[data-status="done"]')).toHaveCount(1, { timeout: 30_000 });
    });
    await visit(page, `/payment-success?orderId=${order.orderId}&accessToken=${order.accessToken}`);
  });

  test(`${lang}: the designer studio reflows at 320 px and at 400 % zoom`, async ({ page }) => {
    await acceptCookies(page);
    await useLanguage(page, lang);
    await visit(page, '/staff/designer/login');
    await visit(page, '/staff/designer/register');
    const order = await placePaidOrder(page.request, { email: uniqueEmail('reflow-designer'), photos: 2 });
    const designer = await designerToken(page);
    await signInThroughApi(page, 'designer', designer);
    await visit(page, '/staff/designer', (page) => expect(page.getByRole('tablist')).toBeVisible());
    await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId: order.orderId });
    await visit(page, `/staff/designer?tab=mine&order=${order.orderId}`, (page) =>
      expect(
        page.getByRole('heading', { level: 3, name: new RegExp(`#${order.orderNumber}$`) }),
      ).toBeVisible(),
    );
  });

  test(`${lang}: the admin console reflows at 320 px and at 400 % zoom, its dialogs included`, async ({
    page,
  }) => {
    await acceptCookies(page);
    await useLanguage(page, lang);
    await visit(page, '/staff/admin/login');
    const order = await placePaidOrder(page.request, { email: uniqueEmail('reflow-admin'), photos: 2 });
    await signInThroughApi(page, 'admin', await createAdmin(page));
    for (const tab of ['', '/users', '/orders', '/services', '/discounts'])
      await visit(page, `/staff/admin${tab}`);
    await visit(page, `/staff/admin/orders?order=${order.orderId}`, (page) =>
      expect(page.getByRole('dialog', { name: new RegExp(`${order.orderNumber}\\b`) })).toBeVisible(),
    );
    await expectReflows(page, 'the order dialog');
    await page.keyboard.press('Escape');
    await visit(page, '/staff/admin/services');
    await page.getByRole('button', { name: t.addService }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectReflows(page, 'the service dialog');
  });
}
