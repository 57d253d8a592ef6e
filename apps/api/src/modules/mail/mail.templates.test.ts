// Every e-mail renders with react-email in both languages, HTML and text from the same elements: the texts come
// from the mail namespace with plurals, people's words keep their line breaks and are escaped in the HTML.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { acknowledgementMail, supportCopyMail } from '../contact/contact.mail';
import { revisionRequestedMail } from '../orders/client/client-orders.mail';
import { workReadyMail } from '../orders/designer/designer.mail';
import { adminNewOrderMail, orderConfirmationMail } from '../orders/orders.mail';
import { Paragraph, renderMail } from './mail.layout';
import { accessCodeMail, designerApprovedMail } from './mail.templates';

const order = {
  orderNumber: 1042,
  images: [{ position: 0, services: ['Sky replacement'], note: 'Brighter\nplease' }],
  subtotalMinor: 1200,
  discountMinor: 120,
  discountCode: 'WELCOME10',
  totalMinor: 1080,
  currency: 'PLN' as const,
  testPayment: false,
  turnaround: { tier: 'standard' as const, hours: 24, amountMinor: 0 },
};

const everyMail = (language: 'en' | 'pl') => [
  accessCodeMail(language, { code: '482913', link: 'http://x/auth/auto-login?token=t' }),
  designerApprovedMail(language, { name: 'Ada', link: 'http://x/staff/designer' }),
  orderConfirmationMail(language, { ...order, link: 'http://x/l', origin: 'http://x' }),
  adminNewOrderMail(language, { ...order, clientEmail: 'c@example.com', origin: 'http://x' }),
  workReadyMail(language, {
    orderNumber: 7,
    imageCount: 5,
    revision: false,
    comment: 'First line\nSecond line',
    dashboardUrl: 'http://x/d',
  }),
  revisionRequestedMail(language, {
    orderNumber: 7,
    position: 2,
    note: 'Less <b>blue</b>',
    pinNotes: ['Remove the <i>cable</i>'],
    studioUrl: 'http://x/s',
  }),
  supportCopyMail(language, { email: 'a@example.com', message: 'Hello\nthere', senderLanguage: 'en' }),
  acknowledgementMail(language),
];

describe.each(['en', 'pl'] as const)('the e-mails in %s', (language) => {
  it('render as HTML in the language and as plain text, with a subject and no untranslated key', async () => {
    for (const mail of await Promise.all(everyMail(language))) {
      expect(mail.html, mail.template).toContain(`lang="${language}"`);
      expect(mail.text, mail.template).toMatch(/^PhotoEdit\n/);
      expect(mail.subject.length, mail.template).toBeGreaterThan(5);
      for (const part of [mail.subject, mail.text]) expect(part, mail.template).not.toMatch(/\{\{|\w+\.\w+_/);
    }
  });

  it('keep people’s line breaks and escape their words in the HTML', async () => {
    const [, , , , ready, revision] = await Promise.all(everyMail(language));
    expect(ready?.text).toContain('First line\nSecond line');
    expect(ready?.html).toMatch(/First line<br\/?>Second line/);
    expect(revision?.html).toContain('Less &lt;b&gt;blue&lt;/b&gt;');
    expect(revision?.text).toContain('Less <b>blue</b>');
  });
});

it('counts in each language’s plural forms', async () => {
  const en = await workReadyMail('en', {
    orderNumber: 7,
    imageCount: 1,
    revision: false,
    comment: null,
    dashboardUrl: 'x',
  });
  expect(en.text).toContain('The edited photo of your order #7 is ready');
  const pl = await workReadyMail('pl', {
    orderNumber: 7,
    imageCount: 5,
    revision: true,
    comment: null,
    dashboardUrl: 'x',
  });
  // Neutral wording: no "Grafik poprawił" that assumes a male designer.
  expect(pl.text).toContain('5 zdjęć z Twojego zamówienia #7 zostało poprawionych');
  const plFew = await workReadyMail('pl', {
    orderNumber: 7,
    imageCount: 3,
    revision: true,
    comment: null,
    dashboardUrl: 'x',
  });
  expect(plFew.text).toContain('3 zdjęcia z Twojego zamówienia #7 zostały poprawione');
  expect(`${pl.text}${plFew.text}`).not.toMatch(/poprawił\b/);
  const total = await orderConfirmationMail('pl', { ...order, link: 'http://x/l', origin: 'http://x' });
  expect(total.text).toMatch(/Razem: 10,80\s?zł/);
});

it('says the turnaround, its price and its hours in the order confirmation', async () => {
  const express = await orderConfirmationMail('en', {
    ...order,
    turnaround: { tier: 'express', hours: 12, amountMinor: 600 },
    totalMinor: 1680,
    link: 'http://x/l',
    origin: 'http://x',
  });
  expect(express.text).toMatch(/Express \(12 h\): \+PLN\s?6\.00|Express \(12 h\): \+6\.00/);
  expect(express.text).toContain('12 hours');
  const standard = await orderConfirmationMail('en', { ...order, link: 'http://x/l', origin: 'http://x' });
  expect(standard.text).not.toContain('Standard (24 h)');
});

it('opens every e-mail with its lead, which is also the preview inboxes show', async () => {
  const mail = await renderMail('test', 'en', () => ({
    subject: 'Subject',
    lead: 'The lead paragraph.',
    body: createElement(Paragraph, null, 'The next one.'),
  }));
  expect(mail).toMatchObject({ template: 'test', subject: 'Subject' });
  expect(mail.text).toMatch(/^PhotoEdit\n\nThe lead paragraph\.\n\nThe next one\./);
  expect(mail.html).toMatch(/data-skip-in-text="true">The lead paragraph\./);
});
