import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as webhook } from '@/app/api/webhooks/stripe/route';
import { getDatabase, tables } from '@/lib/db/server';
import {
  changeStage,
  decideProof,
  loadBoard,
  revisePrice,
  sendProof,
  type OrderActor,
} from '@/lib/orders/server';
import { paymentSummary, recordPayment, startCheckout } from '@/lib/payments/server';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { mailTo, payInFull, storedQuote, uploadedFile } from '@/tests/helpers/orders';
import { StripeServer, type StandInEvent } from '@/tests/helpers/stripe-server.mjs';
import { refusal } from '@/tests/helpers/refusals';

const SECRET_KEY = 'sk_test_standin_paid_once';
const WEBHOOK_SECRET = 'whsec_standin_paid_once';
const stripe = new StripeServer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
const errorLogs = captureLogLines('error', '[payments]');
const warnLogs = captureLogLines('warn', '[payments]');

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
  successUrl: 'http://localhost:3000/dashboard/quotes/Q-1?checkout=returned',
  cancelUrl: 'http://localhost:3000/dashboard/quotes/Q-1',
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

/** The customer opens Pay now: the id of the Checkout Session behind the page. */
async function payNow(quote: Quote): Promise<string> {
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quote.id));
  return (await startCheckout(row!, returnUrls)).split('/').pop()!;
}

const expireCallsOf = (sessionId: string) =>
  stripe.expireCalls.filter((call) => call.sessionId === sessionId).map((call) => call.status);

/** What the customer's old tab shows when they press Pay on it. */
async function payOnOldTab(sessionId: string): Promise<string> {
  const page = await fetch(stripe.sessions.get(sessionId)!.url, { method: 'POST', redirect: 'manual' });
  return page.text();
}

async function paymentsOf(quoteId: string) {
  const { db } = await getDatabase();
  const rows = await db.select().from(tables.payments).where(eq(tables.payments.quoteId, quoteId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function summaryNow(quote: Quote) {
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quote.id));
  return paymentSummary(row!);
}

async function boardCardOf(quote: Quote) {
  const columns = await loadBoard({ sort: 'due', search: quote.number });
  return columns.flatMap((column) => column.cards).find((card) => card.number === quote.number);
}

async function eventRecorded(eventId: string) {
  const { db } = await getDatabase();
  const rows = await db.select().from(tables.stripeEvents).where(eq(tables.stripeEvents.id, eventId));
  return rows.length > 0;
}

describeWithDatabase('a customer is never charged twice for one order', () => {
  it('expires the open Checkout page when staff record a transfer, and the old tab can no longer pay', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 22_089 });
    const sessionId = await payNow(quote);
    await payInFull(quote);
    expect(expireCallsOf(sessionId)).toEqual([200]);
    expect(stripe.requests.find((request) => request.path.endsWith(`${sessionId}/expire`))).toMatchObject({
      idempotencyKey: `expire-${sessionId}`,
    });
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    expect(await payOnOldTab(sessionId)).toContain('This Checkout Session has expired');
    await expect(stripe.completeCheckout(sessionId)).rejects.toThrow(/expired/);
    expect((await refusal(payNow(quote))).kind).toBe('conflict');
    expect(await summaryNow(quote)).toMatchObject({ paidCents: 22_089, dueCents: 0 });
  });

  it('starts a fresh page for what is left after a part paid by hand', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 30_000 });
    const first = await payNow(quote);
    await recordPayment({ quoteId: quote.id, method: 'check', amount: '100', recordedBy: staff.name });
    expect(expireCallsOf(first)).toEqual([200]);
    const second = await payNow(quote);
    expect(second).not.toBe(first);
    expect(stripe.sessions.get(second)).toMatchObject({ status: 'open', amount_total: 20_000 });
    // Pay now again while nothing changed reopens the same page.
    expect(await payNow(quote)).toBe(second);
  });

  it('expires a page left open (Stripe unreachable then) once a card payment comes in', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 30_000 });
    const first = await payNow(quote);
    // Stripe cannot be reached for it, at the transfer and again at the next Pay now.
    stripe.failNext(`/${first}/expire`, 2);
    await recordPayment({ quoteId: quote.id, method: 'cash', amount: '100', recordedBy: staff.name });
    const second = await payNow(quote);
    expect(expireCallsOf(first)).toEqual([500, 500]);
    expect(errorLogs.lines().join('\n')).toContain(`expiring Checkout Session ${first} failed`);
    expect(stripe.sessions.get(first)!.status).toBe('open');
    const { events } = await stripe.completeCheckout(second, { post: false });
    for (const event of events) expect((await deliver(event)).status).toBe(200);
    expect(expireCallsOf(first)).toEqual([500, 500, 200]);
    expect(stripe.sessions.get(first)!.status).toBe('expired');
    expect(await summaryNow(quote)).toMatchObject({ paidCents: 30_000, dueCents: 0 });
  });

  it('expires the page of the old total when staff revise the price, and the next Pay now asks the new one', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 20_000, fulfillmentMethod: 'pickup' });
    const old = await payNow(quote);
    // The shop sends a new proof after the approval: the price may change again.
    await sendProof({ quoteId: quote.id, upload: await uploadedFile(), message: 'Proof 2', actor: staff });
    expect(expireCallsOf(old)).toEqual([]);
    const { totalCents } = await revisePrice({
      quoteId: quote.id,
      price: '240.00',
      reason: 'Larger size',
      actor: staff,
    });
    expect(expireCallsOf(old)).toEqual([200]);
    expect(stripe.sessions.get(old)!.status).toBe('expired');
    const { db } = await getDatabase();
    const [proof] = await db
      .select()
      .from(tables.proofs)
      .where(eq(tables.proofs.quoteId, quote.id))
      .orderBy(tables.proofs.version);
    await decideProof({
      quoteId: quote.id,
      proofId: proof!.id,
      decision: 'approve',
      expectedTotalCents: totalCents,
      actor: customer,
    });
    const fresh = await payNow(quote);
    expect(totalCents).toBeGreaterThan(24_000);
    expect(stripe.sessions.get(fresh)).toMatchObject({ status: 'open', amount_total: totalCents });
  });

  it('expires the open page when the order is cancelled', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 15_000 });
    const sessionId = await payNow(quote);
    await changeStage({ quoteId: quote.id, from: 'approved', to: 'cancelled', actor: staff });
    expect(expireCallsOf(sessionId)).toEqual([200]);
    await expect(stripe.completeCheckout(sessionId)).rejects.toThrow(/expired/);
  });

  it('records a payment that still arrives when nothing is due, flags it and refunds it once under replays and parallel webhooks', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 22_089 });
    const sessionId = await payNow(quote);
    // The customer pays the open tab while staff record the transfer (Stripe allows the race).
    const { intentId, events } = await stripe.completeCheckout(sessionId, { post: false });
    await payInFull(quote);
    // Stripe refuses to expire a paid page; the shop reads its state and closes its record.
    expect(expireCallsOf(sessionId)).toEqual([400]);
    const answers = await Promise.all([...events, ...events, ...events].map((event) => deliver(event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const rows = await paymentsOf(quote.id);
    const card = rows.find((row) => row.method === 'card' && row.kind === 'payment');
    expect(card).toMatchObject({ status: 'succeeded', amountCents: 22_089, stripePaymentIntentId: intentId });
    const excess = rows.filter((row) => row.kind === 'refund');
    expect(excess).toEqual([
      expect.objectContaining({
        excess: true,
        amountCents: 22_089,
        refundOf: card!.id,
        status: 'succeeded',
        stripeRefundId: expect.stringMatching(/^re_/),
      }),
    ]);
    const atStripe = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId);
    expect(atStripe).toEqual([expect.objectContaining({ id: excess[0]!.stripeRefundId, amount: 22_089 })]);
    const refundCalls = stripe.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/refunds' &&
        request.form.payment_intent === intentId,
    );
    expect(new Set(refundCalls.map((call) => call.idempotencyKey))).toEqual(
      new Set([`refund-${excess[0]!.id}`]),
    );
    expect(refundCalls[0]!.form).toMatchObject({ payment_intent: intentId, amount: '22089' });

    expect(await summaryNow(quote)).toMatchObject({
      totalCents: 22_089,
      paidCents: 44_178,
      refundedCents: 22_089,
      dueCents: 0,
      excessRefund: { cents: 22_089, state: 'succeeded' },
    });
    expect((await boardCardOf(quote))?.excessRefund).toBe('succeeded');
    const told = (await mailTo(quote.contactEmail)).filter((mail) =>
      /we are refunding/.test(mail.subject ?? ''),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`Quote ${quote.number}: we are refunding $220.89`);
    expect(told[0]!.body).toContain('Your card payment of $220.89');
    expect(told[0]!.body).toContain('when $0.00 was due');

    // Stripe's own charge.refunded of that refund, twice: matched, nothing doubled.
    const charge = stripe.charges.get(stripe.intents.get(intentId)!.latest_charge)!;
    for (let delivery = 0; delivery < 2; delivery += 1) {
      expect((await deliver(stripe.signedEvent('charge.refunded', charge))).status).toBe(200);
    }
    expect((await paymentsOf(quote.id)).filter((row) => row.kind === 'refund')).toHaveLength(1);
  });

  it('refunds only the part beyond what was due', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 10_000 });
    const sessionId = await payNow(quote);
    const { events } = await stripe.completeCheckout(sessionId, { post: false });
    await recordPayment({ quoteId: quote.id, method: 'cash', amount: '40', recordedBy: staff.name });
    for (const event of events) await deliver(event);
    expect((await paymentsOf(quote.id)).filter((row) => row.kind === 'refund')).toEqual([
      expect.objectContaining({ excess: true, amountCents: 4_000, status: 'succeeded' }),
    ]);
    expect(await summaryNow(quote)).toMatchObject({ paidCents: 14_000, refundedCents: 4_000 });
  });

  it('refunds a payment for a cancelled order in full, and tries again when Stripe could not refund it', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 5_000 });
    const sessionId = await payNow(quote);
    const { intentId, events } = await stripe.completeCheckout(sessionId, { post: false });
    await changeStage({ quoteId: quote.id, from: 'approved', to: 'cancelled', actor: staff });
    stripe.failNext('/v1/refunds', 1);
    const [completed] = events;
    // Stripe's delivery fails, so Stripe delivers the event again.
    expect((await deliver(completed!)).status).toBe(502);
    expect(errorLogs.lines().join('\n')).toContain(`refunding the excess of ${intentId} failed`);
    expect((await paymentsOf(quote.id)).find((row) => row.kind === 'refund')).toMatchObject({
      status: 'pending',
      amountCents: 5_000,
    });
    expect(await summaryNow(quote)).toMatchObject({ excessRefund: { cents: 5_000, state: 'pending' } });
    expect(await (await deliver(completed!)).json()).toEqual({ received: true, replayed: true });
    expect((await paymentsOf(quote.id)).find((row) => row.kind === 'refund')).toMatchObject({
      status: 'succeeded',
    });
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId)).toHaveLength(
      1,
    );
  });

  it('acknowledges a signed event about a payment or session the shop does not know, logs it and changes nothing', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 7_000 });
    stripe.intents.set('pi_other_site', {
      id: 'pi_other_site',
      object: 'payment_intent',
      status: 'succeeded',
      amount_received: 7_000,
      currency: 'usd',
      metadata: { quote_id: randomUUID() },
      latest_charge: 'ch_other_site',
    });
    const events = [
      stripe.signedEvent('payment_intent.succeeded', { id: 'pi_nowhere' }),
      stripe.signedEvent('checkout.session.completed', { id: 'cs_nowhere', payment_intent: 'pi_nowhere' }),
      stripe.signedEvent('charge.refunded', { id: 'ch_nowhere', payment_intent: 'pi_nowhere' }),
      stripe.signedEvent('payment_intent.succeeded', { id: 'pi_other_site' }),
    ];
    for (const event of events) {
      const answer = await deliver(event);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, replayed: false });
      expect(await eventRecorded(JSON.parse(event.payload).id)).toBe(false);
    }
    const lines = warnLogs.lines();
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /PaymentIntent pi_nowhere, which Stripe does not have: acknowledged, nothing changed/,
    );
    expect(lines[3]).toMatch(/an object naming no order of this shop/);
    expect(lines.join('\n')).not.toMatch(/@/);
    expect(await paymentsOf(quote.id)).toEqual([]);
  });
});
