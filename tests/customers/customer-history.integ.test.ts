import { randomUUID } from 'node:crypto';
import { getDatabase, tables } from '@/lib/db/server';
import { customerEmailSchema, customerHistory, listCustomers } from '@/lib/customers/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { storedQuote } from '@/tests/helpers/orders';

describeWithDatabase('the console’s customers', () => {
  /** One customer's three quotes under one address written two ways, a payment and a contact message. */
  async function customer() {
    // Letters only: a word with a digit in it is searched as an e-mail address.
    const tag = randomUUID()
      .slice(0, 8)
      .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
    const email = `morgan.${tag}@example.com`;
    const older = await storedQuote({
      contactEmail: email,
      contactName: `Morgan Old${tag}`,
      createdAt: new Date('2026-10-01T17:00:00Z'),
    });
    const newer = await storedQuote({
      contactEmail: email.toUpperCase(),
      contactName: `Morgan Lake${tag}`,
      companyName: 'Lake Cycles',
      status: 'approved',
      priceCents: 5_000,
      createdAt: new Date('2026-11-01T17:00:00Z'),
    });
    const { db } = await getDatabase();
    await db.insert(tables.payments).values({
      quoteId: newer.id,
      kind: 'payment',
      method: 'cash',
      amountCents: 5_000,
      status: 'succeeded',
      recordedBy: 'Sam Staff',
    });
    await db.insert(tables.contactMessages).values({
      name: 'Morgan',
      email: email.replace('morgan', 'MORGAN'),
      subject: 'Rush?',
      message: 'Can you rush it?',
    });
    return { email, tag, older, newer };
  }

  it('lists customers once per address, named as on their latest quote, found by name, e-mail or quote number', async () => {
    const { email, tag, older } = await customer();
    const expected = { email, name: `Morgan Lake${tag}`, company: 'Lake Cycles', quotes: 2 };
    expect(await listCustomers(`Lake${tag}`)).toEqual([expect.objectContaining(expected)]);
    expect(await listCustomers(email.toUpperCase())).toEqual([expect.objectContaining(expected)]);
    expect(await listCustomers(older.number)).toEqual([expect.objectContaining(expected)]);
    expect(await listCustomers('nobody-like-this@example.com')).toEqual([]);
    expect((await listCustomers()).length).toBeGreaterThan(0);
  });

  it('gathers a customer’s quotes, payments and messages, whatever the address’s case', async () => {
    const { email, newer, older } = await customer();
    const history = await customerHistory(customerEmailSchema.parse(encodeURIComponent(email.toUpperCase())));
    expect(history).toMatchObject({
      email,
      contact: { company: 'Lake Cycles' },
      accountIds: [],
      quotes: [
        { number: newer.number, status: 'approved', totalCents: 5_000, paymentStatus: 'paid' },
        { number: older.number, status: 'received', paymentStatus: 'unpaid' },
      ],
      payments: [{ quoteNumber: newer.number, amountCents: 5_000, method: 'cash' }],
      messages: [{ subject: 'Rush?' }],
    });
    expect(history!.account).toBeUndefined();
    expect(await customerHistory('nobody-like-this@example.com')).toBeUndefined();
  });

  it('reads only an e-mail address from the page’s path', () => {
    expect(customerEmailSchema.safeParse('dana%40example.com').data).toBe('dana@example.com');
    for (const bad of ['%E0%A4%A', 'not an address', 'a@b.c\u0000', `${'x'.repeat(320)}@example.com`]) {
      expect([bad.slice(0, 12), customerEmailSchema.safeParse(bad).success]).toEqual([
        bad.slice(0, 12),
        false,
      ]);
    }
  });
});
