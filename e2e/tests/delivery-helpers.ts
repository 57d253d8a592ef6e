// The designer's and the client's sides of a delivery, for tests of what happens after payment: a designer
// signed in over REST, edited files uploaded and submitted through the API as the studio does, the client
// signed in by the order e-mail's one-click link, and the axe check of the pages.
import { expect, type Page } from '@playwright/test';
import { bearerClient } from './api-client';
import { createApprovedDesigner, uniqueEmail } from './identity-helpers';
import { pngImage, readOrderMail } from './ordering-helpers';

/**
 * Signs the client in with the order e-mail's link; the dashboard opens in the language the browser was last
 * using, then in `lang`.
 */
export async function signInByOrderMail(page: Page, email: string, lang: 'en' | 'pl' = 'en') {
  const { autoLoginPath } = await readOrderMail(page, email);
  await page.goto(autoLoginPath);
  await expect(page).toHaveURL(/\/(en|pl)\/dashboard$/);
  if (!page.url().endsWith(`/${lang}/dashboard`)) await page.goto(`/${lang}/dashboard`);
}

/** An approved designer, signed in over REST (SPEC §7): its token and credentials. */
export async function designerToken(page: Page) {
  const designer = await createApprovedDesigner(page, uniqueEmail('designer'));
  const login = await page.request.post('/api/auth/login', {
    data: { email: designer.email, password: designer.password, role: 'designer' },
  });
  expect(login.status()).toBe(200);
  return { ...designer, token: ((await login.json()) as { access_token: string }).access_token };
}

/** The edited file the studio uploads for a photo (a distinct colour per photo and round). */
export const editedPng = (position: number, round = 0) =>
  pngImage(64, 48, [200, 120 + position * 40, 40 + round * 60]);

/**
 * What the studio does: uploads an edited file for every image of the order that needs one (all of them at
 * first, then those with an open revision) and submits them with a comment. Returns the uploaded bytes by photo.
 */
export async function designerSubmits(
  page: Page,
  token: string,
  orderId: string,
  comment: string,
  round = 0,
  edited: (position: number, round: number) => Buffer = editedPng,
) {
  const mine = await bearerClient(page.request, token).designer.orders.mine.query({});
  const needed = mine.items
    .find((item) => item.id === orderId)
    ?.images.filter((image) => image.needsSubmission);
  expect(needed?.length).toBeGreaterThan(0);
  const images: { orderImageId: string; editedMediaId: string }[] = [];
  const files = new Map<number, Buffer>();
  for (const image of needed ?? []) {
    const buffer = edited(image.position, round);
    const upload = await page.request.post('/api/media/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name: `edited-${image.position + 1}.png`, mimeType: 'image/png', buffer } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    images.push({ orderImageId: image.id, editedMediaId: ((await upload.json()) as { id: string }).id });
    files.set(image.position, buffer);
  }
  await bearerClient(page.request, token).designer.orders.submit.mutate({ orderId, images, comment });
  return files;
}
