import { eq } from 'drizzle-orm';
import { POST as webhook } from '@/app/api/webhooks/stripe/route';
import { getDatabase, tables } from '@/lib/db/server';
import { changeStage } from '@/lib/orders/server';
import { amountDueCents, paymentSummary, refundPayment, startCheckout } from '@/lib/payments/server';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { mailTo, paidInFullAt, quoteStage, storedQuote } from '@/tests/helpers/orders';
import { StripeServer, type StandInEvent } from '@/tests/helpers/stripe-server.mjs';
import { refusal } from '@/tests/helpers/refusals';

const SECRET_KEY = 'sk_test_standin123';
const WEBHOOK_SECRET = 'whsec_standin456';
const stripe = new StripeServer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
const paymentLogs = captureLogLines('error', '[payments]');
const ignoredLogs = captureLogLines('warn', '[payments]');

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

const staff = 'Sam Staff';
const returnUrls = {
  successUrl: 'http://localhost:3000/dashboard/quotes/Q-1?checkout=returned',
  cancelUrl: 'http://localhost:3000/dashboard/quotes/Q-1',
};

/** Stripe posting `event` to the webhook route, as raw bytes with its signature header. */
function deliver(event: StandInEvent, headers: Record<string, string> = {}) {
  return webhook(
    new Request('http://localhost:3000/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature, ...headers },
      body: event.payload,
    }),
    undefined,
  );
}

async function paymentsOf(quoteId: string) {
  const { db } = await getDatabase();
  const rows = await db.select().from(tables.payments).where(eq(tables.payments.quoteId, quoteId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** An approved quote, its Checkout page made and paid on the stand-in (events not yet delivered). */
async function paidOnStripe(priceCents = 12345) {
  const quote = await storedQuote({ status: 'approved', priceCents });
  const url = await startCheckout(quote, returnUrls);
  const sessionId = url.split('/').pop()!;
  const paid = await stripe.completeCheckout(sessionId, { post: false });
  return { quote, sessionId, ...paid };
}

describeWithDatabase('card payments through Stripe', () => {
  it('opens Checkout for the amount due, from the server, with the quote in metadata and an idempotency key', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 48_250 });
    const url = await startCheckout(quote, returnUrls);
    expect(url).toMatch(new RegExp(`^${stripe.origin}/pay/cs_test_`));
    const create = stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
    expect(create.idempotencyKey).toBe(`checkout-${quote.id}-48250-1`);
    expect(create.form).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '48250' } }],
      metadata: { quote_id: quote.id, quote_number: quote.number },
      payment_intent_data: { metadata: { quote_id: quote.id } },
      customer_email: quote.contactEmail,
      success_url: returnUrls.successUrl,
    });
    // A second click reopens the same page: no second session.
    expect(await startCheckout(quote, returnUrls)).toBe(url);
    expect(stripe.requests.filter((request) => request.form.client_reference_id === quote.id)).toHaveLength(
      1,
    );
  });

  it('refuses Checkout before the proof is approved and once nothing is due', async () => {
    const received = await storedQuote({ status: 'received' });
    expect((await refusal(startCheckout(received, returnUrls))).kind).toBe('conflict');
    const { quote, events } = await paidOnStripe();
    for (const event of events) expect((await deliver(event)).status).toBe(200);
    expect((await refusal(startCheckout(quote, returnUrls))).kind).toBe('conflict');
  });

  it('records the payment from a verified event with Stripe ids, once, and lets production start', async () => {
    const { quote, sessionId, intentId, events } = await paidOnStripe();
    expect(
      await refusal(
        changeStage({ quoteId: quote.id, to: 'in_production', actor: { role: 'staff', name: staff } }),
      ),
    ).toMatchObject({
      details: { field: 'to' },
      message: expect.stringMatching(/not paid yet/),
    });
    const [completed, succeeded] = events;
    const response = await deliver(completed!);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, replayed: false });
    expect(await paymentsOf(quote.id)).toEqual([
      expect.objectContaining({
        kind: 'payment',
        method: 'card',
        status: 'succeeded',
        amountCents: 12345,
        stripePaymentIntentId: intentId,
        stripeCheckoutSessionId: sessionId,
        recordedBy: 'Stripe',
      }),
    ]);
    // The same event again, and the intent's own event after it: nothing more happens.
    expect(await (await deliver(completed!)).json()).toEqual({ received: true, replayed: true });
    expect((await deliver(succeeded!)).status).toBe(200);
    expect(await paymentsOf(quote.id)).toHaveLength(1);
    const receipts = (await mailTo(quote.contactEmail)).filter((mail) =>
      /payment received/.test(mail.subject ?? ''),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain('$123.45');
    expect(await amountDueCents(quote)).toBe(0);
    await changeStage({ quoteId: quote.id, to: 'in_production', actor: { role: 'staff', name: staff } });
    expect(await quoteStage(quote.id)).toBe('in_production');
  });

  it('acts on the current state whatever order the events arrive in, and never takes a processing payment for paid', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 9_900 });
    const sessionId = (await startCheckout(quote, returnUrls)).split('/').pop()!;
    const { intentId, events } = await stripe.completeCheckout(sessionId, {
      outcome: 'processing',
      post: false,
    });
    await deliver(events[0]!);
    expect(await paymentSummary(quote)).toMatchObject({ status: 'processing', dueCents: 9_900 });
    expect(await paidInFullAt(quote.id)).toBeNull();
    expect(
      (
        await refusal(
          changeStage({ quoteId: quote.id, to: 'in_production', actor: { role: 'staff', name: staff } }),
        )
      ).kind,
    ).toBe('invalid');
    // The bank debit clears: Stripe's object is now succeeded. A late, stale failure event
    // arriving after the success changes nothing, because the state is read from Stripe.
    Object.assign(stripe.intents.get(intentId)!, { status: 'succeeded', amount_received: 9_900 });
    const intent = stripe.intents.get(intentId)!;
    await deliver(stripe.signedEvent('payment_intent.succeeded', intent));
    await deliver(
      stripe.signedEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }),
    );
    expect(await paymentsOf(quote.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', amountCents: 9_900 }),
    ]);
    expect(await paymentSummary(quote)).toMatchObject({ status: 'paid', dueCents: 0 });
    expect(await paidInFullAt(quote.id)).toBeInstanceOf(Date);
  });

  it('marks a processing payment that then fails as failed, leaving the order payable again', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 3_000 });
    const sessionId = (await startCheckout(quote, returnUrls)).split('/').pop()!;
    const { intentId, events } = await stripe.completeCheckout(sessionId, {
      outcome: 'processing',
      post: false,
    });
    await deliver(events[0]!);
    Object.assign(stripe.intents.get(intentId)!, { status: 'requires_payment_method' });
    await deliver(stripe.signedEvent('payment_intent.payment_failed', stripe.intents.get(intentId)));
    expect(await paymentsOf(quote.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await paymentSummary(quote)).toMatchObject({ status: 'unpaid', dueCents: 3_000, payable: true });
    expect(await paidInFullAt(quote.id)).toBeNull();
    expect(
      (await mailTo(quote.contactEmail)).filter((mail) => /payment received/.test(mail.subject ?? '')),
    ).toEqual([]);
  });

  it('refuses a forged or wrongly signed event with 400 and changes nothing', async () => {
    const { quote, events } = await paidOnStripe();
    const [completed] = events;
    const forgedBody = completed!.payload.replace('"livemode":false', '"livemode":true');
    expect((await deliver({ payload: forgedBody, signature: completed!.signature })).status).toBe(400);
    const wrongSecret = stripe.signedEvent(
      'payment_intent.succeeded',
      { id: events[1] ? JSON.parse(events[1].payload).data.object.id : '' },
      'whsec_attacker',
    );
    expect((await deliver(wrongSecret)).status).toBe(400);
    const unsigned = await webhook(
      new Request('http://localhost:3000/api/webhooks/stripe', { method: 'POST', body: completed!.payload }),
      undefined,
    );
    expect(unsigned.status).toBe(400);
    expect(await paymentsOf(quote.id)).toEqual([]);
    // The genuine event still counts afterwards: the refusals recorded no event id.
    expect((await deliver(completed!)).status).toBe(200);
    expect(await paymentsOf(quote.id)).toHaveLength(1);
  });

  it('answers 413 to a body far larger than any Stripe event, before reading it', async () => {
    const huge = stripe.signedEvent('payment_intent.succeeded', {
      id: 'pi_x',
      padding: 'x'.repeat(300 * 1024),
    });
    expect((await deliver(huge)).status).toBe(413);
  });

  it('ignores a verified event naming no quote of this shop', async () => {
    const stray = stripe.signedEvent('checkout.session.completed', { id: 'cs_other', payment_intent: null });
    expect((await deliver(stray)).status).toBe(200);
    expect(ignoredLogs.lines()).toEqual([
      expect.stringContaining('Checkout Session cs_other with no payment'),
    ]);
  });

  it('refunds a card payment through Stripe, in part then the rest, never above what was paid', async () => {
    const { quote, intentId, events } = await paidOnStripe(20_000);
    for (const event of events) await deliver(event);
    const [payment] = await paymentsOf(quote.id);
    const partial = await refundPayment({
      quoteId: quote.id,
      paymentId: payment!.id,
      amount: '50',
      reason: 'Late delivery',
      recordedBy: staff,
    });
    expect(partial).toEqual({ amountCents: 5_000, toCard: true });
    const call = stripe.requests.findLast((request) => request.path === '/v1/refunds')!;
    expect(call.form).toMatchObject({ payment_intent: intentId, amount: '5000' });
    const [, refund] = await paymentsOf(quote.id);
    expect(call.idempotencyKey).toBe(`refund-${refund!.id}`);
    expect(refund).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amountCents: 5_000,
      refundOf: payment!.id,
      reason: 'Late delivery',
    });
    expect(refund!.stripeRefundId).toMatch(/^re_/);
    expect(await paymentSummary(quote)).toMatchObject({ status: 'partly_refunded', refundedCents: 5_000 });
    expect(
      await refusal(
        refundPayment({
          quoteId: quote.id,
          paymentId: payment!.id,
          amount: '150.01',
          reason: 'Too much',
          recordedBy: staff,
        }),
      ),
    ).toMatchObject({
      details: { field: 'amount' },
      message: 'At most $150.00 of this payment can be refunded.',
    });
    await refundPayment({
      quoteId: quote.id,
      paymentId: payment!.id,
      amount: '150',
      reason: 'Order cancelled',
      recordedBy: staff,
    });
    expect(await paymentSummary(quote)).toMatchObject({ status: 'refunded', refundedCents: 20_000 });
    expect(stripe.charges.get(stripe.intents.get(intentId)!.latest_charge)!.amount_refunded).toBe(20_000);
    const mails = (await mailTo(quote.contactEmail)).filter((mail) => /refund of/.test(mail.subject ?? ''));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Quote ${quote.number}: refund of $50.00`,
      `Quote ${quote.number}: refund of $150.00`,
    ]);
    expect(mails[1]!.body).toContain('Reason: Order cancelled');
  });

  it('lets only as many of 20 parallel refunds through as the payment covers, each refunded once at Stripe', async () => {
    const { quote, intentId, events } = await paidOnStripe(10_000);
    for (const event of events) await deliver(event);
    const [payment] = await paymentsOf(quote.id);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        refundPayment({
          quoteId: quote.id,
          paymentId: payment!.id,
          amount: '30',
          reason: 'Race',
          recordedBy: staff,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refunds = (await paymentsOf(quote.id)).filter((row) => row.kind === 'refund');
    expect(refunds).toHaveLength(3);
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId)).toHaveLength(
      3,
    );
  });

  it('records a refund made in Stripe’s dashboard from charge.refunded, and matches its own refunds without doubling them', async () => {
    const { quote, intentId, events } = await paidOnStripe(8_000);
    for (const event of events) await deliver(event);
    const [payment] = await paymentsOf(quote.id);
    await refundPayment({
      quoteId: quote.id,
      paymentId: payment!.id,
      amount: '10',
      reason: 'Goodwill',
      recordedBy: staff,
    });
    // Someone refunds $20 more in Stripe's dashboard (no refund_id of ours in its metadata).
    const charge = stripe.charges.get(stripe.intents.get(intentId)!.latest_charge)!;
    stripe.refunds.set('re_dashboard1', {
      id: 're_dashboard1',
      object: 'refund',
      amount: 2_000,
      status: 'succeeded',
      payment_intent: intentId,
      charge: charge.id,
      metadata: {},
    });
    charge.amount_refunded += 2_000;
    const event = stripe.signedEvent('charge.refunded', charge);
    await deliver(event);
    await deliver(stripe.signedEvent('charge.refunded', charge));
    const refunds = (await paymentsOf(quote.id)).filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => [row.amountCents, row.recordedBy])).toEqual([
      [1_000, staff],
      [2_000, 'Stripe'],
    ]);
    expect(await paymentSummary(quote)).toMatchObject({ refundedCents: 3_000, status: 'partly_refunded' });
  });

  it('keeps a refund Stripe refused out of the books and says nothing was refunded', async () => {
    const { quote, intentId, events } = await paidOnStripe(5_000);
    for (const event of events) await deliver(event);
    const [payment] = await paymentsOf(quote.id);
    // Stripe's side already refunded most of it (a dispute, the dashboard): it refuses the rest.
    stripe.charges.get(stripe.intents.get(intentId)!.latest_charge)!.amount_refunded = 4_900;
    const error = await refusal(
      refundPayment({
        quoteId: quote.id,
        paymentId: payment!.id,
        amount: '20',
        reason: 'x',
        recordedBy: staff,
      }),
    );
    expect(error.message).toMatch(/Nothing was charged or refunded/);
    expect(paymentLogs.lines().join('\n')).toContain('card refund');
    expect((await paymentsOf(quote.id)).find((row) => row.kind === 'refund')).toMatchObject({
      status: 'failed',
    });
    expect(await paymentSummary(quote)).toMatchObject({ refundedCents: 0, status: 'paid' });
  });
});
