import { expect, test, type Page } from '@playwright/test';
import { BUILT_IN_CLIENT_ID } from '@/lib/identity/constants';
import { totpCode, totpStep } from '@/lib/identity/totp';
import { AccountPages, uniqueUser } from './support/accounts';
import { fitsEveryWidth } from './support/screens';

/** A code works once per 30-second step: wait for the step after `step` before the next one. */
async function codeAfter(secret: string, step: number): Promise<string> {
  while (totpStep(new Date()) <= step) await new Promise((resolve) => setTimeout(resolve, 1000));
  return totpCode(secret, new Date());
}

/** On the dashboard: adds an authenticator from the key shown; its secret and the step its code used. */
async function addAuthenticator(page: Page): Promise<{ secret: string; step: number }> {
  const security = page.getByRole('region', { name: 'Sign-in security' });
  await security.getByRole('button', { name: 'Add an authenticator app' }).click();
  const secret =
    (await security.getByTestId('authenticator-secret').textContent())?.replaceAll(' ', '') ?? '';
  const step = totpStep(new Date());
  await security.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
  await security.getByRole('button', { name: 'Confirm' }).click();
  await expect(security.getByRole('status')).toHaveText(
    'Your authenticator app is set up. You will use it to log in.',
  );
  return { secret, step };
}

test('a customer adds an authenticator app and logs in with its code', async ({ page }, testInfo) => {
  // Up to one 30-second step is spent waiting for a code the setup did not use.
  test.setTimeout(150_000);
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signedInThroughApi(user);

  await page.goto('/dashboard');
  const security = page.getByRole('region', { name: 'Sign-in security' });
  await security.getByRole('button', { name: 'Add an authenticator app' }).click();
  const secret =
    (await security.getByTestId('authenticator-secret').textContent())?.replaceAll(' ', '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(
    security.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  await expect(security.locator('svg')).toBeVisible();
  await fitsEveryWidth(page, testInfo, 'dashboard-add-authenticator');

  // A wrong code is refused, announced and focused; the right one sets the app up.
  await security.getByLabel('Code from the app').fill('000000');
  await security.getByRole('button', { name: 'Confirm' }).click();
  await expect(security.getByTestId('auth-error')).toBeFocused();
  const setupStep = totpStep(new Date());
  await security.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
  await security.getByRole('button', { name: 'Confirm' }).click();
  await expect(security.getByRole('status')).toHaveText(
    'Your authenticator app is set up. You will use it to log in.',
  );
  await expect(security.getByRole('radio', { name: 'A code from my authenticator app' })).toBeChecked();
  await fitsEveryWidth(page, testInfo, 'dashboard-authenticator-on');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await accounts.submitLogin(user.email, user.password);
  await expect(page).toHaveURL(/\/otp\?method=totp$/);
  await expect(page.getByText('Enter the 6-digit code shown in your authenticator app.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
  await fitsEveryWidth(page, testInfo, 'otp-authenticator');
  await page.getByLabel('One-time password').fill(await codeAfter(secret, setupStep));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Removing it takes the password (or a code from the app), not the session alone; then the
  // next login sends the SMS code again.
  const signedIn = page.getByRole('region', { name: 'Sign-in security' });
  await signedIn.getByRole('button', { name: 'Remove authenticator app' }).click();
  const removal = signedIn.getByRole('form', { name: 'Remove the authenticator app' });
  await removal.getByLabel('Your password or a code from the app').fill(`${user.password}x`);
  await removal.getByRole('button', { name: 'Remove authenticator app' }).click();
  await expect(signedIn.getByTestId('auth-error')).toBeFocused();
  await expect(removal).toBeVisible();
  await removal.getByLabel('Your password or a code from the app').fill(user.password);
  await removal.getByRole('button', { name: 'Remove authenticator app' }).click();
  await expect(signedIn.getByRole('status')).toHaveText(
    'The authenticator app is removed. You will get your login codes by SMS.',
  );
  await expect(signedIn.getByRole('button', { name: 'Add an authenticator app' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await accounts.submitLogin(user.email, user.password);
  await expect(page).toHaveURL(/\/otp$/);
});

test('the SMS step names the masked number and sends a new code', async ({ page }, testInfo) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signedInThroughApi(user);
  await page.context().clearCookies();

  await accounts.submitLogin(user.email, user.password);
  await expect(page).toHaveURL(/\/otp$/);
  const masked = `+1 (***) ***-${user.phone.slice(-4)}`;
  await expect(page.getByText(`We sent the code by SMS to ${masked}.`)).toBeVisible();
  await fitsEveryWidth(page, testInfo, 'otp-sms');
  const first = await accounts.mailbox.smsCode(user.phone);

  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Send a new code' }).click();
  const form = page.getByRole('form', { name: 'Confirm your login' });
  await expect(form.getByRole('status')).toHaveText(`We sent a new code to ${masked}.`);
  await expect.poll(() => accounts.mailbox.smsCode(user.phone)).not.toBe(first);

  // The first code is retired by the new one.
  await page.getByLabel('One-time password').fill(first);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(accounts.errorPanel()).toBeFocused();
  await page.getByRole('button', { name: 'Close error' }).click();
  await accounts.enterSmsCode(user);
});

test('with both second steps and no preference, the login asks which one', async ({ page }) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signedInThroughApi(user);
  await page.goto('/dashboard');
  await addAuthenticator(page);
  const security = page.getByRole('region', { name: 'Sign-in security' });
  await security.getByRole('radio', { name: 'Ask me each time' }).check();
  await security.getByRole('button', { name: 'Save choice' }).click();
  await expect(security.getByRole('status')).toHaveText('Your choice is saved.');
  await page.context().clearCookies();

  await accounts.submitLogin(user.email, user.password);
  await expect(page).toHaveURL(/\/otp\?method=select$/);
  await page.getByRole('radio', { name: 'A code sent to my phone by SMS' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(
    page.getByText(`We sent the code by SMS to +1 (***) ***-${user.phone.slice(-4)}.`),
  ).toBeVisible();
  await accounts.enterSmsCode(user);
});

test('an account with no second step on sets up an authenticator while logging in', async ({
  page,
}, testInfo) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signedInThroughApi(user);
  // SMS turned off through the identity endpoint (the site offers no such switch).
  const accessToken = (await page.context().cookies()).find(
    (cookie) =>
      cookie.name.startsWith(`CognitoIdentityServiceProvider.${BUILT_IN_CLIENT_ID}.`) &&
      cookie.name.endsWith('.accessToken'),
  )?.value;
  const turnedOff = await page.context().request.post('/api/identity', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.SetUserMFAPreference',
    },
    data: JSON.stringify({ AccessToken: accessToken, SMSMfaSettings: { Enabled: false } }),
  });
  expect(turnedOff.status()).toBe(200);
  await page.context().clearCookies();

  await accounts.submitLogin(user.email, user.password);
  await expect(page).toHaveURL(/\/otp\?method=totp-setup$/);
  const secret = (await page.getByTestId('authenticator-secret').textContent())?.replaceAll(' ', '') ?? '';
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await fitsEveryWidth(page, testInfo, 'otp-authenticator-setup');
  await page.getByLabel('One-time password').fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page
      .getByRole('region', { name: 'Sign-in security' })
      .getByRole('radio', { name: 'A code from my authenticator app' }),
  ).toBeChecked();
});
