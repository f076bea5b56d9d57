import { eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { answerProof } from '@/lib/orders/customer-decision';
import {
  decideProof,
  refreshOpenQuoteTotals,
  revisePrice,
  sendProof,
  type OrderActor,
} from '@/lib/orders/server';
import { proofDecisionMessages } from '@/lib/orders/proof-decision';
import { reviewCertificate, submitCertificate } from '@/lib/tax/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import {
  customer as customerSession,
  mailTo,
  promotedTaxedMoney,
  quoteStage,
  storedQuote,
  uploadedFile,
} from '@/tests/helpers/orders';
import { nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { refusal } from '@/tests/helpers/refusals';

const staff: OrderActor = { role: 'staff', name: 'Sam Staff' };
const customer: OrderActor = { role: 'customer', name: 'Dana Rivera' };

async function reread(quoteId: string) {
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quoteId));
  return row!;
}

/** A picked-up $200.00 quote with a 10 % code, taxed at 7.75 %, with a proof waiting. */
async function quoteWithProof() {
  const quote = await storedQuote({ fulfillmentMethod: 'pickup', ...promotedTaxedMoney });
  const { proofId } = await sendProof({
    quoteId: quote.id,
    upload: await uploadedFile(),
    message: 'Proof 1',
    actor: staff,
  });
  return { quote, proofId };
}

describeWithDatabase('staff revising a price before approval', () => {
  it('computes the promotion and the tax again on the new price, records why, and e-mails the customer', async () => {
    const { quote } = await quoteWithProof();
    // $240.00 less 10 % is $216.00; 7.75 % of it is $16.74 (1674 cents exactly): $232.74.
    const { totalCents } = await revisePrice({
      quoteId: quote.id,
      price: '240.00',
      reason: 'The artwork needs a 4 x 3 in sticker.',
      actor: staff,
    });
    expect(totalCents).toBe(23_274);
    expect(await reread(quote.id)).toMatchObject({
      priceCents: 24_000,
      tablePriceCents: 20_000,
      discountCents: 2_400,
      taxCents: 1_674,
      totalCents: 23_274,
      priceRevisionReason: 'The artwork needs a 4 x 3 in sticker.',
      priceRevisedBy: 'Sam Staff',
    });
    const mail = (await mailTo(quote.contactEmail)).find((message) =>
      /the price was revised/.test(message.subject ?? ''),
    );
    expect(mail?.body).toContain('Why: The artwork needs a 4 x 3 in sticker.');
    expect(mail?.body).toContain('Price revised: from $200.00: The artwork needs a 4 x 3 in sticker.');
    expect(mail?.body).toContain('Total: $232.74');
  });

  it('refuses a missing reason, a price that is not an amount, and any revision after approval', async () => {
    const { quote, proofId } = await quoteWithProof();
    const revise = (price: string, reason: string) =>
      revisePrice({ quoteId: quote.id, price, reason, actor: staff });
    expect((await refusal(revise('250', '  '))).details.field).toBe('reason');
    for (const price of ['-5', '0', 'abc', '12.345', '1e3']) {
      expect((await refusal(revise(price, 'Bigger'))).details.field).toBe('price');
    }
    await decideProof({
      quoteId: quote.id,
      proofId,
      decision: 'approve',
      expectedTotalCents: 19_395,
      actor: customer,
    });
    const late = await refusal(revise('250', 'Too late'));
    expect([late.details.field, late.message]).toEqual([
      'price',
      'The price can only be revised before the customer approves.',
    ]);
    expect((await reread(quote.id)).totalCents).toBe(19_395);
  });

  it('refuses an approval of the total the customer saw before a revision, and approves the new one', async () => {
    const { quote, proofId } = await quoteWithProof();
    await revisePrice({ quoteId: quote.id, price: '240', reason: 'Larger size', actor: staff });
    const form = { number: quote.number, proofId, decision: 'approve', checked: 'yes', total: '19395' };
    const owner = customerSession({ email: quote.contactEmail });
    const stale = await answerProof(form, { user: owner, address: nextVisitorAddress() });
    expect(stale).toMatchObject({ ok: false, message: proofDecisionMessages.priceChanged });
    expect(await quoteStage(quote.id)).toBe('proof_sent');

    await decideProof({
      quoteId: quote.id,
      proofId,
      decision: 'approve',
      expectedTotalCents: 23_274,
      actor: customer,
    });
    expect(await quoteStage(quote.id)).toBe('approved');
    const { db } = await getDatabase();
    const [invoice] = await db.select().from(tables.documents).where(eq(tables.documents.quoteId, quote.id));
    expect(invoice?.value).toMatchObject({ subtotalCents: 24_000, totalCents: 23_274 });
  });

  it('taxes open quotes again, and only those, when the customer becomes exempt', async () => {
    const buyer = customerSession();
    const pickup = { userId: buyer.userId, fulfillmentMethod: 'pickup', priceCents: 10_000 };
    const taxed = { taxState: 'CA', taxRatePpm: 77_500, taxCents: 775, totalCents: 10_775 };
    const open = await storedQuote({ ...pickup, ...taxed });
    const sold = await storedQuote({ ...pickup, ...taxed, status: 'approved' });
    const certificate = await submitCertificate(buyer, {
      kind: 'resale',
      state: 'CA',
      number: 'SR-77',
      expiresOn: '2099-12-31',
      ...(await uploadedFile('resale.pdf')),
    });
    await reviewCertificate({ id: certificate.id, decision: 'approved', staffEmail: 'boss@example.com' });

    expect(await refreshOpenQuoteTotals(buyer.userId)).toBe(1);
    const refreshed = await reread(open.id);
    expect(refreshed).toMatchObject({ taxCents: 0, totalCents: 10_000 });
    expect(refreshed.taxExemptReason).toContain('resale certificate SR-77');
    // Sold before the exemption: it keeps the money it was sold at.
    expect(await reread(sold.id)).toMatchObject(taxed);
  });
});
