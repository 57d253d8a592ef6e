// The contact/help widget (SPEC §1, §5, §8): message by e-mail, Messenger chat, FAQ centre coming soon.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies, waitForApp } from './helpers';
import { e2eAdmin, uniqueEmail } from './identity-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

interface MailboxMessage {
  to: string;
  template: string;
  text: string;
}

test('a visitor sends a message from the help widget; the admins get it and the sender is answered', async ({
  page,
}) => {
  await page.goto('/en');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Help' }).click();
  const panel = page.getByRole('dialog', { name: 'How can we help?' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Support 9 AM–6 PM · e-mail 24/7 · we reply within 2 hours');
  await expect(panel.getByRole('link', { name: /Chat on Messenger/ })).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  await panel.getByRole('button', { name: /FAQ centre/ }).click();
  await expect(page.getByText('Help center coming soon! Please use email for now.')).toBeVisible();

  await panel.getByRole('button', { name: /Send us a message/ }).click();
  await panel.getByRole('button', { name: 'Send message' }).click();
  await expect(panel.getByText('Please fill in all fields.')).toHaveCount(2);

  const email = uniqueEmail('help');
  await panel.getByLabel('Your email address').fill(email);
  await panel.getByLabel('Message').fill('Do you also retouch drone photos?');
  await panel.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent. We will reply within 2 hours.')).toBeVisible();
  await expect(panel).toBeHidden();

  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(e2eAdmin.email)}`);
      const { messages } = (await response.json()) as { messages: MailboxMessage[] };
      return messages.some(
        (message) => message.template === 'contact_message' && message.text.includes(email),
      );
    })
    .toBe(true);
  const ack = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await ack.json()) as { messages: MailboxMessage[] };
  expect(messages.map((message) => message.template)).toEqual(['contact_acknowledgement']);
});

test('the widget speaks Polish on Polish pages', async ({ page }) => {
  await page.goto('/pl');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Pomoc' }).click();
  const panel = page.getByRole('dialog', { name: 'Jak możemy pomóc?' });
  await panel.getByRole('button', { name: /Napisz do nas/ }).click();
  await panel.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(panel.getByText('Wypełnij wszystkie pola.')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pomoc' })).toBeFocused();
});
