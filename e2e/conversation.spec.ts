import { expect, test } from '@playwright/test';
import { AccountPages } from './support/accounts';
import { openInConsole } from './support/console';
import { fitsEveryWidth } from './support/screens';
import { samplePdf } from './quote-wizard-page';
import { quoteThroughApi } from './support/quotes';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(16) });

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs it up. */
const STAFF_EMAIL = 'conversation-staff-e2e@example.com';
const SHOP_INBOX = 'support@coastlineprint.co';

test('staff edit an e-mail text, write to a customer who answers through the guest link, and see the answer', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const marker = `E2E ${Date.now()}`;
  const customerEmail = `conversation-${Date.now()}@example.com`;
  const number = await quoteThroughApi(request, {
    name: 'Robin Talker',
    email: customerEmail,
    phone: '9495550142',
  });
  const internal = `Secret internal note ${marker}`;

  // Staff sign in and edit the text of the shop's message e-mail.
  await new AccountPages(page).staffSignedInThroughApi(STAFF_EMAIL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/emails');
  await page.getByRole('link', { name: 'Message from the shop' }).click();
  const body = page.getByRole('textbox', { name: 'Text', exact: true });
  const preview = page.getByRole('region', { name: 'Preview with sample values' });
  const original = await body.inputValue();
  await body.fill(original.replace('{{link}}', 'our website'));
  await expect(page.getByText('This e-mail must keep {{link}}.')).toBeVisible();
  await body.fill(`${marker}: {{message}}\n\n<b>Reply here</b>: {{link}}`);
  await page.getByLabel('Subject').fill('Quote {{number}}: {{shop}} wrote');
  await expect(preview).toContainText(`${marker}: Could you send the logo as a PDF?`);
  await expect(preview).toContainText('<b>Reply here</b>');
  await fitsEveryWidth(page, testInfo, 'email-text-editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: the shop sends this wording from now on.');
  await expect(page.getByText(`Edited by ${STAFF_EMAIL}`)).toBeVisible();

  try {
    // Staff write to the customer and leave an internal note.
    await openInConsole(page, number);
    const conversation = page.getByRole('form', { name: 'Write on the conversation' });
    await conversation.getByLabel('Message').fill('Could you confirm the colours?');
    await conversation.getByRole('button', { name: 'Send to the customer' }).click();
    await expect(conversation.getByRole('status')).toHaveText('Message sent to the customer.');
    await conversation.getByLabel('Message').fill(internal);
    await conversation.getByRole('button', { name: 'Add internal note' }).click();
    await expect(conversation.getByRole('status')).toHaveText('Internal note added.');
    const thread = page.getByRole('region', { name: 'Conversation' });
    await expect(thread.getByText('Could you confirm the colours?')).toBeVisible();
    await expect(thread.getByText(internal)).toBeVisible();

    // The customer reads the e-mail (in the edited words) and answers through its link.
    const mailbox = new AccountPages(page).mailbox;
    const [, link] = await mailbox.latest(
      customerEmail,
      new RegExp(`${marker}: Could you confirm the colours\\?\\s+<b>Reply here</b>: (\\S+)`),
    );
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(link!);
    const messages = guest.getByRole('region', { name: 'Messages' });
    await expect(messages.getByText('Could you confirm the colours?')).toBeVisible();
    await expect(guest.getByText(internal)).toHaveCount(0);
    // Neither the page's HTML nor its RSC payload carries the note.
    for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
      const response = await guest.context().request.get(link!, { headers });
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toContain('Secret internal note');
    }
    const reply = guest.getByRole('form', { name: 'Write to the shop' });
    await reply.getByLabel('Message').fill('Blue and white, logo attached.');
    await reply
      .getByLabel(/Attach a file/)
      .setInputFiles({ name: 'colours.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await reply.getByRole('button', { name: 'Send message' }).click();
    await expect(reply.getByRole('status')).toHaveText(/Message sent/);
    await expect(messages.getByText('Blue and white, logo attached.')).toBeVisible();
    await expect(messages.getByRole('link', { name: 'Download colours.pdf' })).toBeVisible();
    await fitsEveryWidth(guest, testInfo, 'customer-conversation');
    await mailbox.inSharedInbox(SHOP_INBOX, new RegExp(`Quote ${number}: Robin Talker replied`));

    // Staff are told: the replies page lists the quote, whose thread shows the answer.
    await page.goto('/admin/replies');
    await expect(page.getByRole('link', { name: /Customer replies\s*\d+/ })).toBeVisible();
    await page.getByRole('link', { name: number }).click();
    await expect(thread.getByText('Blue and white, logo attached.')).toBeVisible();
    await expect(thread.getByRole('link', { name: 'Download colours.pdf' })).toBeVisible();
    await expect(thread.getByText('New', { exact: true })).toHaveCount(1);
    await fitsEveryWidth(page, testInfo, 'staff-conversation');
    await page.reload();
    await expect(thread.getByText('New', { exact: true })).toHaveCount(0);
  } finally {
    await page.goto('/admin/emails/shop-message');
    await page.getByRole('button', { name: 'Reset to the default wording' }).click();
    await expect(page.getByText('Back to the default wording.')).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('Quote {{number}}: a message from {{shop}}');
  }
});
