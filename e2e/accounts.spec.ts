import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { accountMessages, successMessages } from '@/lib/validation/messages';
import { AccountPages, uniqueUser } from './support/accounts';
import { quoteThroughApi } from './support/quotes';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(17) });

test('sign up, confirm, log in with the SMS code, see the dashboard, sign out', async ({ page, request }) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();

  await accounts.signUp(user);
  await expect(page.getByTestId('notification')).toContainText(successMessages.codeSent);
  await accounts.confirmSignUp(user);
  await expect(page.getByTestId('notification')).toContainText(successMessages.emailConfirmed);

  const quoteNumber = await quoteThroughApi(request, {
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    phone: user.phone,
  });
  await accounts.logIn(user);

  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${user.firstName} ${user.lastName}`);
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText(`+1 (***) ***-${user.phone.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(user.phone)).toHaveCount(0);
  const quotes = page.getByRole('table', { name: 'Your quote requests' });
  await expect(quotes.getByRole('row', { name: new RegExp(quoteNumber) })).toContainText('250');
  await expect(page.getByRole('link', { name: 'Start a new quote' })).toHaveAttribute(
    'href',
    '/start-an-order',
  );

  // Signed in: the drawer offers Dashboard and Sign out; the navbar icon still says Coming Soon.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Site menu' });
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account' })).toHaveAccessibleDescription('Coming Soon');

  // Already signed in: the login screen goes straight to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('after the e-mailed code, sign-up goes straight to the SMS step without the password again', async ({
  page,
}) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signUp(user);
  await accounts.confirmSignUp(user);
  await expect(page.getByTestId('notification')).toContainText(successMessages.emailConfirmed);
  await expect(
    page.getByText(`We sent the code by SMS to +1 (***) ***-${user.phone.slice(-4)}.`),
  ).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await accounts.enterSmsCode(user);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${user.firstName} ${user.lastName}`);
});

test('confirming from the e-mailed link on a new visit goes home; the login then works', async ({ page }) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signUp(user);
  await page.goto(`/confirm-signup?${new URLSearchParams({ username: user.email })}`);
  await accounts.confirmSignUp(user, 'home');
  await accounts.logIn(user);
});

test('reset a forgotten password from the e-mailed link, then log in with it', async ({ page }) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.registered(user);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/confirm-reset-password\?username=/);
  await expect(page.getByTestId('notification')).toContainText(successMessages.codeSent);

  await page.goto(await accounts.mailbox.resetLink(user.email));
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
  await expect(page.getByLabel('Confirmation Code')).toHaveValue(/^\d{6}$/);
  const newPassword = 'Fresh+Pass42';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('notification')).toContainText(successMessages.passwordReset);

  await accounts.submitLogin(user.email, user.password);
  await expect(accounts.errorPanel()).toBeVisible();
  await accounts.logIn(user, newPassword);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);
});

test('a wrong password shows the error panel, clears the password, and closing it resets the form', async ({
  page,
}) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.registered(user);

  await accounts.submitLogin(user.email, 'Wrong#Pass1');
  const panel = accounts.errorPanel();
  await expect(panel).toContainText('Incorrect username or password.');
  await expect(panel).toContainText('Check what you entered');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();

  await panel.getByRole('button', { name: 'Close error' }).click();
  await expect(panel).toHaveCount(0);
});

test('a wrong one-time code is reported on the OTP screen, and Cancel goes home', async ({ page }) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.registered(user);

  await accounts.submitLogin(user.email, user.password);
  await expect(page).toHaveURL(/\/otp$/);
  await page.getByLabel('One-time password').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(accounts.errorPanel()).toBeVisible();
  await expect(page).toHaveURL(/\/otp$/);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong confirmation code is shown instead of swallowed', async ({ page }) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signUp(user);
  await page.getByLabel('Confirmation Code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(accounts.errorPanel()).toBeVisible();
});

test('the login shows the busy text while the request runs', async ({ page }) => {
  const accounts = new AccountPages(page);
  await page.route('**/api/identity', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await accounts.submitLogin(uniqueUser().email, 'Secret#123');
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
});

async function expectMessages(page: Page, keys: (keyof typeof accountMessages)[]) {
  for (const key of keys) await expect(page.getByText(accountMessages[key], { exact: true })).toBeVisible();
}

test.describe('validation messages', () => {
  test('sign-up: every required and format message', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectMessages(page, [
      'firstNameRequired',
      'lastNameRequired',
      'phoneRequired',
      'usernameRequired',
      'passwordRequired',
    ]);
    await expect(page.getByText('Used for two-factor authentication')).toBeVisible();
    await expect(page.getByText('+1', { exact: true })).toBeVisible();

    await page.getByLabel('First Name').fill('Ada1');
    await page.getByLabel('Last Name').fill('Love_lace');
    await page.getByLabel('Phone Number').fill('949-555-01');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('Abcdefghijk1=xyz');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectMessages(page, [
      'firstNameFormat',
      'lastNameFormat',
      'phoneFormat',
      'usernameFormat',
      'passwordFormat',
    ]);
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/signup$/);

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('link', { name: 'Have an account already? Click here to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login, OTP, confirmations and reset', async ({ page }) => {
    // Validation runs in the browser without tripping the CSP (no eval) or logging errors.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(accountMessages.usernameRequired)).toBeVisible();
    await expect(page.getByText(accountMessages.passwordRequired)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Keep me signed in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    await page.goto('/otp');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(accountMessages.otpRequired)).toBeVisible();
    await page.getByLabel('One-time password').fill('12 34');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(accountMessages.otpFormat)).toBeVisible();

    await page.goto('/confirm-signup');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(accountMessages.usernameRequired)).toBeVisible();
    await expect(page.getByText(accountMessages.confirmationCodeRequired)).toBeVisible();
    await page.goto('/confirm-signup?username=ada%40example.com&confirmationCode=12ab');
    await expect(page.getByLabel('E-mail')).toHaveValue('ada@example.com');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(accountMessages.confirmationCodeFormat)).toBeVisible();

    await page.goto('/reset-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(accountMessages.usernameRequired)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');

    await page.goto('/confirm-reset-password?username=ada%40example.com&confirmationCode=123456');
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(accountMessages.passwordFormat)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('a forged session cookie does not open the dashboard', async ({ page, context, baseURL }) => {
  const prefix = 'CognitoIdentityServiceProvider.coastline-web-client';
  const user = randomUUID();
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = `${part({ alg: 'none' })}.${part({ sub: user, token_use: 'id', exp: 4102444800 })}.`;
  await context.addCookies(
    [
      [`${prefix}.LastAuthUser`, user],
      [`${prefix}.${user}.idToken`, forged],
      [`${prefix}.${user}.accessToken`, forged],
    ].map(([name, value]) => ({ name: name as string, value: value as string, url: baseURL as string })),
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('a form sent before the page is interactive never puts the password or code in the address', async ({
  browser,
  baseURL,
}) => {
  // With scripts off the page stays as the server sent it: what a visitor who types and presses
  // Enter before the JavaScript has loaded sends. A GET form would put the fields in the URL,
  // into history, and into every proxy's and server's access log.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const secret = `Secret-${randomUUID().slice(0, 8)}!`;
  const forms = [
    {
      path: '/login',
      fill: { E: 'E-mail', value: 'someone@example.com' },
      secretField: 'Password',
      button: 'Log in',
    },
    {
      path: '/signup',
      fill: { E: 'E-mail', value: 'someone@example.com' },
      secretField: 'Password',
      button: 'Sign Up',
    },
  ];
  for (const form of forms) {
    await page.goto(`${baseURL}${form.path}`);
    await page.getByLabel(form.fill.E).fill(form.fill.value);
    await page.getByLabel(form.secretField, { exact: true }).fill(secret);
    await page.getByRole('button', { name: form.button, exact: true }).click();
    await page.waitForLoadState('load');
    expect(page.url()).not.toContain(encodeURIComponent(secret));
    expect(page.url()).not.toContain('someone');
  }
  await context.close();
});
