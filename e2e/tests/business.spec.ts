// Business accounts and billing (issue 35), in English on a desktop and in Polish on a phone: a company client with
// a VAT ID orders in PLN through the wizard and downloads the invoice from the Billing page; makes their account a
// team and adds a colleague, who signs in with a code and orders through the wizard on the team; and, once the order is finished, shares it with the
// listing agent, who opens the gallery without signing in and downloads the ZIP.

import { expect, type Page, test } from '@playwright/test';
import { bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { clientSignInWithCode, type MailboxMessage, storedToken, uniqueEmail } from './identity-helpers';
import { firstServiceForAll, pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const texts = {
  en: {
    next: 'Continue',
    currency: 'Currency',
    email: 'Email address',
    toCompany: 'Make the invoice out to my company',
    companyName: /^Company name/,
    street: /^Street and number/,
    postalCode: /^Postal code/,
    city: /^City/,
    country: /^Country/,
    vatId: /^VAT ID/,
    pay: /^Pay /,
    invoices: 'Invoices',
    download: /^Download PDF FV\//,
    teamName: /^Team name/,
    makeTeam: 'Make my account a team',
    addForm: 'Add a colleague',
    colleagueEmail: /^E-mail address/,
    add: 'Add',
    members: 'Members',
    share: 'Share with your agent',
    createLink: 'Create a link',
    link: /^Link to the gallery/,
    gallery: (number: number) => `Photos of order #${number}`,
    fullZip: /^Download all 2 photos \(ZIP\)$/,
    from: 'From Łąka Nieruchomości sp. z o.o.',
  },
  pl: {
    next: 'Dalej',
    currency: 'Waluta',
    email: 'Adres e-mail',
    toCompany: 'Wystaw fakturę na moją firmę',
    companyName: /^Nazwa firmy/,
    street: /^Ulica i numer/,
    postalCode: /^Kod pocztowy/,
    city: /^Miejscowość/,
    country: /^Kraj/,
    vatId: /^NIP/,
    pay: /^Zapłać /,
    invoices: 'Faktury',
    download: /^Pobierz PDF FV\//,
    teamName: /^Nazwa zespołu/,
    makeTeam: 'Zamień moje konto w zespół',
    addForm: 'Dodaj współpracownika',
    colleagueEmail: /^Adres e-mail/,
    add: 'Dodaj',
    members: 'Członkowie',
    share: 'Udostępnij agentowi',
    createLink: 'Utwórz link',
    link: /^Link do galerii/,
    gallery: (number: number) => `Zdjęcia zamówienia nr ${number}`,
    fullZip: /^Pobierz wszystkie 2 zdjęcia \(ZIP\)$/,
    from: 'Od: Łąka Nieruchomości sp. z o.o.',
  },
};

type Texts = (typeof texts)['en'];

/** No sideways scrolling; when there is, the message names the elements that stick out. */
async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() =>
    document.documentElement.scrollWidth > window.innerWidth
      ? [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map((element) => `${element.tagName}.${element.className}`)
      : [],
  );
  expect(wide, wide.join('\n')).toEqual([]);
}

/** The home page's wizard, as a guest company: two photos, the first service on both, PLN, the company's invoice details; paid. */
async function companyOrder(page: Page, lang: 'en' | 'pl', t: Texts, email: string) {
  await page.goto(`/${lang}`);
  await page.getByTestId('uploader-input').setInputFiles(
    [0, 1].map((index) => ({
      name: `listing-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: pngImage(64, 48, [90, 60 + index * 70, 140]),
    })),
  );
  await expect(page.locator('li[data-status="done"]')).toHaveCount(2, { timeout: 60_000 });
  await page.getByRole('button', { name: t.next, exact: true }).click();
  const currency = page.getByLabel(t.currency, { exact: true });
  if (lang === 'en') await currency.selectOption('PLN');
  await expect(currency).toHaveValue('PLN');
  await firstServiceForAll(page);
  await expect(page.getByTestId('wizard-live-total')).toContainText(/zł|PLN/);
  await page.getByRole('button', { name: t.next, exact: true }).click();

  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByRole('checkbox', { name: t.toCompany }).check();
  await page.getByLabel(t.companyName).fill('Łąka Nieruchomości sp. z o.o.');
  await page.getByLabel(t.street).fill('ul. Żółkiewskiego 5');
  await page.getByLabel(t.postalCode).fill('00-950');
  await page.getByLabel(t.city).fill('Łódź');
  await page.getByLabel(t.country).selectOption('PL');
  await page.getByLabel(t.vatId).fill('526-025-09-95');
  await expectAccessible(page);
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByTestId('review-billing')).toContainText('Łąka Nieruchomości');
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  return Number((await page.getByTestId('order-number').textContent())?.match(/\d+/)?.[0]);
}

/** The colleague signs in with an e-mailed code and orders one photo through the wizard; its order number. */
async function colleagueOrders(page: Page, lang: 'en' | 'pl', t: Texts, email: string) {
  await clientSignInWithCode(page, lang, email);
  await page.goto(`/${lang}/upload`);
  await page
    .getByTestId('uploader-input')
    .setInputFiles([
      { name: 'colleague.png', mimeType: 'image/png', buffer: pngImage(64, 48, [40, 160, 90]) },
    ]);
  await expect(page.locator('li[data-status="done"]')).toHaveCount(1, { timeout: 60_000 });
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await firstServiceForAll(page);
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  return Number((await page.getByTestId('order-number').textContent())?.match(/\d+/)?.[0]);
}

async function mailboxOf(page: Page, email: string) {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

for (const [lang, device] of [
  ['en', 'desktop'],
  ['pl', 'phone'],
] as const) {
  const t = texts[lang];
  test(`${lang}, ${device}: a company orders in PLN with its VAT ID, gets the invoice, adds a colleague and shares with the agent`, async ({
    page,
    browser,
  }) => {
    test.slow();
    if (device === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail(`company-${lang}`);
    const orderNumber = await companyOrder(page, lang, t, email);

    // The invoice: e-mailed with the confirmation, and on the Billing page as a PDF.
    await expect
      .poll(async () => (await mailboxOf(page, email)).some((mail) => /FV\/\d{4}\/\d{5}/.test(mail.text)))
      .toBe(true);
    await signInByOrderMail(page, email, lang);
    const client = bearerClient(page.request, (await storedToken(page, 'client')) ?? '');
    const [invoice] = await client.billing.invoices.query();
    expect(invoice).toMatchObject({
      currency: 'PLN',
      orderNumber,
      buyerName: 'Łąka Nieruchomości sp. z o.o.',
    });
    expect(await client.billing.profile.query()).toMatchObject({ vatId: 'PL5260250995', party: 'company' });
    await page.goto(`/${lang}/dashboard/billing`);
    const invoices = page.getByRole('region', { name: t.invoices });
    const download = page.waitForEvent('download');
    await invoices.getByRole('link', { name: t.download }).click();
    expect((await download).suggestedFilename()).toMatch(/^FV-\d{4}-\d{5}\.pdf$/);
    await expectAccessible(page);
    await noSidewaysScroll(page);

    // A team: a colleague added by e-mail orders on it; the owner sees the colleague's order.
    await page.goto(`/${lang}/dashboard/team`);
    await page.getByLabel(t.teamName).fill('Łąka Studio');
    await page.getByRole('button', { name: t.makeTeam }).click();
    await expect(page.getByRole('list', { name: t.members })).toBeVisible();
    await expectAccessible(page);
    await noSidewaysScroll(page);
    const colleague = uniqueEmail(`colleague-${lang}`);
    const form = page.getByRole('form', { name: t.addForm });
    await form.getByLabel(t.colleagueEmail).fill(colleague);
    await form.getByRole('button', { name: t.add, exact: true }).click();
    await expect(
      page.getByRole('list', { name: t.members }).getByText(colleague, { exact: true }),
    ).toBeVisible();
    await expect.poll(async () => (await mailboxOf(page, colleague)).length).toBeGreaterThan(0);
    const colleagueContext = await browser.newContext(
      device === 'phone' ? { viewport: { width: 390, height: 844 } } : {},
    );
    const colleaguePage = await colleagueContext.newPage();
    await acceptCookies(colleaguePage);
    const colleaguesOrder = await colleagueOrders(colleaguePage, lang, t, colleague);
    await colleagueContext.close();
    const listed = await client.clientOrders.list.query({});
    expect(listed.orders.map((order) => order.orderNumber)).toContain(colleaguesOrder);

    // Finished: delivered and accepted; the client shares it with the agent.
    const designer = await designerToken(page);
    const detail = await client.clientOrders.detail.query({ orderNumber });
    await bearerClient(page.request, designer.token).designer.orders.claim.mutate({
      orderId: detail.orderId,
    });
    await designerSubmits(page, designer.token, detail.orderId, 'Ready for the listing.');
    const delivered = await client.clientOrders.detail.query({ orderNumber });
    await client.clientOrders.acceptPhotos.mutate({
      orderImageIds: delivered.images.map((image) => image.orderImageId),
    });
    await page.goto(`/${lang}/dashboard/orders/${orderNumber}`);
    const share = page.getByTestId('order-share');
    await expect(share.getByRole('heading', { name: t.share })).toBeVisible();
    await share.getByRole('button', { name: t.createLink }).click();
    const link = await share.getByLabel(t.link).inputValue();
    expect(link).toMatch(new RegExp(`/${lang}/shared/[A-Za-z0-9_-]{43}$`));
    await expectAccessible(page);

    // The agent: no account, no sign-in.
    const agentContext = await browser.newContext(
      device === 'phone' ? { viewport: { width: 390, height: 844 } } : {},
    );
    const agent = await agentContext.newPage();
    await acceptCookies(agent);
    await agent.goto(new URL(link).pathname);
    await expect(agent.getByRole('heading', { level: 1, name: t.gallery(orderNumber) })).toBeVisible();
    await expect(agent.getByText(t.from)).toBeVisible();
    await expect(agent.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const zip = agent.waitForEvent('download');
    await agent.getByRole('link', { name: t.fullZip }).click();
    expect((await zip).suggestedFilename()).toMatch(/\.zip$/);
    await expectAccessible(agent);
    await noSidewaysScroll(agent);
    await agentContext.close();
  });
}
