import { expect, type Page } from '@playwright/test';

/** The first admin the e2e server creates on start (playwright.config.ts passes these as ADMIN_EMAIL/PASSWORD). */
export const e2eAdmin = { email: 'admin@e2e.photoedit.test', password: 'e2e-admin-password-42' } as const;

/** A unique e-mail per test, so rate limits and outboxes never mix between tests. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.photoedit.test`;

export const storedToken = (page: Page, role: string) =>
  page.evaluate((key) => window.localStorage.getItem(key), `${role}_token`);

/** Creates a client account through the development API (clients are otherwise created by an order). */
export async function createClient(page: Page, email: string, language: 'en' | 'pl' = 'en') {
  const response = await page.request.post('/api/dev/clients', { data: { email, language } });
  expect(response.ok()).toBe(true);
}

/** A message of the development mailbox (GET /api/dev/mailbox). */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  template: string;
  createdAt: string;
}

/** The newest access-code e-mail to `email` from the development mailbox (JSON), with its code and link. */
export async function readAccessCodeMail(page: Page, email: string, after?: string) {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        found = messages.find(
          (message) => message.template === 'access_code' && (!after || message.createdAt > after),
        );
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const text = found?.text ?? '';
  const code = /^\d{6}$/m.exec(text)?.[0];
  const link = /https?:\/\/[^\s]+\/auth\/auto-login\?token=[^\s]+/.exec(text)?.[0];
  if (!code || !link || !found) throw new Error(`No code or link in the mail:\n${text}`);
  const url = new URL(link);
  return { code, autoLoginPath: `${url.pathname}${url.search}`, createdAt: found.createdAt };
}

/** The client access screen's texts in a language. */
export const clientAccessTexts = {
  en: { email: 'Email address', sendCode: 'Send access code', code: 'Access code', signIn: 'Sign in' },
  pl: { email: 'Adres e-mail', sendCode: 'Wyślij kod dostępu', code: 'Kod dostępu', signIn: 'Zaloguj się' },
} as const;

/** Signs a client in on /{lang}/client-access with the code e-mailed to them; ends on their dashboard. */
export async function clientSignInWithCode(page: Page, lang: 'en' | 'pl', email: string) {
  const t = clientAccessTexts[lang];
  await page.goto(`/${lang}/client-access`);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.sendCode }).click();
  const mail = await readAccessCodeMail(page, email);
  await page.getByLabel(t.code).fill(mail.code);
  await page.getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
}

/** Signs in at the shared staff login screen of a role. */
export async function staffSignIn(page: Page, role: 'admin' | 'designer', email: string, password: string) {
  await page.goto(`/staff/${role}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/${role}$`));
}

/** Registers a designer at /staff/designer/register; lands on /staff/designer. */
export async function registerDesigner(page: Page, email: string, password = 'designer-password-1') {
  await page.goto('/staff/designer/register');
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Designer');
  await page.getByLabel('Display name').fill('Dana D');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/staff\/designer$/);
  return { email, password };
}

/**
 * Creates an admin of the test's own through the development API: signing in as the first admin in every test
 * would run into the login limit per account (10 in 15 minutes).
 */
export async function createAdmin(page: Page, email = uniqueEmail('admin'), password = 'admin-password-42') {
  const response = await page.request.post('/api/dev/admins', { data: { email, password } });
  expect(response.status()).toBe(201);
  return { email, password };
}

/** Creates an approved designer through the development API (no register limit, no admin round trip). */
export async function createApprovedDesigner(page: Page, email: string, password = 'designer-password-1') {
  const response = await page.request.post('/api/dev/designers', { data: { email, password } });
  expect(response.status()).toBe(201);
  return { email, password };
}
