import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import type { IssuedDocument } from '@/lib/documents/server';
import { changeStage, decideProof, listInbox, sendProof, type OrderActor } from '@/lib/orders/server';
import { UNPAID_PRODUCTION_REASON } from '@/lib/orders/stages';
import {
  accountsOnTerms,
  accountTermsOf,
  openInvoices,
  paymentSummary,
  recordPayment,
  removeAccountTerms,
  setAccountTerms,
} from '@/lib/payments/server';
import { addDays, shopDay } from '@/lib/shop-time';
import { describeWithDatabase } from '@/tests/helpers/database';
import { quoteStage, storedQuote, uploadedFile } from '@/tests/helpers/orders';
import { refusal } from '@/tests/helpers/refusals';

const staff: OrderActor = { role: 'staff', name: 'Sam Staff' };
const customer: OrderActor = { role: 'customer', name: 'Dana Rivera' };

async function reread(quoteId: string) {
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quoteId));
  return row!;
}

async function invoiceOf(quoteId: string): Promise<IssuedDocument> {
  const { db } = await getDatabase();
  const [row] = await db
    .select()
    .from(tables.documents)
    .where(eq(tables.documents.quoteId, quoteId))
    .limit(1);
  return row!.value as IssuedDocument;
}

/** A quote of `userId` ($123.45 unless `totalCents` says) waiting for the answer to its proof. */
async function quoteWithProof(userId: string, totalCents = 12_345) {
  const quote = await storedQuote({
    userId,
    priceCents: totalCents,
    totalCents,
    companyName: 'Harbor Coffee Co.',
    poNumber: 'PO-4471',
  });
  const { proofId } = await sendProof({
    quoteId: quote.id,
    upload: await uploadedFile(),
    message: 'Proof 1',
    actor: staff,
  });
  return { quote, proofId };
}

const approve = ({ quote, proofId }: { quote: { id: string }; proofId: string }) =>
  decideProof({ quoteId: quote.id, proofId, decision: 'approve', actor: customer });

/** Puts the account that sent `quote` on Net `netDays` with `creditLimit` dollars. */
async function putOnTerms(quote: { id: string }, creditLimit: string, netDays = '30') {
  return setAccountTerms({
    quoteId: quote.id,
    companyName: 'Harbor Coffee Co.',
    netDays,
    creditLimit,
    staffEmail: 'sam@coastlineprint.co',
  });
}

const moveToProduction = (quoteId: string) =>
  changeStage({ quoteId, from: 'approved', to: 'in_production', actor: staff });

describeWithDatabase('business accounts on terms', () => {
  it('sells an approved order within the credit limit on terms: due in net days, production before payment', async () => {
    const userId = `user-${randomUUID()}`;
    const order = await quoteWithProof(userId);
    await putOnTerms(order.quote, '500');
    await approve(order);

    const dueOn = addDays(shopDay(new Date()), 30);
    const stored = await reread(order.quote.id);
    expect(stored).toMatchObject({ termsDueOn: dueOn, termsNetDays: 30 });
    expect(await invoiceOf(order.quote.id)).toMatchObject({
      kind: 'invoice',
      dueDate: dueOn,
      balanceDueCents: 12_345,
      customer: { company: 'Harbor Coffee Co.', purchaseOrder: 'PO-4471' },
    });
    expect(await paymentSummary(stored)).toMatchObject({
      status: 'on_terms',
      dueCents: 12_345,
      payable: true,
      terms: { dueOn, netDays: 30 },
    });
    await moveToProduction(order.quote.id);
    expect(await quoteStage(order.quote.id)).toBe('in_production');
    expect(await accountTermsOf(userId)).toMatchObject({ openBalanceCents: 12_345, creditLeftCents: 37_655 });
    expect((await openInvoices()).find((row) => row.number === stored.number)).toMatchObject({
      companyName: 'Harbor Coffee Co.',
      poNumber: 'PO-4471',
      balanceCents: 12_345,
      dueOn,
      daysOverdue: 0,
    });

    // Changing or removing the terms later moves nothing already sold on them.
    await putOnTerms(order.quote, '900', '60');
    await removeAccountTerms(userId);
    expect(await reread(order.quote.id)).toMatchObject({ termsDueOn: dueOn, termsNetDays: 30 });
    expect(await accountTermsOf(userId)).toBeUndefined();
  });

  it('asks for payment first when the open balance plus the order passes the limit, and says why', async () => {
    const userId = `user-${randomUUID()}`;
    const first = await quoteWithProof(userId, 30_000);
    await putOnTerms(first.quote, '500');
    await approve(first);
    const second = await quoteWithProof(userId, 20_001);
    await approve(second);

    expect(await reread(second.quote.id)).toMatchObject({ termsDueOn: null, termsNetDays: null });
    expect(await invoiceOf(second.quote.id)).toMatchObject({ kind: 'invoice', dueDate: shopDay(new Date()) });
    const { db } = await getDatabase();
    const notes = await db
      .select()
      .from(tables.quoteEvents)
      .where(eq(tables.quoteEvents.quoteId, second.quote.id));
    expect(notes.find((event) => event.kind === 'note')?.note).toBe(
      "Not sold on terms: Harbor Coffee Co. owes $300.00 on terms, and this order's $200.01 would pass its credit limit of $500.00. Payment comes first, as for any order.",
    );
    expect(await refusal(moveToProduction(second.quote.id))).toMatchObject({
      kind: 'invalid',
      message: UNPAID_PRODUCTION_REASON,
    });
    expect(await quoteStage(second.quote.id)).toBe('approved');

    // Once the first invoice is paid, the account's credit is back for its next order.
    await recordPayment({ quoteId: first.quote.id, method: 'check', amount: '300', recordedBy: 'Sam Staff' });
    expect(await accountTermsOf(userId)).toMatchObject({ openBalanceCents: 0, creditLeftCents: 50_000 });
    const third = await quoteWithProof(userId, 20_001);
    await approve(third);
    expect((await reread(third.quote.id)).termsDueOn).not.toBeNull();
  });

  it('lets only as many parallel approvals through as the credit limit holds', async () => {
    const userId = `user-${randomUUID()}`;
    const orders = await Promise.all([1, 2, 3, 4].map(() => quoteWithProof(userId, 10_000)));
    await putOnTerms(orders[0]!.quote, '250');
    await Promise.all(orders.map(approve));
    const onTerms = (await Promise.all(orders.map((order) => reread(order.quote.id)))).filter(
      (row) => row.termsDueOn !== null,
    );
    expect(onTerms).toHaveLength(2);
    expect(await accountTermsOf(userId)).toMatchObject({ openBalanceCents: 20_000, creditLeftCents: 5_000 });
  });

  it('calls an unpaid invoice overdue the day after its due date, in the inbox, the summary and the list', async () => {
    const userId = `user-${randomUUID()}`;
    const email = `overdue-${randomUUID().slice(0, 8)}@example.com`;
    const today = shopDay(new Date());
    const late = await storedQuote({
      userId,
      contactEmail: email,
      status: 'in_production',
      termsDueOn: addDays(today, -3),
      termsNetDays: 30,
    });
    const dueToday = await storedQuote({
      userId,
      contactEmail: email,
      status: 'in_production',
      termsDueOn: today,
      termsNetDays: 30,
    });
    const cancelled = await storedQuote({
      userId,
      contactEmail: email,
      status: 'cancelled',
      termsDueOn: addDays(today, -3),
      termsNetDays: 30,
    });
    const inbox = await listInbox({ search: email });
    expect(Object.fromEntries(inbox.rows.map((row) => [row.number, row.paymentStatus]))).toEqual({
      [late.number]: 'overdue',
      [dueToday.number]: 'on_terms',
      [cancelled.number]: 'unpaid',
    });
    expect(await paymentSummary(cancelled)).toMatchObject({ status: 'unpaid', payable: false });
    // The account owes the two open invoices, not the cancelled order.
    await putOnTerms(late, '5000');
    expect(await accountTermsOf(userId)).toMatchObject({ openBalanceCents: 24_690 });
    expect((await listInbox({ search: email, payment: 'overdue' })).rows.map((row) => row.number)).toEqual([
      late.number,
    ]);
    expect((await paymentSummary(late)).status).toBe('overdue');
    const listed = (await openInvoices()).filter((row) => row.contactEmail === email);
    expect(listed.map((row) => [row.number, row.daysOverdue])).toEqual([
      [late.number, 3],
      [dueToday.number, 0],
    ]);
  });

  it('keeps an order sold on terms payable once completed, until its invoice is paid', async () => {
    const userId = `user-${randomUUID()}`;
    const dueOn = addDays(shopDay(new Date()), 10);
    const onTerms = await storedQuote({ userId, status: 'completed', termsDueOn: dueOn, termsNetDays: 15 });
    const paidFirst = await storedQuote({ userId, status: 'completed' });
    expect(await paymentSummary(onTerms)).toMatchObject({
      payable: true,
      status: 'on_terms',
      dueCents: 12_345,
    });
    expect(await paymentSummary(paidFirst)).toMatchObject({ payable: false });
    await recordPayment({ quoteId: onTerms.id, method: 'check', amount: '123.45', recordedBy: 'Sam Staff' });
    expect(await paymentSummary(onTerms)).toMatchObject({ payable: false, status: 'paid', dueCents: 0 });
    expect((await openInvoices()).map((row) => row.number)).not.toContain(onTerms.number);
  });

  it.each([
    ['an unknown net', { netDays: '20' }, 'netDays', 'Choose Net 15, Net 30, Net 45, Net 60.'],
    ['a credit limit of nothing', { creditLimit: '0' }, 'creditLimit', /greater than zero/],
    ['a credit limit in words', { creditLimit: 'lots' }, 'creditLimit', /greater than zero/],
    ['no company name', { companyName: '   ' }, 'companyName', 'Please enter the company name.'],
    ['a company name too long', { companyName: 'x'.repeat(101) }, 'companyName', /at most 100/],
  ])('refuses %s, naming the field, and sets nothing', async (_case, change, field, message) => {
    const userId = `user-${randomUUID()}`;
    const quote = await storedQuote({ userId });
    const error = await refusal(
      setAccountTerms({
        quoteId: quote.id,
        companyName: 'Harbor Coffee Co.',
        netDays: '30',
        creditLimit: '5000',
        staffEmail: 'sam@coastlineprint.co',
        ...change,
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid', details: { field } });
    expect(error.message).toMatch(message);
    expect(await accountTermsOf(userId)).toBeUndefined();
  });

  it('refuses terms for a guest quote, and lists each account once with its balance', async () => {
    const guest = await storedQuote();
    expect(await refusal(putOnTerms(guest, '5000'))).toMatchObject({
      kind: 'invalid',
      details: { field: 'quoteId' },
    });
    const userId = `user-${randomUUID()}`;
    const quote = await storedQuote({ userId });
    await putOnTerms(quote, '5000');
    await putOnTerms(quote, '6000', '45');
    const mine = (await accountsOnTerms()).filter((row) => row.userId === userId);
    expect(mine).toEqual([
      expect.objectContaining({
        email: quote.contactEmail,
        netDays: 45,
        creditLimitCents: 600_000,
        openBalanceCents: 0,
        creditLeftCents: 600_000,
        setBy: 'sam@coastlineprint.co',
      }),
    ]);
  });
});
