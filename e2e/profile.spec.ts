import { expect, test, type Browser, type Page } from '@playwright/test';
import { phoneAttribute } from '@/lib/validation/account-attributes';
import { AccountPages, uniqueUser, type TestUser } from './support/accounts';
import { fitsEveryWidth } from './support/screens';

// Issue 33 §2: the customer edits their own account on the dashboard.

const verificationCode = /verification code is (\d{6})/;

/** A second browser (another device) signed in to the same account. */
async function secondDevice(browser: Browser, user: TestUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new AccountPages(page).loggedInThroughApi(user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  return { context, page };
}

/** Signed out on the server: the dashboard sends the visitor to the login screen. */
async function expectSignedOut(page: Page) {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
}

test('edits the name, and a new phone verified by SMS takes the login codes', async ({ page }, testInfo) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signedInThroughApi(user);
  await page.goto('/dashboard');
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByRole('button', { name: 'Edit your details' }).click();

  const name = details.getByRole('form', { name: 'Name' });
  await name.getByLabel('First Name').fill('Mary-Ann');
  await name.getByLabel('Last Name').fill("O'Brien");
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(details.getByRole('status')).toHaveText('Your name is saved.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Welcome, Mary-Ann O'Brien");

  const phone = details.getByRole('region', { name: 'Phone for login codes' });
  const newPhone = uniqueUser().phone;
  const lastFour = newPhone.slice(-4);
  const [, code] = await accounts.mailbox.next(phoneAttribute(newPhone), verificationCode, async () => {
    // Written as people write it: read as its 10 digits.
    await phone
      .getByLabel('New phone number')
      .fill(`(${newPhone.slice(0, 3)}) ${newPhone.slice(3, 6)}-${lastFour}`);
    await phone.getByRole('button', { name: 'Change phone' }).click();
    await expect(phone.getByText(`We sent a code to +1 (***) ***-${lastFour}.`)).toBeVisible();
  });
  await fitsEveryWidth(page, testInfo, 'dashboard-profile-phone-code');
  // A wrong code: the server's refusal takes the focus, and the phone in force stays.
  await phone.getByLabel('Confirmation Code').fill('000000');
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByTestId('auth-error')).toBeFocused();
  await expect(details.getByText(`(***) ***-${user.phone.slice(-4)}`)).toBeVisible();
  await phone.getByLabel('Confirmation Code').fill(code ?? '');
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(details.getByRole('status')).toHaveText(
    'Your new phone number is confirmed. Login codes now go to it.',
  );
  await expect(details.getByText(`+1 (***) ***-${lastFour}`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await accounts.submitLogin(user.email, user.password);
  await expect(page.getByText(`We sent the code by SMS to +1 (***) ***-${lastFour}.`)).toBeVisible();
  await accounts.enterSmsCode({ ...user, phone: newPhone });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Welcome, Mary-Ann O'Brien");
});

test('changes the e-mail once the new address is verified; the old address is told', async ({
  page,
}, testInfo) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  const taken = uniqueUser();
  await new AccountPages(page).signedInThroughApi(taken);
  await page.context().clearCookies();
  await accounts.signedInThroughApi(user);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Edit your details' }).click();
  const email = page.getByRole('region', { name: 'E-mail' });

  // Another account's address is refused, announced and focused.
  await email.getByLabel('New e-mail').fill(taken.email);
  await email.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(email.getByTestId('auth-error')).toBeFocused();
  await expect(email.getByTestId('auth-error')).toContainText(
    'An account with the given email already exists.',
  );

  const newEmail = uniqueUser().email;
  const [, code] = await accounts.mailbox.next(newEmail, verificationCode, async () => {
    await email.getByLabel('New e-mail').fill(newEmail);
    await email.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(email.getByLabel('Confirmation Code')).toBeVisible();
  });
  await fitsEveryWidth(page, testInfo, 'dashboard-profile-email-code');
  await email.getByLabel('Confirmation Code').fill(code ?? '');
  await email.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Your details' }).getByRole('status')).toHaveText(
    'Your new e-mail address is confirmed. Use it to log in from now on.',
  );
  await expect(page.getByRole('region', { name: 'Your details' }).getByText(newEmail)).toBeVisible();
  const changeNotice = /e-mail address of your .* account is now/;
  await accounts.mailbox.latest(user.email, changeNotice);
  // Told once: the dashboard's own check of the change sends nothing beside the service's notice.
  expect(
    (await accounts.mailbox.messages(user.email)).filter((text) => changeNotice.test(text)),
  ).toHaveLength(1);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // The old address no longer logs in: the refusal is announced and takes the focus.
  await accounts.submitLogin(user.email, user.password);
  await expect(accounts.errorPanel()).toBeFocused();
  await accounts.logIn({ ...user, email: newEmail });
});

test('a new password signs out the other devices, and the old password fails', async ({
  page,
  browser,
}, testInfo) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signedInThroughApi(user);
  const other = await secondDevice(browser, user);
  await page.goto('/dashboard');
  const reveal = page.getByRole('button', { name: 'Set a new password' });
  await expect(reveal).toHaveAttribute('aria-expanded', 'false');
  await reveal.click();
  await expect(reveal).toHaveAttribute('aria-expanded', 'true');
  const password = page.getByRole('form', { name: 'Password' });

  await password.getByLabel('Current password').fill('Wrong#123x');
  await password.getByLabel('New password').fill('Harbor#456');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByTestId('auth-error')).toBeFocused();
  await fitsEveryWidth(page, testInfo, 'dashboard-profile-password-error');

  await password.getByLabel('Current password').fill(user.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  // This device signs straight back in with the new password: the login code follows.
  await accounts.enterSmsCode(user);
  await expectSignedOut(other.page);
  await other.context.close();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await accounts.submitLogin(user.email, user.password);
  await expect(accounts.errorPanel()).toBeFocused();
  await accounts.logIn(user, 'Harbor#456');
});

test('signing out everywhere signs out the other devices too', async ({ page, browser }) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signedInThroughApi(user);
  const other = await secondDevice(browser, user);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(other.page);
  await expectSignedOut(page);
  await other.context.close();
});

test("every account form's server error takes the focus, so it is read out", async ({ page }) => {
  const accounts = new AccountPages(page);
  const user = uniqueUser();
  await accounts.signedInThroughApi(user);
  await page.context().clearCookies();

  // Sign-up with an e-mail that has an account.
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('José');
  await page.getByLabel('Last Name').fill('Núñez');
  await page.getByLabel('Phone Number').fill(user.phone);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(accounts.errorPanel()).toBeFocused();

  const wrongCode = async (path: string, button: string, fill: () => Promise<void>) => {
    await page.goto(path);
    await fill();
    await page.getByRole('button', { name: button }).click();
    await expect(accounts.errorPanel()).toBeFocused();
  };
  const query = new URLSearchParams({ username: user.email });
  await wrongCode(`/confirm-signup?${query}`, 'Confirm', () =>
    page.getByLabel('Confirmation Code').fill('000000'),
  );
  await wrongCode(`/confirm-reset-password?${query}`, 'Reset Password', async () => {
    await page.getByLabel('Confirmation Code').fill('000000');
    await page.getByLabel('New Password', { exact: true }).fill('Harbor#456');
  });
  // Login: a wrong password, then a wrong one-time code.
  await accounts.submitLogin(user.email, 'Wrong#123x');
  await expect(accounts.errorPanel()).toBeFocused();
  await accounts.submitLogin(user.email, user.password);
  await expect(page).toHaveURL(/\/otp$/);
  await page.getByLabel('One-time password').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(accounts.errorPanel()).toBeFocused();
});
