import { expect, test, type Page } from '@playwright/test';
import { serverHtmlTest } from './support/server-html';
import { structuredData } from './support/structured-data';

const shopInbox = 'support@coastlineprint.co';

class ContactPage {
  readonly name;
  readonly email;
  readonly subject;
  readonly message;
  readonly submit;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Name');
    this.email = page.getByLabel('Email');
    this.subject = page.getByLabel('Subject');
    this.message = page.getByLabel('Message');
    this.submit = page.getByRole('button', { name: 'Send Message' });
  }

  async open() {
    await this.page.goto('/contact-us');
  }

  async fill(values: { name: string; email: string; subject: string; message: string }) {
    await this.name.fill(values.name);
    await this.email.fill(values.email);
    await this.subject.fill(values.subject);
    await this.message.fill(values.message);
  }
}

const uniqueSubject = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('errors appear once a field is touched and submit stays disabled while the form is invalid', async ({
  page,
}) => {
  const form = new ContactPage(page);
  await form.open();
  await expect(form.submit).toBeDisabled();
  await expect(page.getByText('Name is required.')).toHaveCount(0);

  await form.name.focus();
  await form.email.focus();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(form.name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.name).toHaveAccessibleDescription('Name is required.');

  await form.email.fill('ana@');
  await form.subject.focus();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await form.message.focus();
  await form.subject.focus();
  await expect(page.getByText('Subject is required.')).toBeVisible();
  await expect(page.getByText('Message is required.')).toBeVisible();
  await expect(form.submit).toBeDisabled();
});

test('a valid message is confirmed, the form resets, and it reaches the shop inbox', async ({ page }) => {
  const form = new ContactPage(page);
  const subject = uniqueSubject('Rush labels');
  await form.open();
  await form.fill({
    name: 'Ana Flores',
    email: 'ana@example.com',
    subject,
    message: 'Can you print 500 labels by Friday?',
  });
  await expect(form.submit).toBeEnabled();
  await form.submit.click();

  const success = page.getByRole('status').filter({ hasText: 'Success' });
  await expect(success).toContainText('Thank you for your message!');
  await expect(form.name).toHaveValue('');
  await expect(form.subject).toHaveValue('');

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(shopInbox)}`);
  const mail = page.getByTestId('mailbox-message').filter({ hasText: subject });
  await expect(mail).toContainText(`Contact form: ${subject}`);
  await expect(mail).toContainText('From: Ana Flores <ana@example.com>');
  await expect(mail).toContainText('Can you print 500 labels by Friday?');
});

test('a failure keeps what the user typed and says so', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Too many requests. Please wait a moment and try again.',
        code: 'TooManyRequests',
        statusCode: 429,
      }),
    }),
  );
  const form = new ContactPage(page);
  const values = {
    name: 'Ana Flores',
    email: 'ana@example.com',
    subject: uniqueSubject('Kept'),
    message: 'Please keep this text.',
  };
  await form.open();
  await form.fill(values);
  await form.submit.click();

  await expect(page.getByRole('alert').filter({ hasText: 'Uh-oh!' })).toContainText(
    'Too many requests. Please wait a moment and try again.',
  );
  await expect(form.name).toHaveValue(values.name);
  await expect(form.email).toHaveValue(values.email);
  await expect(form.subject).toHaveValue(values.subject);
  await expect(form.message).toHaveValue(values.message);
});

serverHtmlTest.describe('what the contact page says', () => {
  serverHtmlTest('the contact page carries LocalBusiness structured data', async ({ page }) => {
    await page.goto('/contact-us');
    const data = await structuredData(page, 'LocalBusiness');
    expect(data).toMatchObject({ email: shopInbox, address: { addressLocality: 'Laguna Niguel' } });
    expect(data?.areaServed).toContainEqual({ '@type': 'City', name: 'Los Angeles, CA' });
  });

  serverHtmlTest(
    'the contact page names Los Angeles as a local base beside Orange County',
    async ({ page }) => {
      await page.goto('/contact-us');
      const details = page.getByRole('complementary', { name: 'Other ways to reach us' });
      await expect(details).toContainText('Local bases');
      await expect(details).toContainText('Orange County, CA and Los Angeles, CA');
    },
  );
});
