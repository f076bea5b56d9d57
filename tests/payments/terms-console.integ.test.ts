import { POST as identity } from '@/app/api/identity/route';
import AccountsPage from '@/app/admin/accounts/page';
import InvoicesPage from '@/app/admin/invoices/page';
import { removeAccountTermsAction, setAccountTermsAction } from '@/app/admin/terms-actions';
import { idleForm } from '@/components/admin/form-state';
import { getDatabase, tables } from '@/lib/db/server';
import { subOf } from '@/tests/helpers/amplify-cookies';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { storedQuote } from '@/tests/helpers/orders';
import { accessRefusal } from '@/tests/helpers/refusals';
import { formData } from '@/tests/helpers/form-data';
import { actAs } from '@/tests/helpers/request-context';

/*
 * The console's terms actions and pages, called as the browser would: staff only, every field
 * checked again, and a refusal names the field and gives back what was typed.
 */
const boss = newPerson('termsboss');
process.env.STAFF_EMAILS = boss.email;

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));

type Session = { IdToken: string; AccessToken: string; email: string };
/** What Next made of a refusal: its redirect to log in, or its not-found. */
const allTerms = async () => (await getDatabase()).db.select().from(tables.accountTerms);

describeWithDatabase('the terms console', () => {
  const driver = identityDriver(identity, () => '198.51.100.32');
  let staff: Session;
  let customer: Session;

  beforeAll(async () => {
    staff = await driver.signedIn(boss);
    customer = await driver.signedIn();
  });

  const termsForm = (quoteId: string, change: Record<string, string> = {}) =>
    formData({ quoteId, companyName: 'Harbor Coffee Co.', netDays: '30', creditLimit: '5000', ...change });

  it('refuses anonymous callers and customers every terms page and action, changing nothing', async () => {
    const quote = await storedQuote({ userId: subOf(customer.IdToken), contactEmail: customer.email });
    const before = await allTerms();
    const calls: [string, () => Promise<unknown>][] = [
      ['set terms', () => setAccountTermsAction(idleForm, termsForm(quote.id))],
      ['remove terms', () => removeAccountTermsAction(idleForm, formData({ userId: quote.userId! }))],
      ['accounts page', () => AccountsPage()],
      ['invoices page', () => InvoicesPage()],
    ];
    for (const [session, answer] of [
      [undefined, 'redirect /login?next=/admin'],
      [customer, 'not found'],
    ] as const) {
      actAs(session);
      for (const [name, call] of calls) expect([name, await accessRefusal(call)]).toEqual([name, answer]);
    }
    expect(await allTerms()).toEqual(before);
  });

  it.each([
    [{ netDays: '90' }, 'netDays', 'Choose Net 15, Net 30, Net 45, Net 60.'],
    [
      { creditLimit: '-5' },
      'creditLimit',
      'Enter the credit limit in dollars, greater than zero (e.g. 5000).',
    ],
    [{ companyName: '' }, 'companyName', 'Please enter the company name.'],
    [{ companyName: 'Harbor\u0000Coffee' }, 'companyName', expect.stringMatching(/control character/i)],
    [{ quoteId: 'not-a-quote' }, 'quoteId', 'No such quote.'],
  ])(
    'refuses staff a terms form changed by %o, naming the field and keeping what was typed',
    async (change, field, message) => {
      actAs(staff);
      const quote = await storedQuote({ userId: `user-${field}` });
      const fields = {
        quoteId: quote.id,
        companyName: 'Harbor Coffee Co.',
        netDays: '30',
        creditLimit: '5000',
        ...change,
      };
      const answer = await setAccountTermsAction(idleForm, formData(fields));
      expect(answer).toMatchObject({ status: 'error', values: fields });
      expect(answer.errors?.[field]).toEqual(message);
      expect(await allTerms()).toEqual([]);
    },
  );

  it('lets staff put a signed-in account on terms, list it, and remove its terms', async () => {
    actAs(staff);
    const guest = await storedQuote();
    expect((await setAccountTermsAction(idleForm, termsForm(guest.id))).errors?.quoteId).toMatch(/guest/);
    const quote = await storedQuote({ userId: subOf(customer.IdToken), contactEmail: customer.email });
    expect(await setAccountTermsAction(idleForm, termsForm(quote.id, { netDays: '45' }))).toEqual({
      status: 'ok',
      message: `Harbor Coffee Co. (${customer.email}) is on Net 45 with a credit limit of $5,000.00.`,
    });
    const ofCustomer = async () => (await allTerms()).filter((row) => row.userId === quote.userId);
    expect(await ofCustomer()).toEqual([
      expect.objectContaining({
        userId: quote.userId,
        netDays: 45,
        creditLimitCents: 500_000,
        setBy: staff.email,
      }),
    ]);
    expect(await removeAccountTermsAction(idleForm, formData({ userId: quote.userId! }))).toEqual({
      status: 'ok',
      message: 'Harbor Coffee Co. is no longer on terms; orders already sold on terms stay due as invoiced.',
    });
    expect(await removeAccountTermsAction(idleForm, formData({ userId: quote.userId! }))).toEqual({
      status: 'ok',
      message: 'This account was not on terms.',
    });
    expect(await ofCustomer()).toEqual([]);
  });
});
