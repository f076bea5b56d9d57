import { eq, inArray } from 'drizzle-orm';
import { POST as identity } from '@/app/api/identity/route';
import { startProductionAction } from '@/app/admin/actions';
import OrdersPage from '@/app/admin/page';
import { idleForm } from '@/components/admin/form-state';
import { getDatabase, tables } from '@/lib/db/server';
import { quoteAccount } from '@/lib/orders/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { payInFull, storedQuote } from '@/tests/helpers/orders';
import { accessRefusal } from '@/tests/helpers/refusals';
import { actAs, sendCookieHeader } from '@/tests/helpers/request-context';

/*
 * The board's bulk "Start production" (issue 35 §1): each ticked order through the single
 * move's rule, refusals named with why; and nobody but current staff may use it.
 */
const boss = newPerson('board-boss');
process.env.STAFF_EMAILS = boss.email;
captureLogLines('info', '[outbox]');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));

type Session = { IdToken: string; AccessToken: string };
/** The ticked cards as the board posts them: one `numbers` entry each. */
function ticked(numbers: string[]): FormData {
  const form = new FormData();
  for (const number of numbers) form.append('numbers', number);
  return form;
}

/** The stages and history of these quotes, to compare before and after a refused call. */
async function stateOf(ids: string[]) {
  const { db } = await getDatabase();
  const quotes = await db
    .select({ id: tables.quotes.id, status: tables.quotes.status })
    .from(tables.quotes)
    .where(inArray(tables.quotes.id, ids));
  const events = await db
    .select({ id: tables.quoteEvents.id })
    .from(tables.quoteEvents)
    .where(inArray(tables.quoteEvents.quoteId, ids));
  return { quotes: quotes.sort((a, b) => a.id.localeCompare(b.id)), events: events.length };
}

describeWithDatabase('starting production in bulk from the board', () => {
  const driver = identityDriver(identity, () => '198.51.100.35');
  let staff: Session & { email: string };
  let customer: Session & { email: string };

  beforeAll(async () => {
    staff = await driver.signedIn(boss);
    customer = await driver.signedIn();
  });

  async function approvedOrders() {
    const paid = await Promise.all([1, 2].map(() => storedQuote({ status: 'approved' })));
    for (const quote of paid) await payInFull(quote);
    const unpaid = await storedQuote({ status: 'approved' });
    const received = await storedQuote({ status: 'received' });
    return { paid, unpaid, received };
  }

  it('moves the eligible orders and names each refused one with why', async () => {
    const { paid, unpaid, received } = await approvedOrders();
    actAs(staff);
    const state = await startProductionAction(
      idleForm,
      ticked([...paid.map((quote) => quote.number), unpaid.number, received.number, 'Q-000000-NONE0']),
    );
    expect(state.status).toBe('ok');
    expect(state.message!.split('\n')).toEqual([
      `Production started: ${paid[0]!.number}, ${paid[1]!.number}.`,
      `Not started: ${unpaid.number}: This order is not paid yet: production starts once nothing is due.`,
      `Not started: ${received.number}: An order that is received cannot be moved to in production.`,
      'Not started: Q-000000-NONE0: No such quote.',
    ]);
    const after = await stateOf([...paid, unpaid, received].map((quote) => quote.id));
    expect(after.quotes.map((quote) => quote.status).sort()).toEqual([
      'approved',
      'in_production',
      'in_production',
      'received',
    ]);
    // Each move is recorded as the single move records it, by the staff member.
    const { db } = await getDatabase();
    const [event] = await db
      .select()
      .from(tables.quoteEvents)
      .where(eq(tables.quoteEvents.quoteId, paid[0]!.id));
    expect(event).toMatchObject({ fromStage: 'approved', toStage: 'in_production', actorRole: 'staff' });
  });

  it('answers an error, keeping the ticks, when no order could start', async () => {
    const { unpaid } = await approvedOrders();
    actAs(staff);
    const state = await startProductionAction(idleForm, ticked([unpaid.number]));
    expect(state).toMatchObject({ status: 'error', values: { numbers: unpaid.number } });
    expect(state.errors?.numbers).toMatch(/not paid yet/);
  });

  it('refuses an empty choice, a forged number and attacker text with a field error', async () => {
    actAs(staff);
    expect(await startProductionAction(idleForm, ticked([]))).toMatchObject({
      status: 'error',
      errors: { numbers: 'Choose the orders first.' },
    });
    for (const forged of ['<script>alert(1)</script>', 'Q-1\u0000', 'x'.repeat(5000)]) {
      const state = await startProductionAction(idleForm, ticked([forged]));
      expect(state.status).toBe('error');
      expect(state.errors?.numbers).toBeDefined();
    }
    expect(
      await startProductionAction(idleForm, ticked(Array.from({ length: 101 }, (_, i) => `Q-${i}`))),
    ).toMatchObject({
      status: 'error',
      errors: { numbers: 'Choose at most 100 orders at a time.' },
    });
  });

  it('refuses anonymous callers, a customer, a guest link and staff removed a moment ago, changing nothing', async () => {
    const { paid } = await approvedOrders();
    const ids = paid.map((quote) => quote.id);
    const numbers = paid.map((quote) => quote.number);
    const before = await stateOf(ids);
    const { db } = await getDatabase();

    actAs(undefined);
    expect(await accessRefusal(() => startProductionAction(idleForm, ticked(numbers)))).toBe(
      'redirect /login?next=/admin',
    );
    expect(await accessRefusal(() => OrdersPage({ searchParams: Promise.resolve({}) }))).toBe(
      'redirect /login?next=/admin',
    );

    const guestLink = new URL(await quotePageLinkFor(db, paid[0]!));
    sendCookieHeader(`access=${guestLink.searchParams.get('access')}`);
    expect(await accessRefusal(() => startProductionAction(idleForm, ticked(numbers)))).toBe(
      'redirect /login?next=/admin',
    );

    actAs(customer);
    expect(await accessRefusal(() => startProductionAction(idleForm, ticked(numbers)))).toBe('not found');
    expect(await accessRefusal(() => OrdersPage({ searchParams: Promise.resolve({}) }))).toBe('not found');

    const added = newPerson('board-added');
    await db.insert(tables.staffMembers).values({ email: added.email, addedBy: boss.email });
    const removed = await driver.signedIn(added);
    await db.delete(tables.staffMembers).where(eq(tables.staffMembers.email, added.email));
    actAs(removed);
    expect(await accessRefusal(() => startProductionAction(idleForm, ticked(numbers)))).toBe('not found');
    expect(await accessRefusal(() => OrdersPage({ searchParams: Promise.resolve({ view: 'list' }) }))).toBe(
      'not found',
    );

    expect(await stateOf(ids)).toEqual(before);
  });

  it("finds the account a guest quote's e-mail has", async () => {
    const guestOfAccount = await storedQuote({ contactEmail: customer.email.toUpperCase() });
    expect(await quoteAccount(guestOfAccount)).toMatchObject({ kind: 'same-email', name: 'Sam Reed' });
    expect(await quoteAccount({ userId: subOf(customer.IdToken), contactEmail: customer.email })).toEqual({
      kind: 'sender',
    });
    const stranger = await storedQuote();
    expect(await quoteAccount(stranger)).toEqual({ kind: 'guest' });
    // With no built-in account (Cognito holds them), a quote sent signed in from the e-mail tells.
    const elsewhere = `elsewhere-${Date.now()}@example.com`;
    await storedQuote({ contactEmail: elsewhere, userId: 'cognito-sub-1' });
    expect(await quoteAccount(await storedQuote({ contactEmail: elsewhere }))).toEqual({
      kind: 'same-email',
    });
  });
});
