import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { POST as identity } from '@/app/api/identity/route';
import CustomerPage from '@/app/admin/customers/[email]/page';
import CustomersPage from '@/app/admin/customers/page';
import { GET as reportCsv } from '@/app/admin/reports/csv/route';
import ReportsPage from '@/app/admin/reports/page';
import JobTicketsPage from '@/app/admin/tickets/page';
import { GET as ticketPdf } from '@/app/admin/tickets/pdf/route';
import { getDatabase, tables } from '@/lib/db/server';
import { customerHref } from '@/lib/customers/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { eq } from 'drizzle-orm';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { storedQuote } from '@/tests/helpers/orders';
import { accessRefusal } from '@/tests/helpers/refusals';
import { sendCookieHeader } from '@/tests/helpers/request-context';

/*
 * Who may open the job tickets, the customers and the reports: every page and file route,
 * called as anonymous, as a signed-in customer (the quote's own), with only the quote's guest
 * link, and as staff removed a moment ago, is refused and tells nothing; staff succeed.
 */
const boss = newPerson('boss');
process.env.STAFF_EMAILS = boss.email;
captureLogLines('info', '[outbox]');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);

type Session = { IdToken: string; AccessToken: string };
const cookieOf = (session: Session | undefined) => (session ? amplifyCookies(session) : '');

describeWithDatabase('the job tickets, customers and reports', () => {
  const driver = identityDriver(identity, () => '198.51.100.32');
  let staff: Session;
  let customer: Session & { email: string };

  beforeAll(async () => {
    staff = await driver.signedIn(boss);
    customer = await driver.signedIn();
  });

  async function ownedQuote() {
    const quote = await storedQuote({
      status: 'approved',
      userId: subOf(customer.IdToken),
      contactEmail: customer.email,
      contactName: '<img src=x onerror=alert(1)>Dana',
    });
    const { db } = await getDatabase();
    const guestLink = new URL(await quotePageLinkFor(db, quote));
    return { quote, guestCookie: `access=${guestLink.searchParams.get('access')}` };
  }

  const period = { from: '2026-01-05', to: '2026-03-01' };
  const pages = (number: string, email: string): [string, () => Promise<unknown>][] => [
    ['tickets page', () => JobTicketsPage({ searchParams: Promise.resolve({ numbers: number }) })],
    ['customers page', () => CustomersPage({ searchParams: Promise.resolve({ q: 'Dana' }) })],
    ['customer page', () => CustomerPage({ params: Promise.resolve({ email: encodeURIComponent(email) }) })],
    ['reports page', () => ReportsPage({ searchParams: Promise.resolve(period) })],
  ];
  const files = (number: string, cookie: string): [string, () => Promise<Response>][] => {
    const get = (path: string) => new Request(`http://localhost:3000${path}`, { headers: { cookie } });
    return [
      ['ticket PDF', () => ticketPdf(get(`/admin/tickets/pdf?numbers=${number}`), undefined)],
      [
        'report CSV',
        () =>
          reportCsv(
            get(`/admin/reports/csv?${new URLSearchParams({ report: 'quotes', ...period })}`),
            undefined,
          ),
      ],
    ];
  };

  async function expectRefused(cookie: string, pageRefusal: string, number: string, email: string) {
    sendCookieHeader(cookie);
    for (const [name, call] of pages(number, email)) {
      expect([name, await accessRefusal(call)]).toEqual([name, pageRefusal]);
    }
    for (const [name, call] of files(number, cookie)) {
      const response = await call();
      expect([name, response.status]).toEqual([name, 404]);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  }

  it('sends anonymous visitors and guest links to log in, and their file requests get 404', async () => {
    const { quote, guestCookie } = await ownedQuote();
    await expectRefused('', 'redirect /login?next=/admin', quote.number, quote.contactEmail);
    // A guest link's token opens its quote's page only, never the console.
    await expectRefused(guestCookie, 'redirect /login?next=/admin', quote.number, quote.contactEmail);
  });

  it('refuses a signed-in customer, even for their own quote and e-mail', async () => {
    const { quote } = await ownedQuote();
    await expectRefused(cookieOf(customer), 'not found', quote.number, quote.contactEmail);
  });

  it('refuses staff removed a moment ago, with the token they still hold', async () => {
    const { quote } = await ownedQuote();
    const person = newPerson('leaving');
    const { db } = await getDatabase();
    await db.insert(tables.staffMembers).values({ email: person.email, addedBy: boss.email });
    const leaving = await driver.signedIn(person);
    sendCookieHeader(cookieOf(leaving));
    // Staff a moment ago: the page opens.
    expect(
      renderToStaticMarkup(
        (await JobTicketsPage({ searchParams: Promise.resolve({ numbers: quote.number }) })) as ReactElement,
      ),
    ).toContain(quote.number);
    await db.delete(tables.staffMembers).where(eq(tables.staffMembers.email, person.email));
    await expectRefused(cookieOf(leaving), 'not found', quote.number, quote.contactEmail);
  });

  it('shows staff each page, the customer’s text inert', async () => {
    const { quote } = await ownedQuote();
    sendCookieHeader(cookieOf(staff));
    const html = async (call: () => Promise<unknown>) => renderToStaticMarkup((await call()) as ReactElement);
    const [tickets, customers, history, reports] = await Promise.all(
      pages(quote.number, quote.contactEmail).map(([, call]) => html(call)),
    );
    for (const page of [tickets, customers, history]) {
      expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;Dana');
      expect(page).not.toContain('<img src=x');
    }
    expect(tickets).toContain('<button type="button"');
    expect(customers).toContain(`href="${customerHref(quote.contactEmail)}"`);
    expect(history).toContain(quote.number);
    expect(reports).toContain('Quotes, orders and revenue per week');
    for (const [name, call] of files(quote.number, cookieOf(staff))) {
      expect([name, (await call()).status]).toEqual([name, 200]);
    }
  });
});
