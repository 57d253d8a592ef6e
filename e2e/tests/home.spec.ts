// The home page shows results: a before/after of our work in the hero, each service's before/after and its
// portfolio (attached by an admin), and the primary button starts the order.

import { expect, test } from '@playwright/test';
import { bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { acceptCookies, chooseLanguage } from './helpers';
import { e2eAdmin } from './identity-helpers';
import { pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the hero and the catalogue show before/after and portfolio images; "Upload photos" opens the order', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password, role: 'admin' },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const admin = bearerClient(page.request, token);
  const upload = async (name: string, colour: [number, number, number]) => {
    const response = await page.request.post('/api/media/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name, mimeType: 'image/png', buffer: pngImage(120, 90, colour) } },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const [service] = await admin.admin.services.list.query();
  if (!service) throw new Error('the seeded catalogue is empty');
  for (const [kind, colour] of [
    ['before', [60, 60, 60]],
    ['after', [90, 150, 220]],
    ['portfolio', [200, 120, 60]],
    ['portfolio', [60, 160, 90]],
  ] as const) {
    await admin.admin.services.images.attach.mutate({
      serviceId: service.id,
      mediaId: await upload(`${kind}.png`, [...colour]),
      kind,
    });
  }

  for (const [lang, texts] of [
    [
      'en',
      {
        upload: 'Upload photos',
        compare: 'Before and after:',
        more: 'More of our work:',
        step: 'Upload Photos',
        express: 'Express',
        faster: '+50% on the services',
      },
    ],
    [
      'pl',
      {
        upload: 'Prześlij zdjęcia',
        compare: 'Przed i po:',
        more: 'Więcej naszych prac:',
        step: 'Prześlij zdjęcia',
        express: 'Ekspres',
        faster: '+50% do ceny usług',
      },
    ],
  ] as const) {
    await page.goto(`/${lang}`);
    const hero = page.getByTestId('hero-compare');
    const slider = hero.getByRole('slider', { name: new RegExp(`^${texts.compare}`) });
    await expect(slider).toBeVisible();
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('100');
    const cards = page.getByTestId('service-card');
    await expect(cards.getByRole('slider')).toHaveCount(1);
    // At least the two attached here (a repeated run on the same server attaches more).
    const portfolio = cards.getByRole('list', { name: new RegExp(`^${texts.more}`) }).getByRole('img');
    await expect(portfolio.nth(1)).toBeVisible();
    // What Express and Economy cost, from the seeded turnarounds.
    const express = page.getByTestId('turnaround-price').filter({ hasText: texts.express });
    await expect(express).toContainText(texts.faster);
    await expect(page.getByTestId('turnaround-price')).toHaveCount(3);
    await expectAccessible(page);
    await page.getByRole('link', { name: texts.upload }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}#order$`));
    await expect(
      page.getByTestId('wizard-step').getByRole('heading', { name: new RegExp(`${texts.step}$`) }),
    ).toBeInViewport();
  }
});

test('the home page arrives painted in its language; the app takes over that very page without an error', async ({
  page,
  browser,
}) => {
  // Without JavaScript the first screen is there: the build prerendered it for each language.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/pl');
    await expect(plain.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(
      'Profesjonalna obróbka zdjęć w 24 godziny',
    );
    await expect(plain.getByRole('link', { name: 'Prześlij zdjęcia' })).toBeVisible();
    // Every Polish page is served in Polish: its language and its description, before any script.
    for (const path of ['/pl', '/pl/terms']) {
      await plain.goto(path);
      await expect(plain.locator('html')).toHaveAttribute('lang', 'pl');
      await expect(plain.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /profesjonalna obróbka zdjęć/,
      );
    }
  } finally {
    await noScript.close();
  }

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Marks the served heading, to tell whether the app kept it (hydrated) or built the page again.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      if (heading) Object.assign(heading, { servedByTheBuild: true });
    });
  });
  await page.goto('/en');
  // The app is running once the catalogue (an API call) has replaced its placeholder.
  await expect(page.getByTestId('service-card').first()).toBeVisible();
  expect(await page.locator('h1').evaluate((heading) => 'servedByTheBuild' in heading)).toBe(true);
  await chooseLanguage(page, 'pl');
  await expect(page).toHaveURL(/\/pl$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Profesjonalna obróbka zdjęć w 24 godziny',
  );
  expect(errors).toEqual([]);
});
