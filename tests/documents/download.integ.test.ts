import { POST as identity } from '@/app/api/identity/route';
import { GET } from '@/app/api/quotes/[number]/documents/[file]/route';
import { getDatabase } from '@/lib/db/server';
import { documentLinks, issueDocument, issueInvoiceOnce } from '@/lib/documents/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { invoiceContent, receiptContent } from '@/tests/helpers/documents';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { storedQuote } from '@/tests/helpers/orders';
import { pdfPages } from '@/tests/helpers/pdf-text';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

const boss = newPerson('boss');
process.env.STAFF_EMAILS = boss.email;
freshRateLimitsEachTest();
// Sign-up and sign-in codes go through the outbox, which logs them (no SMTP in tests).
captureLogLines('info', '[outbox]');

type Tokens = { IdToken: string; AccessToken: string };

/** GET the document as a browser would: with the session's cookies, from its own address. */
function download(
  path: string,
  { session, address = nextVisitorAddress() }: { session?: Tokens; address?: string } = {},
) {
  const url = new URL(path, 'http://localhost:3000');
  const [, , , number, , file] = url.pathname.split('/');
  return GET(
    new Request(url, {
      headers: {
        host: 'localhost:3000',
        'x-forwarded-for': address,
        ...(session ? { cookie: amplifyCookies(session) } : {}),
      },
    }),
    { params: Promise.resolve({ number: decodeURIComponent(number!), file: decodeURIComponent(file!) }) },
  );
}

const fileName = (kind: string, number: number) => `${kind}-${String(number).padStart(6, '0')}.pdf`;

describeWithDatabase('downloading a quote’s invoice or receipt', () => {
  const driver = identityDriver(identity, () => '198.51.100.20');
  let staff: Tokens;
  let owner: Tokens & { sub: string };
  let stranger: Tokens;

  beforeAll(async () => {
    staff = await driver.signedIn(boss);
    const signedIn = await driver.signedIn();
    owner = { ...signedIn, sub: subOf(signedIn.IdToken) };
    stranger = await driver.signedIn();
  });

  async function quoteWithDocuments() {
    const { db } = await getDatabase();
    const quote = await storedQuote({ userId: owner.sub });
    const invoice = await issueInvoiceOnce(db, quote.id, invoiceContent());
    const receipt = await issueDocument(db, 'receipt', quote.id, receiptContent());
    return {
      quote,
      invoice,
      receipt,
      path: (kind: string, number: number) =>
        `/api/quotes/${quote.number}/documents/${fileName(kind, number)}`,
    };
  }

  it('sends the customer who owns the quote the PDF as an uncached attachment that reads right', async () => {
    const { receipt, path } = await quoteWithDocuments();
    const response = await download(path('receipt', receipt.number), { session: owner });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${fileName('receipt', receipt.number)}"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const [page = ''] = await pdfPages(new Uint8Array(await response.arrayBuffer()));
    expect(page).toContain(`Receipt ${String(receipt.number).padStart(6, '0')}`);
    expect(page).toMatch(/Sales tax \(7\.75%\)\s+\$8\.79/);
    expect(page).toMatch(/Total\s+\$122\.24/);
  });

  it('sends staff any quote’s documents', async () => {
    const { invoice, path } = await quoteWithDocuments();
    const response = await download(path('invoice', invoice.number), { session: staff });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('sends a guest with the quote’s e-mailed link, and not with another quote’s link', async () => {
    const { db } = await getDatabase();
    const { quote, invoice, path } = await quoteWithDocuments();
    const other = await storedQuote();
    const token = (link: string) => new URL(link).searchParams.get('access')!;
    const own = token(await quotePageLinkFor(db, quote));
    const foreign = token(await quotePageLinkFor(db, other));
    expect((await download(`${path('invoice', invoice.number)}?access=${own}`)).status).toBe(200);
    expect((await download(`${path('invoice', invoice.number)}?access=${foreign}`)).status).toBe(404);
  });

  it('answers everyone else, and every name that is not one of the quote’s documents, with the same 404', async () => {
    const { quote, invoice, receipt, path } = await quoteWithDocuments();
    const elsewhere = await quoteWithDocuments();
    const refusals = [
      await download(path('invoice', invoice.number)),
      await download(path('invoice', invoice.number), { session: stranger }),
      await download(`${path('invoice', invoice.number)}?access=not-a-real-token`),
      // Another quote's document through this quote's address, even for its own customer and staff.
      await download(path('invoice', elsewhere.invoice.number), { session: owner }),
      await download(path('invoice', elsewhere.invoice.number), { session: staff }),
      // The right number under the wrong kind, a spelling that is not canonical, no such quote.
      await download(path('invoice', receipt.number), { session: staff }),
      await download(
        `/api/quotes/${quote.number}/documents/invoice-0${String(invoice.number).padStart(6, '0')}.pdf`,
        { session: staff },
      ),
      await download(`/api/quotes/${quote.number}/documents/..%2F..%2Fetc%2Fpasswd`, { session: staff }),
      // Numbers past the column's range are names like any other, not database errors.
      await download(`/api/quotes/${quote.number}/documents/invoice-999999999.pdf`, { session: staff }),
      await download(`/api/quotes/${quote.number}/documents/invoice-99999999999.pdf`, { session: staff }),
      await download(`/api/quotes/Q-NO-SUCH/documents/${fileName('invoice', invoice.number)}`, {
        session: staff,
      }),
    ];
    const bodies = await Promise.all(
      refusals.map(async (response) => [response.status, await response.json()]),
    );
    for (const body of bodies)
      expect(body).toEqual([404, { code: 'NotFound', message: 'No such document.', statusCode: 404 }]);
  });

  it('lists the documents in the order issued with links that download them, the guest’s carrying the token', async () => {
    const { db } = await getDatabase();
    const { quote, invoice, receipt } = await quoteWithDocuments();
    const mine = await documentLinks(quote);
    expect(mine.map((link) => [link.label, link.number, link.totalCents])).toEqual([
      ['Invoice', String(invoice.number).padStart(6, '0'), 12224],
      ['Receipt', String(receipt.number).padStart(6, '0'), 12224],
    ]);
    for (const link of mine) expect((await download(link.href, { session: owner })).status).toBe(200);
    const token = new URL(await quotePageLinkFor(db, quote)).searchParams.get('access')!;
    for (const link of await documentLinks(quote, token)) {
      expect(link.href).toContain(`?access=${token}`);
      expect((await download(link.href)).status).toBe(200);
    }
  });

  it('refuses a malformed access parameter by name', async () => {
    const { invoice, path } = await quoteWithDocuments();
    const response = await download(`${path('invoice', invoice.number)}?access=${'x'.repeat(201)}`);
    expect(response.status).toBe(422);
    expect((await response.json()).validationErrors[0].location).toBe('access');
  });
});
