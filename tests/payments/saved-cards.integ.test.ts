import { eq } from 'drizzle-orm';
import { POST as webhook } from '@/app/api/webhooks/stripe/route';
import { paymentTexts } from '@/content/payments';
import { getDatabase, tables } from '@/lib/db/server';
import { decideProof, sendProof, type OrderActor } from '@/lib/orders/server';
import { cardSetupForCustomer, removeCardForCustomer } from '@/lib/orders/customer-order';
import { paymentSummary, removeSavedCard, setAccountTerms, startCardSetup } from '@/lib/payments/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { mailTo, payInFull, quoteStage, storedQuote, uploadedFile } from '@/tests/helpers/orders';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { StripeServer, type StandInEvent } from '@/tests/helpers/stripe-server.mjs';
import { refusal } from '@/tests/helpers/refusals';
import { alteredToken } from '@/tests/helpers/tokens';

const SECRET_KEY = 'sk_test_standin_cards';
const WEBHOOK_SECRET = 'whsec_standin_cards';
const stripe = new StripeServer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
freshRateLimitsEachTest();
const paymentLogs = captureLogLines('error', '[payments]');

beforeAll(async () => {
  await stripe.start();
  // Read lazily by config() at the first payment call.
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.origin,
  });
});
afterAll(() => stripe.stop());

const staff: OrderActor = { role: 'staff', name: 'Sam Staff' };
const customer: OrderActor = { role: 'customer', name: 'Dana Rivera' };
const returnUrls = {
  successUrl: 'http://localhost:3000/dashboard/quotes/Q-1?checkout=card-saved',
  cancelUrl: 'http://localhost:3000/dashboard/quotes/Q-1?checkout=cancelled',
};
type Quote = Awaited<ReturnType<typeof storedQuote>>;

function deliver(event: StandInEvent) {
  return webhook(
    new Request('http://localhost:3000/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    }),
    undefined,
  );
}

async function savedCardRows(quoteId: string) {
  const { db } = await getDatabase();
  return db.select().from(tables.savedCards).where(eq(tables.savedCards.quoteId, quoteId));
}

/** Where the quote's money stands now (the row as stored, not the test's copy from before). */
async function summaryNow(quote: Quote) {
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quote.id));
  return paymentSummary(row!);
}

async function paymentsOf(quoteId: string) {
  const { db } = await getDatabase();
  return db.select().from(tables.payments).where(eq(tables.payments.quoteId, quoteId));
}

/** The customer saves `card` on the stand-in's setup page for `quote`; the event is delivered. */
async function saveCard(quote: Quote, card: 'succeeds' | 'declines' | 'authenticates' = 'succeeds') {
  const sessionId = (await startCardSetup(quote, returnUrls)).split('/').pop()!;
  const saved = await stripe.completeSetup(sessionId, { card, post: false });
  expect((await deliver(saved.event)).status).toBe(200);
  return saved;
}

/** Staff send a proof and the customer approves it with the total they saw. */
async function approve(quote: Quote) {
  const { proofId } = await sendProof({
    quoteId: quote.id,
    upload: await uploadedFile(),
    message: 'Proof 1',
    actor: staff,
  });
  await decideProof({
    quoteId: quote.id,
    proofId,
    decision: 'approve',
    expectedTotalCents: quote.totalCents,
    actor: customer,
  });
}

const intentRequests = (quoteId: string) =>
  stripe.requests.filter(
    (request) =>
      request.path === '/v1/payment_intents' &&
      (request.form.metadata as Record<string, string> | undefined)?.quote_id === quoteId,
  );

describeWithDatabase('a card saved at submission, charged when the proof is approved', () => {
  it('saves the card through Checkout in setup mode with the terms, storing only Stripe ids, brand and last 4, once', async () => {
    const quote = await storedQuote({ priceCents: 20_000 });
    const url = await startCardSetup(quote, returnUrls);
    expect(url).toMatch(new RegExp(`^${stripe.origin}/pay/cs_test_`));
    const customerCreate = stripe.requests.findLast((request) => request.path === '/v1/customers')!;
    expect(customerCreate).toMatchObject({
      idempotencyKey: `customer-${quote.id}`,
      form: { email: quote.contactEmail, metadata: { quote_id: quote.id } },
    });
    const create = stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
    expect(create.idempotencyKey).toMatch(new RegExp(`^card-setup-${quote.id}-`));
    expect(create.form).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      metadata: { quote_id: quote.id, quote_number: quote.number },
      setup_intent_data: { metadata: { quote_id: quote.id } },
      custom_text: { submit: { message: paymentTexts.savedCard.terms } },
      success_url: returnUrls.successUrl,
    });
    expect(create.form).not.toHaveProperty('line_items');

    const { event, paymentMethodId } = await stripe.completeSetup(url.split('/').pop()!, { post: false });
    expect(await (await deliver(event)).json()).toEqual({ received: true, replayed: false });
    const [row] = await savedCardRows(quote.id);
    expect(row).toMatchObject({
      stripeCustomerId: expect.stringMatching(/^cus_/),
      stripePaymentMethodId: paymentMethodId,
      brand: 'visa',
      last4: '4242',
      chargeFailure: null,
    });
    expect(await paymentSummary(quote)).toMatchObject({
      savedCard: { label: 'Visa ending 4242' },
      dueCents: 20_000,
      payable: false,
    });
    // Stripe delivering the same event again changes nothing.
    expect(await (await deliver(event)).json()).toEqual({ received: true, replayed: true });
    expect(await savedCardRows(quote.id)).toEqual([row]);

    // The same buyer's next quote reuses their Stripe customer.
    const customers = stripe.customers.size;
    const next = await storedQuote({ contactEmail: quote.contactEmail });
    await startCardSetup(next, returnUrls);
    expect(stripe.customers.size).toBe(customers);
    expect(
      stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions')!.form,
    ).toMatchObject({ customer: row!.stripeCustomerId });
  });

  it('charges the saved card off session right after the approval, under a key of the quote and amount, and records it once', async () => {
    const quote = await storedQuote({ priceCents: 31_400 });
    const { paymentMethodId } = await saveCard(quote);
    const [card] = await savedCardRows(quote.id);
    await approve(quote);

    const [charge, ...more] = intentRequests(quote.id);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({
      idempotencyKey: `off-session-${quote.id}-31400`,
      form: {
        amount: '31400',
        currency: 'usd',
        customer: card!.stripeCustomerId,
        payment_method: paymentMethodId,
        off_session: 'true',
        confirm: 'true',
        metadata: { quote_id: quote.id },
      },
    });
    expect(await quoteStage(quote.id)).toBe('approved');
    const [payment, ...others] = await paymentsOf(quote.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      method: 'card',
      status: 'succeeded',
      amountCents: 31_400,
      recordedBy: 'Stripe',
    });
    expect(await summaryNow(quote)).toMatchObject({ status: 'paid', dueCents: 0 });

    // Stripe's own event for the intent, and a replay of it, record nothing more.
    const intent = [...stripe.intents.values()].find(
      (candidate) => candidate.id === payment!.stripePaymentIntentId,
    )!;
    const succeeded = stripe.signedEvent('payment_intent.succeeded', intent);
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await deliver(succeeded)).status).toBe(200);
    expect(await paymentsOf(quote.id)).toHaveLength(1);
    const receipts = (await mailTo(quote.contactEmail)).filter((mail) =>
      /payment received/.test(mail.subject ?? ''),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain('$314.00');
  });

  it.each([
    ['declines', 'card_declined', 'it was declined'],
    ['authenticates', 'authentication_required', 'your bank asks you to confirm the payment yourself'],
  ] as const)(
    'when the saved card %s, the order stays approved and unpaid and the customer is e-mailed the pay link',
    async (card, failure, why) => {
      const quote = await storedQuote({ priceCents: 8_800 });
      await saveCard(quote, card);
      await approve(quote);

      expect(intentRequests(quote.id)).toHaveLength(1);
      expect(await quoteStage(quote.id)).toBe('approved');
      expect(await paymentsOf(quote.id)).toEqual([]);
      expect(await summaryNow(quote)).toMatchObject({
        status: 'unpaid',
        dueCents: 8_800,
        payable: true,
        savedCard: { label: expect.stringMatching(/^Visa ending/), chargeFailure: failure },
      });
      const [payLink, ...more] = (await mailTo(quote.contactEmail)).filter((mail) =>
        /please pay/.test(mail.subject ?? ''),
      );
      expect(more).toEqual([]);
      expect(payLink!.body).toContain(why);
      expect(payLink!.body).toContain('$88.00');
      expect(payLink!.body).toMatch(new RegExp(`/quotes/${quote.number}\\?access=`));

      // Stripe's failure event records nothing either.
      const intent = [...stripe.intents.values()].find(
        (candidate) => (candidate.metadata as Record<string, string>).quote_id === quote.id,
      )!;
      expect((await deliver(stripe.signedEvent('payment_intent.payment_failed', intent))).status).toBe(200);
      expect(await paymentsOf(quote.id)).toEqual([]);
    },
  );

  it('refunds the excess once when a transfer is recorded while the saved card is being charged', async () => {
    const quote = await storedQuote({ priceCents: 12_000 });
    await saveCard(quote);
    // Staff record the customer's transfer while Stripe charges the card for the same amount.
    stripe.meanwhile('/v1/payment_intents', () => payInFull(quote));
    await approve(quote);
    const rows = await paymentsOf(quote.id);
    const card = rows.find((row) => row.kind === 'payment' && row.method === 'card');
    expect(card).toMatchObject({ status: 'succeeded', amountCents: 12_000 });
    expect(rows.filter((row) => row.kind === 'refund')).toEqual([
      expect.objectContaining({ excess: true, amountCents: 12_000, refundOf: card!.id, status: 'succeeded' }),
    ]);
    const refunded = [...stripe.refunds.values()].filter(
      (refund) => refund.payment_intent === card!.stripePaymentIntentId,
    );
    expect(refunded).toEqual([expect.objectContaining({ amount: 12_000 })]);
    // Stripe's own event for the intent, twice: the refund is not made again.
    const intent = stripe.intents.get(card!.stripePaymentIntentId!)!;
    for (let delivery = 0; delivery < 2; delivery += 1) {
      expect((await deliver(stripe.signedEvent('payment_intent.succeeded', intent))).status).toBe(200);
    }
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === intent.id)).toHaveLength(
      1,
    );
    expect(await summaryNow(quote)).toMatchObject({
      paidCents: 24_000,
      refundedCents: 12_000,
      excessRefund: { cents: 12_000, state: 'succeeded' },
    });
    expect(
      (await mailTo(quote.contactEmail)).filter((mail) =>
        /we are refunding \$120\.00/.test(mail.subject ?? ''),
      ),
    ).toHaveLength(1);
  });

  it('keeps the approval when the card processor refuses the call itself, logging no card or customer data', async () => {
    const quote = await storedQuote({ priceCents: 5_000 });
    const { paymentMethodId } = await saveCard(quote);
    stripe.paymentMethods.delete(paymentMethodId);
    await approve(quote);

    expect(await quoteStage(quote.id)).toBe('approved');
    expect(await summaryNow(quote)).toMatchObject({ status: 'unpaid', payable: true });
    const logged = paymentLogs.lines().join('\n');
    expect(logged).toContain(`charging the saved card of quote ${quote.number} failed`);
    expect(logged).not.toContain(quote.contactEmail);
    expect(logged).not.toContain('4242');
  });

  it('lets the customer remove the card before approval (then approving charges nothing), and not after', async () => {
    const quote = await storedQuote();
    await saveCard(quote);
    await removeSavedCard(quote.id);
    expect(await savedCardRows(quote.id)).toEqual([]);
    await approve(quote);
    expect(intentRequests(quote.id)).toEqual([]);
    expect(await summaryNow(quote)).toMatchObject({ status: 'unpaid', payable: true });

    const approved = await storedQuote({ status: 'approved' });
    expect((await refusal(removeSavedCard(approved.id))).kind).toBe('conflict');
    expect((await refusal(startCardSetup(approved, returnUrls))).kind).toBe('conflict');
  });

  it('charges nothing at approval when the order is sold on terms: its invoice is due on the term date', async () => {
    const quote = await storedQuote({ userId: `terms-${Date.now()}` });
    await setAccountTerms({
      quoteId: quote.id,
      companyName: 'Harbor Coffee Co.',
      netDays: '30',
      creditLimit: '5000',
      staffEmail: 'boss@example.com',
    });
    await saveCard(quote);
    await approve(quote);
    expect(intentRequests(quote.id)).toEqual([]);
    expect(await summaryNow(quote)).toMatchObject({ status: 'on_terms', payable: true });
  });

  it('does not store a card whose setup completes after the proof was approved', async () => {
    const quote = await storedQuote();
    const sessionId = (await startCardSetup(quote, returnUrls)).split('/').pop()!;
    await approve(quote);
    const { event } = await stripe.completeSetup(sessionId, { post: false });
    expect((await deliver(event)).status).toBe(200);
    expect(await savedCardRows(quote.id)).toEqual([]);
  });

  it("saves and removes through the guest's own link only; a stranger or a forged field changes nothing", async () => {
    const quote = await storedQuote({ status: 'proof_sent' });
    const { db } = await getDatabase();
    const accessToken = new URL(await quotePageLinkFor(db, quote)).searchParams.get('access')!;
    const address = nextVisitorAddress();
    const sessions = stripe.sessions.size;
    expect(await cardSetupForCustomer({ number: quote.number }, { address })).toMatchObject({ ok: false });
    expect(
      await cardSetupForCustomer(
        { number: quote.number, accessToken: alteredToken(accessToken) },
        { address },
      ),
    ).toMatchObject({ ok: false });
    expect(stripe.sessions.size).toBe(sessions);

    const answer = await cardSetupForCustomer({ number: quote.number, accessToken }, { address });
    const session = stripe.sessions.get((answer as { url: string }).url.split('/').pop()!)!;
    expect(session.success_url).toMatch(
      new RegExp(`/quotes/${quote.number}\\?access=${accessToken}&checkout=card-saved$`),
    );
    await deliver((await stripe.completeSetup(session.id, { post: false })).event);
    expect(await savedCardRows(quote.id)).toHaveLength(1);

    expect(await removeCardForCustomer({ number: quote.number }, { address })).toMatchObject({ ok: false });
    expect(await savedCardRows(quote.id)).toHaveLength(1);
    expect(await removeCardForCustomer({ number: quote.number, accessToken }, { address })).toEqual({
      url: expect.stringMatching(
        new RegExp(`/quotes/${quote.number}\\?access=${accessToken}&checkout=card-removed$`),
      ),
    });
    expect(await savedCardRows(quote.id)).toEqual([]);
  });
});
