import { eq } from 'drizzle-orm';
import { POST as webhook } from '@/app/api/webhooks/stripe/route';
import { getDatabase, tables } from '@/lib/db/server';
import { changeStage, type OrderActor } from '@/lib/orders/server';
import { paymentSummary, recordPayment, refundPayment, startCheckout } from '@/lib/payments/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { mailTo, paidInFullAt, quoteStage, storedQuote } from '@/tests/helpers/orders';
import { refusal } from '@/tests/helpers/refusals';

const staff: OrderActor = { role: 'staff', name: 'Sam Staff' };
const recordedBy = staff.name;

async function paymentsOf(quoteId: string) {
  const { db } = await getDatabase();
  const rows = await db.select().from(tables.payments).where(eq(tables.payments.quoteId, quoteId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

describeWithDatabase('payments by hand (no Stripe configured)', () => {
  it('keeps an approved order out of production until staff record the whole total as paid', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 12_345 });
    const move = () =>
      changeStage({ quoteId: quote.id, from: 'approved', to: 'in_production', actor: staff });
    expect(await refusal(move())).toMatchObject({ kind: 'invalid', details: { field: 'to' } });
    await recordPayment({
      quoteId: quote.id,
      method: 'bank_transfer',
      amount: '100',
      reference: 'WIRE 881',
      recordedBy,
    });
    expect(await paymentSummary(quote)).toMatchObject({
      paidCents: 10_000,
      dueCents: 2_345,
      status: 'unpaid',
    });
    expect(await paidInFullAt(quote.id)).toBeNull();
    expect((await refusal(move())).kind).toBe('invalid');
    expect(await quoteStage(quote.id)).toBe('approved');
    await recordPayment({ quoteId: quote.id, method: 'cash', amount: '$23.45', recordedBy });
    expect(await paymentSummary(quote)).toMatchObject({ paidCents: 12_345, dueCents: 0, status: 'paid' });
    expect(await paidInFullAt(quote.id)).toBeInstanceOf(Date);
    await move();
    expect(await quoteStage(quote.id)).toBe('in_production');
    const receipts = (await mailTo(quote.contactEmail)).filter((mail) =>
      /payment received/.test(mail.subject ?? ''),
    );
    expect(receipts.map((mail) => mail.body.match(/payment of (\S+) \(([^)]+)\)/)?.slice(1))).toEqual([
      ['$100.00', 'bank transfer'],
      ['$23.45', 'cash'],
    ]);
    expect(await paymentsOf(quote.id)).toEqual([
      expect.objectContaining({
        method: 'bank_transfer',
        amountCents: 10_000,
        reference: 'WIRE 881',
        recordedBy,
        status: 'succeeded',
      }),
      expect.objectContaining({ method: 'cash', amountCents: 2_345, reference: null }),
    ]);
  });

  it.each([
    ['an amount of nothing', { amount: '0' }, 'amount', /greater than zero/],
    ['a fraction of a cent', { amount: '10.001' }, 'amount', /greater than zero/],
    ['a negative amount', { amount: '-10' }, 'amount', /greater than zero/],
    ['more than is due', { amount: '123.46' }, 'amount', 'The amount is more than the $123.45 due.'],
    ['an unknown method', { method: 'bitcoin' }, 'method', 'Choose how the customer paid.'],
    ['a reference too long', { reference: 'x'.repeat(101) }, 'reference', /at most 100/],
  ])('refuses %s, naming the field, and records nothing', async (_case, change, field, message) => {
    const quote = await storedQuote({ status: 'approved', priceCents: 12_345 });
    const error = await refusal(
      recordPayment({ quoteId: quote.id, method: 'check', amount: '10', recordedBy, ...change }),
    );
    expect(error).toMatchObject({ kind: 'invalid', details: { field } });
    expect(error.message).toMatch(message);
    expect(await paymentsOf(quote.id)).toEqual([]);
  });

  it('records nothing on a cancelled or fully paid order, or for an unknown quote', async () => {
    const cancelled = await storedQuote({ status: 'cancelled' });
    expect(
      (await refusal(recordPayment({ quoteId: cancelled.id, method: 'cash', amount: '1', recordedBy })))
        .message,
    ).toMatch(/cancelled/);
    const paid = await storedQuote({ status: 'approved', priceCents: 500 });
    await recordPayment({ quoteId: paid.id, method: 'cash', amount: '5', recordedBy });
    expect(
      (await refusal(recordPayment({ quoteId: paid.id, method: 'cash', amount: '1', recordedBy }))).message,
    ).toBe('Nothing is due on this order.');
    expect(
      (await refusal(recordPayment({ quoteId: 'not-a-uuid', method: 'cash', amount: '1', recordedBy }))).kind,
    ).toBe('not_found');
  });

  it('of 20 parallel payments of the whole total, records exactly one', async () => {
    const quote = await storedQuote({ status: 'approved', priceCents: 7_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        recordPayment({ quoteId: quote.id, method: 'cash', amount: '70', recordedBy }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await paymentsOf(quote.id)).toHaveLength(1);
  });

  it('refunds by hand in part and in full with a reason, e-mails the customer, and never refunds more than was paid', async () => {
    const quote = await storedQuote({ status: 'in_production', priceCents: 10_000 });
    await recordPayment({
      quoteId: quote.id,
      method: 'check',
      amount: '100',
      reference: 'Check 1042',
      recordedBy,
    });
    const [payment] = await paymentsOf(quote.id);
    const refund = (amount: string, reason = 'Misprint on 20 labels') =>
      refundPayment({ quoteId: quote.id, paymentId: payment!.id, amount, reason, recordedBy });
    expect(await refusal(refund('25', '  '))).toMatchObject({ details: { field: 'reason' } });
    expect(await refund('25')).toEqual({ amountCents: 2_500, toCard: false });
    expect(await paymentSummary(quote)).toMatchObject({
      status: 'partly_refunded',
      refundedCents: 2_500,
      dueCents: 0,
    });
    expect(await refusal(refund('75.01'))).toMatchObject({
      details: { field: 'amount' },
      message: 'At most $75.00 of this payment can be refunded.',
    });
    await refund('75', 'Order cancelled');
    expect(await paymentSummary(quote)).toMatchObject({ status: 'refunded', refundedCents: 10_000 });
    expect((await refusal(refund('1'))).message).toBe('This payment has been refunded in full.');
    const mails = (await mailTo(quote.contactEmail)).filter((mail) => /refund of/.test(mail.subject ?? ''));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Quote ${quote.number}: refund of $25.00`,
      `Quote ${quote.number}: refund of $75.00`,
    ]);
    expect(mails[0]!.body).toContain('Reason: Misprint on 20 labels');
    expect(await paymentsOf(quote.id)).toEqual([
      expect.objectContaining({ kind: 'payment' }),
      expect.objectContaining({
        kind: 'refund',
        method: 'check',
        amountCents: 2_500,
        status: 'succeeded',
        refundOf: payment!.id,
      }),
      expect.objectContaining({ kind: 'refund', amountCents: 7_500, reason: 'Order cancelled' }),
    ]);
  });

  it('lets only as many of 20 parallel refunds through as the payment covers', async () => {
    const quote = await storedQuote({ status: 'in_production', priceCents: 10_000 });
    await recordPayment({ quoteId: quote.id, method: 'cash', amount: '100', recordedBy });
    const [payment] = await paymentsOf(quote.id);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        refundPayment({
          quoteId: quote.id,
          paymentId: payment!.id,
          amount: '40',
          reason: 'Race',
          recordedBy,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(await paymentSummary(quote)).toMatchObject({ refundedCents: 8_000 });
  });

  it('refuses a refund of a payment of another quote', async () => {
    const mine = await storedQuote({ status: 'approved', priceCents: 1_000 });
    const theirs = await storedQuote({ status: 'approved', priceCents: 1_000 });
    await recordPayment({ quoteId: theirs.id, method: 'cash', amount: '10', recordedBy });
    const [payment] = await paymentsOf(theirs.id);
    expect(
      (
        await refusal(
          refundPayment({ quoteId: mine.id, paymentId: payment!.id, amount: '10', reason: 'x', recordedBy }),
        )
      ).kind,
    ).toBe('not_found');
  });

  it('takes no cards: no Checkout, and the Stripe webhook is not there (404)', async () => {
    const quote = await storedQuote({ status: 'approved' });
    expect(
      (
        await refusal(
          startCheckout(quote, { successUrl: 'http://localhost:3000/', cancelUrl: 'http://localhost:3000/' }),
        )
      ).message,
    ).toMatch(/does not take card payments/);
    expect(await paymentSummary(quote)).toMatchObject({ takesCards: false, payable: true });
    const response = await webhook(
      new Request('http://localhost:3000/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': 't=1,v1=0' },
        body: '{}',
      }),
      undefined,
    );
    expect(response.status).toBe(404);
  });
});
