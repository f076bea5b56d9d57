import { eq } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { POST as identity } from '@/app/api/identity/route';
import { POST as sendQuote } from '@/app/api/quote-service/public/v1/quotes/route';
import { CompanyHistoryView } from '@/components/admin/companies/company-history';
import { CompanyList } from '@/components/admin/companies/company-list';
import { CompanyAccount } from '@/components/companies/company-account';
import { JoinCompany } from '@/components/companies/join-company';
import { idleForm } from '@/components/admin/form-state';
import {
  acceptInvitation,
  companyOverviewFor,
  createCompany,
  inviteMember,
  previewInvitation,
} from '@/lib/companies/server';
import { approversNote } from '@/lib/companies/rules';
import { companyHistory, listCompanies } from '@/lib/customers/server';
import { getDatabase, tables } from '@/lib/db/server';
import { answerProof, companyQuotesFor, quoteForViewer, sendProof } from '@/lib/orders/server';
import { checkoutForCustomer } from '@/lib/orders/customer-order';
import { proofDecisionMessages } from '@/lib/orders/proof-decision';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { companyTaxStatus, reviewCertificate, submitCertificate } from '@/lib/tax/server';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { customer, storedQuote, uploadedFile } from '@/tests/helpers/orders';
import { quoteBody } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { StripeServer } from '@/tests/helpers/stripe-server.mjs';
import { companyWithTeam, invitationToken } from './helpers';

const SECRET_KEY = 'sk_test_company123';
const stripe = new StripeServer({ secretKey: SECRET_KEY, webhookSecret: 'whsec_company456' });
freshRateLimitsEachTest();
captureLogLines('info', '[outbox]');

beforeAll(async () => {
  await stripe.start();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: 'whsec_company456',
    STRIPE_API_URL: stripe.origin,
    SITE_URL: 'https://shop.example',
  });
});
afterAll(() => stripe.stop());

/** A company quote from its buyer, waiting for the answer to its first proof, and its guest link. */
async function companyQuoteWithProof(companyId: string, buyerId: string) {
  const quote = await storedQuote({ companyId, userId: buyerId, status: 'received' });
  const { proofId } = await sendProof({
    quoteId: quote.id,
    upload: await uploadedFile(),
    message: 'Here is your proof.',
    actor: { role: 'staff', name: 'Sam Staff' },
  });
  const { db } = await getDatabase();
  const accessToken = new URL(await quotePageLinkFor(db, quote)).searchParams.get('access')!;
  return { quote, proofId, accessToken };
}

async function stageOf(quoteId: string) {
  const { db } = await getDatabase();
  const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quoteId));
  const proofs = await db.select().from(tables.proofs).where(eq(tables.proofs.quoteId, quoteId));
  return { stage: quote!.status, proofs: proofs.map((proof) => proof.status) };
}

describeWithDatabase('company quotes: who sees them, who approves and pays', () => {
  it("stamps a quote with the signed-in sender's company from the session, exempt under the owner's certificate; one sent before joining stays personal", async () => {
    const driver = identityDriver(identity, () => '198.51.100.61');
    const signedIn = await driver.signedIn();
    const buyer = customer({ userId: subOf(signedIn.IdToken), email: signedIn.email, name: 'Bea Buyer' });
    const post = async (tag: string) => {
      const response = await sendQuote(
        jsonRequest('/api/quote-service/public/v1/quotes', quoteBody(), {
          headers: { 'Idempotency-Key': `${tag}-${Date.now()}`, cookie: amplifyCookies(signedIn) },
        }),
        undefined,
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { quoteNumber: string }).quoteNumber;
    };
    const before = await post('before');
    const owner = customer();
    const { id: companyId } = await createCompany(owner, {
      name: 'Reyes Coffee',
      billingEmail: 'b@reyes.example',
    });
    // The company's tax status is its owner's exemption: the members' quotes get it too.
    const certificate = await submitCertificate(owner, {
      kind: 'resale',
      state: 'CA',
      number: 'SR-REYES-1',
      expiresOn: '2099-12-31',
      ...(await uploadedFile('resale.pdf')),
    });
    await reviewCertificate({ id: certificate.id, decision: 'approved', staffEmail: 'boss@example.com' });
    expect(await companyTaxStatus(companyId)).toEqual([
      expect.stringContaining('California resale certificate SR-REYES-1'),
    ]);
    await inviteMember(owner, { email: buyer.email, role: 'buyer' });
    await acceptInvitation(buyer, { token: await invitationToken(buyer.email) });
    const after = await post('after');
    // A guest's quote from the same address is no company's: only a session says who sends.
    const guest = await sendQuote(
      jsonRequest(
        '/api/quote-service/public/v1/quotes',
        { ...quoteBody(), contactEmail: buyer.email },
        {
          headers: { 'Idempotency-Key': `guest-${Date.now()}` },
        },
      ),
      undefined,
    );
    const guestNumber = ((await guest.json()) as { quoteNumber: string }).quoteNumber;

    const { db } = await getDatabase();
    const companyOf = async (number: string) =>
      (await db.select().from(tables.quotes).where(eq(tables.quotes.number, number)))[0]!.companyId;
    const taxOf = async (number: string) =>
      (await db.select().from(tables.quotes).where(eq(tables.quotes.number, number)))[0]!;
    expect(await taxOf(before)).toMatchObject({ taxState: 'CA', taxExemptReason: null });
    expect((await taxOf(before)).taxCents).toBeGreaterThan(0);
    expect(await taxOf(after)).toMatchObject({
      taxCents: 0,
      taxExemptReason: expect.stringContaining('SR-REYES-1'),
    });
    expect(await taxOf(guestNumber)).toMatchObject({ taxExemptReason: null });
    expect(await companyOf(before)).toBeNull();
    expect(await companyOf(after)).toBe(companyId);
    expect(await companyOf(guestNumber)).toBeNull();
    const listed = await companyQuotesFor(owner);
    expect(listed?.quotes.map((quote) => [quote.number, quote.sentBy])).toEqual([[after, 'Dana Rivera']]);
  });

  it('shows a company quote to every member and to no outsider', async () => {
    const { companyId, owner, approver, buyer } = await companyWithTeam();
    const quote = await storedQuote({ companyId, userId: buyer.userId });
    const address = nextVisitorAddress();
    for (const member of [owner, approver, buyer]) {
      expect((await quoteForViewer({ number: quote.number, user: member, address })).id).toBe(quote.id);
    }
    const other = await companyWithTeam('Other Co');
    for (const outsider of [customer(), other.owner]) {
      await expect(quoteForViewer({ number: quote.number, user: outsider, address })).rejects.toMatchObject({
        kind: 'not_found',
      });
    }
    expect(await companyQuotesFor(other.owner)).toMatchObject({ quotes: [] });
  });

  it("lets the company's owners and approvers approve; buyer, outsider and guest link are refused, changing nothing", async () => {
    const { companyId, owner, approver, buyer } = await companyWithTeam();
    const note = approversNote('Reyes Coffee Roasters', ['Olive Owner', 'Abe Approver']);
    const address = nextVisitorAddress();
    const { quote, proofId, accessToken } = await companyQuoteWithProof(companyId, buyer.userId);
    const approve = { number: quote.number, proofId, decision: 'approve', checked: 'yes' };
    const changes = { number: quote.number, proofId, decision: 'request_changes', comment: 'Bigger logo' };
    const before = await stageOf(quote.id);
    for (const [who, viewer, answer, message] of [
      ['buyer', { user: buyer, address }, approve, note],
      ['buyer asking for changes', { user: buyer, address }, changes, note],
      ['outsider', { user: customer(), address }, approve, proofDecisionMessages.noSuchQuote],
      ['guest link', { address }, { ...approve, accessToken }, note],
    ] as const) {
      const result = await answerProof(answer, viewer);
      expect({ who, ok: result.ok, message: result.message }).toEqual({ who, ok: false, message });
    }
    expect(await stageOf(quote.id)).toEqual(before);

    expect(await answerProof(approve, { user: approver, address })).toMatchObject({ ok: true });
    expect(await stageOf(quote.id)).toEqual({ stage: 'approved', proofs: ['approved'] });
    const second = await companyQuoteWithProof(companyId, buyer.userId);
    expect(
      await answerProof(
        { ...changes, number: second.quote.number, proofId: second.proofId },
        { user: owner, address },
      ),
    ).toMatchObject({ ok: true });
    expect(await stageOf(second.quote.id)).toEqual({
      stage: 'changes_requested',
      proofs: ['changes_requested'],
    });
  });

  it("lets the company's owners and approvers pay; buyer, outsider and guest link get no Checkout page", async () => {
    const { companyId, owner, approver, buyer } = await companyWithTeam();
    const quote = await storedQuote({
      companyId,
      userId: buyer.userId,
      status: 'approved',
      priceCents: 12_000,
    });
    const { db } = await getDatabase();
    const accessToken = new URL(await quotePageLinkFor(db, quote)).searchParams.get('access')!;
    const address = nextVisitorAddress();
    const note = approversNote('Reyes Coffee Roasters', ['Olive Owner', 'Abe Approver']);
    const sessionsBefore = stripe.sessions.size;
    expect(await checkoutForCustomer({ number: quote.number }, { user: buyer, address })).toEqual({
      ok: false,
      message: note,
    });
    expect(await checkoutForCustomer({ number: quote.number, accessToken }, { address })).toEqual({
      ok: false,
      message: note,
    });
    expect(await checkoutForCustomer({ number: quote.number }, { user: customer(), address })).toEqual({
      ok: false,
      message: proofDecisionMessages.noSuchQuote,
    });
    expect(stripe.sessions.size).toBe(sessionsBefore);
    for (const payer of [owner, approver]) {
      expect(await checkoutForCustomer({ number: quote.number }, { user: payer, address })).toEqual({
        url: expect.stringMatching(/\/pay\/cs_test_/),
      });
    }
    // The approver is sent to the Checkout page the owner opened: one page per amount due.
    expect(stripe.sessions.size).toBe(sessionsBefore + 1);
  });

  it("renders attacker text in a company's name inert on the staff and customer pages", async () => {
    const attack = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const { companyId, owner, buyer } = await companyWithTeam(attack);
    await storedQuote({ companyId, userId: buyer.userId, contactName: '<b>Bea</b>' });
    const invitee = customer();
    await inviteMember(owner, { email: invitee.email, role: 'buyer' });
    const preview = await previewInvitation(invitee, { token: await invitationToken(invitee.email) });
    const action = async () => idleForm;
    const pages = [
      renderToStaticMarkup(<CompanyHistoryView history={(await companyHistory(companyId))!} />),
      renderToStaticMarkup(<CompanyList companies={await listCompanies('<img')} search="<img" />),
      renderToStaticMarkup(
        <CompanyAccount
          userId={owner.userId}
          company={await companyOverviewFor(owner.userId)}
          invitations={[]}
          taxStatus={[]}
          joined={false}
          actions={{
            create: action,
            invite: action,
            revoke: action,
            changeRole: action,
            remove: action,
            leave: action,
          }}
        />,
      ),
      renderToStaticMarkup(<JoinCompany token="t" preview={preview} accept={action} />),
    ];
    for (const html of pages) {
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;');
      // (React adds a script of its own to pages with forms: the attacker's never appears as one.)
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<script>alert');
    }
    expect(pages[0]).toContain('Sent by &lt;b&gt;Bea&lt;/b&gt;');
  });
});
