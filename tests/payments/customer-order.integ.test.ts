import { eq } from 'drizzle-orm';
import { POST as webhook } from '@/app/api/webhooks/stripe/route';
import { getDatabase, tables } from '@/lib/db/server';
import { cancelForCustomer, checkoutForCustomer } from '@/lib/orders/customer-order';
import { customerQuoteView } from '@/lib/orders/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { customer, mailTo, quoteStage, storedQuote } from '@/tests/helpers/orders';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { StripeServer } from '@/tests/helpers/stripe-server.mjs';

const SECRET_KEY = 'sk_test_customer123';
const WEBHOOK_SECRET = 'whsec_customer456';
const stripe = new StripeServer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
freshRateLimitsEachTest();

beforeAll(async () => {
  await stripe.start();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.origin,
    SITE_URL: 'https://shop.example',
  });
});
afterAll(() => stripe.stop());

const SHOP = 'support@coastlineprint.co';

async function guestLink(quote: { id: string; number: string }) {
  const { db } = await getDatabase();
  return new URL(await quotePageLinkFor(db, quote)).searchParams.get('access')!;
}

describeWithDatabase("the customer's Pay now and Cancel", () => {
  it('sends a guest to Checkout for the amount due, coming back to their own link', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 30_000 });
    const accessToken = await guestLink(quote);
    const answer = await checkoutForCustomer({ number: quote.number, accessToken, amount: '1' } as never, {
      address: nextVisitorAddress(),
    });
    expect(answer).toEqual({ url: expect.stringMatching(/\/pay\/cs_test_/) });
    const session = stripe.sessions.get((answer as { url: string }).url.split('/').pop()!)!;
    expect(session.amount_total).toBe(30_000);
    expect(session.success_url).toBe(
      `https://shop.example/quotes/${quote.number}?access=${accessToken}&checkout=returned`,
    );
  });

  it('sends a signed-in owner back to their dashboard page', async () => {
    const owner = customer();
    const quote = await storedQuote({ status: 'approved', userId: owner.userId });
    const answer = await checkoutForCustomer(
      { number: quote.number },
      { user: owner, address: nextVisitorAddress() },
    );
    const session = stripe.sessions.get((answer as { url: string }).url.split('/').pop()!)!;
    expect(session.success_url).toBe(
      `https://shop.example/dashboard/quotes/${quote.number}?checkout=returned`,
    );
  });

  it('refuses strangers and quotes not yet approved, making no Checkout page', async () => {
    const quote = await storedQuote({ status: 'approved' });
    const before = stripe.sessions.size;
    const address = nextVisitorAddress();
    expect(await checkoutForCustomer({ number: quote.number }, { address })).toMatchObject({ ok: false });
    expect(await checkoutForCustomer({ number: quote.number }, { user: customer(), address })).toMatchObject({
      ok: false,
    });
    const early = await storedQuote({ status: 'proof_sent' });
    expect(
      await checkoutForCustomer({ number: early.number, accessToken: await guestLink(early) }, { address }),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(/cannot be paid now/),
    });
    expect(stripe.sessions.size).toBe(before);
  });

  it('keeps the order unpaid (never "paid") after Checkout until the webhook lands, then paid', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 4_200 });
    const answer = await checkoutForCustomer(
      { number: quote.number, accessToken: await guestLink(quote) },
      { address: nextVisitorAddress() },
    );
    const { events } = await stripe.completeCheckout((answer as { url: string }).url.split('/').pop()!, {
      post: false,
    });
    expect((await customerQuoteView(quote)).payment).toMatchObject({
      status: 'unpaid',
      dueCents: 4_200,
      payable: true,
      takesCards: true,
    });
    for (const event of events) {
      await webhook(
        new Request('http://localhost/api/webhooks/stripe', {
          method: 'POST',
          headers: { 'stripe-signature': event.signature },
          body: event.payload,
        }),
        undefined,
      );
    }
    expect((await customerQuoteView(quote)).payment).toMatchObject({
      status: 'paid',
      dueCents: 0,
      payable: false,
    });
  });

  it('lets the customer cancel before approval, free of charge, and tells the shop; never after approval', async () => {
    const quote = await storedQuote({ status: 'proof_sent' });
    const accessToken = await guestLink(quote);
    expect((await customerQuoteView(quote)).mayCancel).toBe(true);
    const address = nextVisitorAddress();
    expect(await cancelForCustomer({ number: quote.number }, { user: customer(), address })).toMatchObject({
      ok: false,
    });
    expect(await quoteStage(quote.id)).toBe('proof_sent');
    expect(await cancelForCustomer({ number: quote.number, accessToken }, { address })).toMatchObject({
      ok: true,
    });
    expect(await quoteStage(quote.id)).toBe('cancelled');
    const notice = (await mailTo(SHOP)).find(
      (mail) => mail.subject === `Quote ${quote.number}: cancelled by the customer`,
    );
    expect(notice).toBeDefined();
    const { db } = await getDatabase();
    const [event] = await db
      .select()
      .from(tables.quoteEvents)
      .where(eq(tables.quoteEvents.quoteId, quote.id));
    expect(event).toMatchObject({ fromStage: 'proof_sent', toStage: 'cancelled', actorRole: 'customer' });

    const approved = await storedQuote({ status: 'approved' });
    expect(
      await cancelForCustomer(
        { number: approved.number, accessToken: await guestLink(approved) },
        { address },
      ),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(/can no longer be cancelled/),
    });
    expect(await quoteStage(approved.id)).toBe('approved');
  });
});
