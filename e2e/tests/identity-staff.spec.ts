import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies, hostUrl } from './helpers';
import { e2eAdmin, registerDesigner, staffSignIn, storedToken, uniqueEmail } from './identity-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a designer registers, waits for approval, an admin approves, and the designer sees the dashboard', async ({
  page,
  browser,
}) => {
  // Two browsers (designer and admin) and several sign-ins.
  test.slow();
  const designer = await registerDesigner(page, uniqueEmail('designer'));
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();
  expect(await storedToken(page, 'designer')).not.toBeNull();

  // The admin works in another browser.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await acceptCookies(admin);
  await staffSignIn(admin, 'admin', e2eAdmin.email, e2eAdmin.password);
  await admin.getByRole('tab', { name: 'Users' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await admin.getByLabel('Search').fill(designer.email);
  const row = admin.getByRole('row', { name: new RegExp(designer.email) });
  await expect(admin.getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Awaiting approval')).toBeVisible();
  await expectAccessible(admin);
  await row.getByRole('button', { name: `Approve: ${designer.email}` }).click();
  await expect(admin.getByText('Designer approved')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await adminContext.close();

  // Without signing in again: the page re-checks when it regains focus (and on an interval).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page.getByRole('tab', { name: 'Available Orders' })).toBeVisible();
  await expect(page.getByText('Your account has been approved.')).toBeVisible();
  // Other tests' paid orders may be waiting to be claimed: the list or its empty state, not a loading state.
  await expect(page.getByRole('tabpanel')).toContainText(/Claim order|No orders are available right now\./);
  await page.getByRole('tab', { name: 'My Orders' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('You have not claimed any orders yet.');
  await expectAccessible(page);
});

test('registration shows the translated field rules', async ({ page }) => {
  await page.goto('/staff/designer/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await expect(page.getByText('Please enter your last name.')).toBeVisible();
  await expect(page.getByText('The display name must be at least 2 characters long.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('The password must be at least 10 characters long.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expectAccessible(page);
});

test('a wrong staff password is refused with a message', async ({ page }) => {
  await page.goto('/staff/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/admin\/login$/);
});

test('signed out, /staff/admin is replaced by /staff/admin/login (and /staff/designer by its login)', async ({
  page,
}) => {
  await page.goto('/en');
  await page.goto('/staff/admin');
  await expect(page).toHaveURL(/\/staff\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  // History was replaced: going back skips the guarded page.
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);

  await page.goto('/staff/designer');
  await expect(page).toHaveURL(/\/staff\/designer\/login$/);
  await expect(page.getByRole('heading', { name: 'Designer sign in' })).toBeVisible();
});

test('a designer session does not open /staff/admin', async ({ page }) => {
  await registerDesigner(page, uniqueEmail('designer-guard'));
  await page.goto('/staff/admin');
  await expect(page).toHaveURL(/\/staff\/admin\/login$/);
  // Even a designer's token and user planted in the admin slot are refused.
  await page.evaluate(() => {
    localStorage.setItem('admin_token', localStorage.getItem('designer_token') ?? '');
    localStorage.setItem('admin_user', localStorage.getItem('designer_user') ?? '');
  });
  await page.goto('/staff/admin');
  await expect(page).toHaveURL(/\/staff\/admin\/login$/);
  expect(await storedToken(page, 'admin')).toBeNull();
});

test('several roles at once: the switcher lists signed-in roles, logout clears the current role only', async ({
  page,
}) => {
  await registerDesigner(page, uniqueEmail('designer-multi'));
  await staffSignIn(page, 'admin', e2eAdmin.email, e2eAdmin.password);

  await page.getByRole('button', { name: /^Account:/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Designer' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Client' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Designer' }).click();
  await expect(page).toHaveURL(/\/staff\/designer$/);

  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/designer\/login$/);
  expect(await storedToken(page, 'designer')).toBeNull();
  expect(await storedToken(page, 'admin')).not.toBeNull();

  await page.goto('/staff/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Log out of all roles' }).click();
  await expect(page).toHaveURL(/\/staff\/admin\/login$/);
  expect(await storedToken(page, 'admin')).toBeNull();
});

test('/designer and /admin lead to the staff dashboards (guarded), on any host', async ({ page }) => {
  await page.goto('/designer');
  await expect(page).toHaveURL(/\/staff\/designer\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/staff\/admin\/login$/);
  await page.goto(hostUrl('designer.localhost', '/designer'));
  await expect(page).toHaveURL(/\/staff\/designer\/login$/);
  await page.goto(hostUrl('admin.localhost', '/admin'));
  await expect(page).toHaveURL(/\/staff\/admin\/login$/);
});

test('deactivation (confirmed) cuts the designer off: the next call signs them out to the login page', async ({
  page,
  browser,
}) => {
  test.slow();
  const designer = await registerDesigner(page, uniqueEmail('designer-off'));
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await acceptCookies(admin);
  await staffSignIn(admin, 'admin', e2eAdmin.email, e2eAdmin.password);
  await admin.getByRole('tab', { name: 'Users' }).click();
  await admin.getByLabel('Search').fill(designer.email);
  const row = admin.getByRole('row', { name: new RegExp(designer.email) });
  // The search is debounced: wait until the table shows only the match (header row + one).
  await expect(admin.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `Deactivate: ${designer.email}` }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Deactivate this account?' });
  await expect(dialog).toContainText(designer.email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: `Deactivate: ${designer.email}` }).click();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByText('Status updated')).toBeVisible();
  await expect(row.getByRole('button', { name: `Activate: ${designer.email}` })).toBeVisible();
  await adminContext.close();

  // The designer's page re-checks: 401, the refresh is refused, the role is cleared and the login page opens.
  // The session's end may already have reached the page another way and be taking it to the login page, which
  // ends the page's context under the nudge: either way the login page must open.
  await page
    .evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
    .catch((error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error;
    });
  await expect(page).toHaveURL(/\/staff\/designer\/login$/);
  expect(await storedToken(page, 'designer')).toBeNull();

  await page.getByLabel('Email address').fill(designer.email);
  await page.getByLabel('Password').fill(designer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This account has been deactivated.' }),
  ).toBeVisible();
});
