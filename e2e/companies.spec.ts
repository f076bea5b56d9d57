import { expect, test, type Browser, type Page } from '@playwright/test';
import { AccountPages, uniqueUser, type TestUser } from './support/accounts';
import { clientAddress } from './support/client-address';
import { openInConsole, sendProof } from './support/console';
import { quoteThroughApi } from './support/quotes';
import { DESKTOP, fitsEveryWidth } from './support/screens';

const STAFF_EMAIL = 'companies-staff-e2e@example.com';
const visitor = clientAddress(18);

test.use({ extraHTTPHeaders: visitor });

/** A new customer, or the staff member of an e-mail in STAFF_EMAILS (staffUser), signed in in a browser context of their own. */
async function signedInPerson(browser: Browser, who: TestUser | string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: visitor })).newPage();
  const accounts = new AccountPages(page);
  await (typeof who === 'string' ? accounts.staffSignedInThroughApi(who) : accounts.signedInThroughApi(who));
  return page;
}

/** The owner invites `email` with `role` from the company page; answers the e-mailed link. */
async function invite(owner: Page, email: string, role: 'Approver' | 'Buyer'): Promise<string> {
  const form = owner.getByRole('form', { name: 'Invite a colleague' });
  await form.getByLabel("Colleague's e-mail").fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByRole('status')).toHaveText('Invitation sent.');
  await expect(owner.getByRole('list', { name: 'Pending invitations' })).toContainText(email);
  const [, link] = await new AccountPages(owner).mailbox.latest(
    email,
    /(https?:\/\/\S+\/dashboard\/company\/join\?token=[\w-]+)/,
  );
  return link as string;
}

test("a buyer's quote is approved by the company's approver, not by the buyer", async ({
  browser,
}, testInfo) => {
  const company = `Reyes Coffee ${testInfo.workerIndex}${Date.now().toString(36)}`;
  const ownerUser = uniqueUser();
  const approverUser = { ...uniqueUser(), firstName: 'Abe', lastName: 'Approver' };
  const buyerUser = { ...uniqueUser(), firstName: 'Bea', lastName: 'Buyer' };

  // The owner creates the company and invites an approver and a buyer.
  const owner = await signedInPerson(browser, ownerUser);
  await owner.goto('/dashboard/company');
  await fitsEveryWidth(owner, testInfo, 'company-create');
  await owner.getByLabel('Company name').fill(company);
  await owner.getByLabel('Billing e-mail').fill(`billing-${ownerUser.email}`);
  await owner.getByRole('button', { name: 'Create company' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: company })).toBeVisible();
  const approverLink = await invite(owner, approverUser.email, 'Approver');
  const buyerLink = await invite(owner, buyerUser.email, 'Buyer');

  // Each signs up, opens their link and joins; the buyer opens it signed out, logs in and is
  // brought back to the invitation.
  const join = async (
    user: TestUser,
    link: string,
    { shot, signedOut = false }: { shot?: string; signedOut?: boolean },
  ) => {
    const page = await signedInPerson(browser, user);
    if (signedOut) {
      await page.context().clearCookies();
      await page.goto(link);
      await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fcompany%2Fjoin%3Ftoken%3D[\w-]+$/);
      const login = new URL(page.url());
      const accounts = new AccountPages(page);
      await accounts.submitLogin(user.email, user.password, `${login.pathname}${login.search}`);
      await accounts.enterSmsCode(user, /\/dashboard\/company\/join\?token=[\w-]+$/);
    } else {
      await page.goto(link);
    }
    await expect(page.getByRole('heading', { level: 1, name: `Join ${company}` })).toBeVisible();
    if (shot) await fitsEveryWidth(page, testInfo, shot);
    await page.getByRole('button', { name: `Join ${company}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/company\?joined=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'you joined the company' })).toBeVisible();
    return page;
  };
  const approver = await join(approverUser, approverLink, { shot: 'company-join' });
  const buyer = await join(buyerUser, buyerLink, { signedOut: true });
  await fitsEveryWidth(buyer, testInfo, 'company-buyer');
  // A used link is refused with a clear message.
  await buyer.goto(buyerLink);
  await expect(buyer.getByRole('alert').filter({ hasText: 'This invitation' })).toHaveText(
    'This invitation was already used.',
  );

  await owner.reload();
  const members = owner.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(3);
  await fitsEveryWidth(owner, testInfo, 'company-owner');

  // The buyer sends a quote signed in: it is the company's.
  const number = await quoteThroughApi(buyer.context().request, {
    name: `${buyerUser.firstName} ${buyerUser.lastName}`,
    email: buyerUser.email,
    phone: buyerUser.phone,
  });

  // Staff see the company beside the customer, open its page, and send a proof.
  const staff = await signedInPerson(browser, STAFF_EMAIL);
  await sendProof(staff, number, 'Here is your proof.');
  await staff.getByRole('link', { name: company }).click();
  await expect(staff.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(3);
  await expect(staff.getByRole('link', { name: number })).toBeVisible();
  await fitsEveryWidth(staff, testInfo, 'admin-company');
  await staff.goto(`/admin/companies?q=${encodeURIComponent(company.slice(0, 12))}`);
  await expect(staff.getByRole('link', { name: company })).toBeVisible();
  await fitsEveryWidth(staff, testInfo, 'admin-companies');
  await openInConsole(staff, number);

  // The buyer sees the proof, and who approves it, but no way to approve.
  await buyer.goto(`/dashboard/quotes/${number}`);
  await expect(buyer.getByText(/approve the proof and pay/).first()).toContainText('Abe Approver');
  await expect(buyer.getByRole('button', { name: 'Approve proof' })).toHaveCount(0);
  await expect(buyer.getByText("Waiting for your company's approval")).toBeVisible();
  await fitsEveryWidth(buyer, testInfo, 'company-quote-buyer');

  // The approver finds it on their dashboard, sent by the buyer, and approves it.
  await approver.goto('/dashboard');
  await expect(approver.getByRole('table', { name: `${company}'s quote requests` })).toContainText(
    'Bea Buyer',
  );
  await approver.goto(`/dashboard/quotes/${number}`);
  await approver.getByLabel('I checked the spelling, colours and size').check();
  await approver.getByRole('button', { name: 'Approve proof' }).click();
  await expect(approver.getByTestId('notification')).toContainText('the proof is approved');

  await staff.reload();
  await expect(staff.getByText(/Proof 1 · approved/)).toBeVisible();
});
