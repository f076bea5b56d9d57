// A signed-in session on a running server, made the way a customer makes one (sign up,
// confirm the e-mail, SMS code), for measuring /dashboard. Codes are read from the local
// mailbox page, so the server must run with the mailbox on (MAILBOX_ENABLED=true).
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';

/**
 * A new signed-in customer's cookies, as Playwright describes them (for `addCookies`), or
 * undefined when the mailbox is off. A browser must hold them in its cookie jar, not be sent
 * them as a header: the dashboard's own scripts read the session from `document.cookie`.
 */
export async function signedInCookies(baseUrl, executablePath) {
  if ((await fetch(`${baseUrl}/dev/mailbox`)).status !== 200) return undefined;
  const id = randomUUID().replaceAll('-', '');
  const user = {
    email: `lighthouse-${id.slice(0, 12)}@example.com`,
    phone: `949${String(Number.parseInt(id.slice(0, 7), 16) % 10_000_000).padStart(7, '0')}`,
    password: 'Secret#123',
  };
  const browser = await chromium.launch({ executablePath });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const latestCode = async (recipient, pattern) => {
      const mailbox = await context.newPage();
      try {
        for (let tries = 0; tries < 30; tries += 1) {
          await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
          const newest = mailbox.getByTestId('mailbox-message').first();
          const match = (await newest.count()) ? (await newest.innerText()).match(pattern) : null;
          if (match) return match[1];
          await mailbox.waitForEvent('load', { timeout: 500 }).catch(() => undefined);
        }
        throw new Error(`No code arrived for ${recipient}.`);
      } finally {
        await mailbox.close();
      }
    };
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Light');
    await page.getByLabel('Last Name').fill('House');
    await page.getByLabel('Phone Number').fill(user.phone);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/confirm-signup/);
    await page
      .getByLabel('Confirmation Code')
      .fill(await latestCode(user.email, /confirmation code is (\d{6})/));
    // The e-mailed code signs the new customer in: straight on to the SMS step.
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/otp$/);
    await page
      .getByLabel('One-time password')
      .fill(await latestCode(`+1${user.phone}`, /login code is (\d{6})/));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/dashboard$/);
    return await context.cookies();
  } finally {
    await browser.close();
  }
}

/** The same cookies as one Cookie header, for a request made without a browser. */
export const cookieHeader = (cookies) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
