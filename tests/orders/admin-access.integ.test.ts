import { decodeJwt } from 'jose';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { eq } from 'drizzle-orm';
import { POST as identity } from '@/app/api/identity/route';
import {
  addStaffAction,
  markHandledAction,
  moveStageAction,
  presignProofAction,
  recordPaymentAction,
  refundPaymentAction,
  removeStaffAction,
  retryMessageAction,
  rotateSigningKeyAction,
  sendAutomaticProofAction,
  sendProofAction,
} from '@/app/admin/actions';
import { writeOnQuoteAction } from '@/app/admin/conversation-actions';
import InboxPage from '@/app/admin/page';
import ContactMessagesPage from '@/app/admin/messages/page';
import OutboxPage from '@/app/admin/outbox/page';
import QuoteDetailPage from '@/app/admin/quotes/[number]/page';
import StaffPage from '@/app/admin/staff/page';
import { idleForm, type FormState } from '@/components/admin/form-state';
import { isStaff, sessionFromRequest } from '@/lib/auth/server';
import { getDatabase, tables } from '@/lib/db/server';
import { deliveriesSettled } from '@/lib/messaging/server';
import { isStaffEmail } from '@/lib/staff/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { payInFull, storedQuote, uploadedFile } from '@/tests/helpers/orders';
import { accessRefusal } from '@/tests/helpers/refusals';
import { formData } from '@/tests/helpers/form-data';
import { actAs, sendCookieHeader } from '@/tests/helpers/request-context';

/*
 * Who may use the staff console: every page and server action under /admin, called as
 * anonymous, as a signed-in customer (also the customer who owns the quote) and with only the
 * quote's guest link, must be refused and change nothing; staff succeed. proxy.ts answers
 * customers 403 before the console runs; the pages and actions refuse them on their own too.
 */
const boss = newPerson('boss');
process.env.STAFF_EMAILS = `someone-else@example.com, ${boss.email.toUpperCase()}`;
captureLogLines('info', '[outbox]');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));

type Session = { IdToken: string; AccessToken: string };
/** What the refusal was: Next's redirect to log in, or its not-found. */

/** Everything an action could change, to compare before and after a refused call. */
async function everything() {
  const { db } = await getDatabase();
  const [quotes, events, proofs, contact, outbox, staff, payments] = await Promise.all([
    db.select({ id: tables.quotes.id, status: tables.quotes.status }).from(tables.quotes),
    db.select({ id: tables.quoteEvents.id }).from(tables.quoteEvents),
    db.select({ id: tables.proofs.id, status: tables.proofs.status }).from(tables.proofs),
    db
      .select({ id: tables.contactMessages.id, handledAt: tables.contactMessages.handledAt })
      .from(tables.contactMessages),
    db.select({ id: tables.outbox.id, status: tables.outbox.status }).from(tables.outbox),
    db.select().from(tables.staffMembers),
    db.select({ id: tables.payments.id, status: tables.payments.status }).from(tables.payments),
  ]);
  const byId = <T extends { id?: string; email?: string }>(rows: T[]) =>
    [...rows].sort((a, b) => String(a.id ?? a.email).localeCompare(String(b.id ?? b.email)));
  return {
    quotes: byId(quotes),
    events: events.length,
    proofs: byId(proofs),
    contact: byId(contact),
    outbox: byId(outbox.filter((row) => row.status !== 'sent')),
    staff: byId(staff),
    payments: byId(payments),
  };
}

describeWithDatabase('the staff console', () => {
  const driver = identityDriver(identity, () => '198.51.100.21');
  let staff: Session & { email: string };
  let customer: Session & { email: string };
  let tableStaff: Session & { email: string };

  beforeAll(async () => {
    staff = await driver.signedIn(boss);
    customer = await driver.signedIn();
    const added = newPerson('added');
    const { db } = await getDatabase();
    await db.insert(tables.staffMembers).values({ email: added.email, addedBy: boss.email });
    tableStaff = await driver.signedIn(added);
  });

  /** Fixtures each action would change: an approved quote owned by the customer, a proof upload, a contact message, a failed e-mail, a console-added staff member. */
  async function fixtures() {
    const { db } = await getDatabase();
    const quote = await storedQuote({
      status: 'approved',
      userId: subOf(customer.IdToken),
      contactEmail: customer.email,
    });
    const upload = await uploadedFile();
    await payInFull(quote);
    const [payment] = await db.select().from(tables.payments).where(eq(tables.payments.quoteId, quote.id));
    const [contact] = await db
      .insert(tables.contactMessages)
      .values({ name: 'Kim', email: 'kim@example.com', subject: 'Hours?', message: 'Open Saturday?' })
      .returning();
    const [failed] = await db
      .insert(tables.outbox)
      .values({
        channel: 'email',
        recipient: 'lost@example.com',
        subject: 'Hi',
        body: 'x',
        transport: 'log',
        status: 'gave_up',
        attempts: 8,
      })
      .returning();
    const removable = `removable-${Date.now()}@example.com`;
    await db.insert(tables.staffMembers).values({ email: removable, addedBy: boss.email });
    const guestLink = new URL(await quotePageLinkFor(db, quote));
    // The fixtures' own e-mails (the payment's receipt) are marked sent after their answers: done
    // before a test takes its picture of everything, not while it compares.
    await deliveriesSettled();
    return { quote, upload, payment: payment!, contact: contact!, failed: failed!, removable, guestLink };
  }

  function calls(f: Awaited<ReturnType<typeof fixtures>>): [string, () => Promise<unknown>][] {
    return [
      [
        'move stage',
        () =>
          moveStageAction(idleForm, formData({ quoteId: f.quote.id, from: 'approved', to: 'in_production' })),
      ],
      [
        'cancel',
        () => moveStageAction(idleForm, formData({ quoteId: f.quote.id, from: 'approved', to: 'cancelled' })),
      ],
      [
        'add note',
        () =>
          writeOnQuoteAction(
            idleForm,
            formData({ quoteId: f.quote.id, audience: 'internal', message: 'hello' }),
          ),
      ],
      [
        'presign proof',
        () => presignProofAction({ fileName: 'p.pdf', fileType: 'application/pdf', fileSize: 100 }),
      ],
      [
        'send proof',
        () => sendProofAction(idleForm, formData({ quoteId: f.quote.id, message: 'Proof', ...f.upload })),
      ],
      ['send automatic proof', () => sendAutomaticProofAction(idleForm, formData({ quoteId: f.quote.id }))],
      [
        'record payment',
        () => recordPaymentAction(idleForm, formData({ quoteId: f.quote.id, method: 'cash', amount: '1' })),
      ],
      [
        'refund',
        () =>
          refundPaymentAction(
            idleForm,
            formData({ quoteId: f.quote.id, paymentId: f.payment.id, amount: '1', reason: 'Intruder' }),
          ),
      ],
      ['mark handled', () => markHandledAction(idleForm, formData({ id: f.contact.id }))],
      ['retry message', () => retryMessageAction(idleForm, formData({ id: f.failed.id }))],
      ['add staff', () => addStaffAction(idleForm, formData({ email: 'intruder@example.com' }))],
      ['remove staff', () => removeStaffAction(idleForm, formData({ email: f.removable }))],
      ['rotate signing key', () => rotateSigningKeyAction(idleForm, formData({ confirm: 'yes' }))],
      ['inbox page', () => InboxPage({ searchParams: Promise.resolve({}) })],
      ['quote page', () => QuoteDetailPage({ params: Promise.resolve({ number: f.quote.number }) })],
      ['messages page', () => ContactMessagesPage({ searchParams: Promise.resolve({}) })],
      ['outbox page', () => OutboxPage({ searchParams: Promise.resolve({}) })],
      ['staff page', () => StaffPage()],
    ];
  }

  it('refuses anonymous callers with a redirect to log in, changing nothing', async () => {
    const f = await fixtures();
    const before = await everything();
    actAs(undefined);
    for (const [name, call] of calls(f)) {
      expect([name, await accessRefusal(call)]).toEqual([name, 'redirect /login?next=/admin']);
    }
    // A guest link's token is no session: with it alone, the console is still closed.
    sendCookieHeader(`access=${f.guestLink.searchParams.get('access')}`);
    expect(
      await accessRefusal(() => QuoteDetailPage({ params: Promise.resolve({ number: f.quote.number }) })),
    ).toBe('redirect /login?next=/admin');
    expect(await everything()).toEqual(before);
  });

  it("refuses a signed-in customer (even the quote's own), changing nothing", async () => {
    const f = await fixtures();
    const before = await everything();
    actAs(customer);
    for (const [name, call] of calls(f)) {
      expect([name, await accessRefusal(call)]).toEqual([name, 'not found']);
    }
    expect(await everything()).toEqual(before);
  });

  it('answers a customer 403 with the staff-only page in proxy.ts, before any console page or action runs', async () => {
    const visit = (session: Session, path: string, method = 'GET') =>
      proxy(
        new NextRequest(`http://localhost:3000${path}`, {
          method,
          headers: { cookie: amplifyCookies(session) },
        }),
      );
    for (const path of ['/admin', '/admin/quotes/Q-260101-ABCDE', '/admin/staff']) {
      for (const method of ['GET', 'POST']) {
        const response = await visit(customer, path, method);
        expect([path, method, response.status]).toEqual([path, method, 403]);
        expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/staff-only');
      }
    }
    const forStaff = await visit(staff, '/admin/staff');
    expect(forStaff.headers.get('x-middleware-next')).toBe('1');
    expect(forStaff.headers.get('x-middleware-rewrite')).toBeNull();
    // The customer's own pages are theirs as before.
    expect((await visit(customer, '/dashboard')).headers.get('x-middleware-next')).toBe('1');
  });

  it('refuses tokens whose session was signed out, as anonymous', async () => {
    const f = await fixtures();
    const before = await everything();
    const leaving = await driver.signedIn(newPerson('leaving'));
    await driver.call('GlobalSignOut', { AccessToken: leaving.AccessToken });
    actAs(leaving);
    expect(
      await accessRefusal(() =>
        moveStageAction(idleForm, formData({ quoteId: f.quote.id, from: 'approved', to: 'in_production' })),
      ),
    ).toBe('redirect /login?next=/admin');
    expect(await everything()).toEqual(before);
  });

  it('lets staff do each of them', async () => {
    const f = await fixtures();
    actAs(staff);
    const ok = async (call: () => Promise<FormState>) => expect((await call()).status).toBe('ok');
    await ok(() =>
      writeOnQuoteAction(
        idleForm,
        formData({ quoteId: f.quote.id, audience: 'internal', message: 'Called the customer' }),
      ),
    );
    await ok(() =>
      sendProofAction(idleForm, formData({ quoteId: f.quote.id, message: 'New proof', ...f.upload })),
    );
    await ok(() => markHandledAction(idleForm, formData({ id: f.contact.id })));
    expect(
      await refundPaymentAction(
        idleForm,
        formData({ quoteId: f.quote.id, paymentId: f.payment.id, amount: '2.50', reason: 'Late' }),
      ),
    ).toMatchObject({ status: 'ok', message: 'Refunded $2.50; the customer is e-mailed.' });
    expect(
      await recordPaymentAction(idleForm, formData({ quoteId: f.quote.id, method: 'cash', amount: 'ten' })),
    ).toMatchObject({
      status: 'error',
      errors: { amount: expect.stringMatching(/greater than zero/) },
      values: { amount: 'ten' },
    });
    const retried = await retryMessageAction(idleForm, formData({ id: f.failed.id }));
    expect(retried).toMatchObject({ status: 'ok', message: 'Sent.' });
    await ok(() => addStaffAction(idleForm, formData({ email: 'New.Hire@Example.com' })));
    await ok(() => removeStaffAction(idleForm, formData({ email: f.removable })));
    expect(
      await presignProofAction({ fileName: 'p.pdf', fileType: 'application/pdf', fileSize: 100 }),
    ).toHaveProperty('uploadURL');
    const { db } = await getDatabase();
    const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, f.quote.id));
    expect(quote!.status).toBe('proof_sent');
    const [contact] = await db
      .select()
      .from(tables.contactMessages)
      .where(eq(tables.contactMessages.id, f.contact.id));
    expect(contact!.handledBy).toBe(boss.email);
    const emails = (await db.select().from(tables.staffMembers)).map((row) => row.email);
    expect(emails).toContain('new.hire@example.com');
    expect(emails).not.toContain(f.removable);
    actAs(tableStaff);
    expect(await InboxPage({ searchParams: Promise.resolve({ q: f.quote.number }) })).toBeTruthy();
  });

  it('lets staff replace the signing key once they confirm, and says when the new key signs', async () => {
    actAs(staff);
    const { db } = await getDatabase();
    const keysBefore = (await db.select().from(tables.identitySigningKeys)).length;
    expect(await rotateSigningKeyAction(idleForm, formData({}))).toMatchObject({
      status: 'error',
      errors: { confirm: 'Tick the box to confirm.' },
    });
    expect(await rotateSigningKeyAction(idleForm, formData({ confirm: 'yes' }))).toMatchObject({
      status: 'ok',
      message: expect.stringMatching(/^A new signing key was added: it signs from /),
    });
    // A second replacement before the new key signs is refused, saying why.
    expect(await rotateSigningKeyAction(idleForm, formData({ confirm: 'yes' }))).toMatchObject({
      status: 'error',
      message: 'The last new key does not sign yet; rotate again later.',
    });
    expect(await db.select().from(tables.identitySigningKeys)).toHaveLength(keysBefore + 1);
    expect(await StaffPage()).toBeTruthy();
  });

  it('answers refused input with field errors and keeps what was typed', async () => {
    const quote = await storedQuote({ status: 'in_production', fulfillmentMethod: 'ship' });
    actAs(staff);
    const shipped = await moveStageAction(
      idleForm,
      formData({ quoteId: quote.id, from: 'in_production', to: 'shipped', carrier: 'UPS', note: 'Boxed' }),
    );
    expect(shipped).toMatchObject({
      status: 'error',
      errors: { trackingNumber: 'Please enter the tracking number.' },
      values: { carrier: 'UPS', note: 'Boxed' },
    });
    const stale = await moveStageAction(
      idleForm,
      formData({ quoteId: quote.id, from: 'approved', to: 'in_production' }),
    );
    expect(stale).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/changed by someone else/),
    });
    expect(await addStaffAction(idleForm, formData({ email: 'not an address' }))).toMatchObject({
      errors: { email: 'Please enter a valid e-mail address.' },
      values: { email: 'not an address' },
    });
    expect(await removeStaffAction(idleForm, formData({ email: boss.email }))).toMatchObject({
      errors: { email: expect.stringMatching(/STAFF_EMAILS/) },
    });
  });

  it('refuses control characters as field errors (PostgreSQL cannot store a NUL), allowing line breaks in notes', async () => {
    const quote = await storedQuote({ status: 'approved' });
    actAs(staff);
    const before = await everything();
    const nul = 'Call back\u0000 tomorrow';
    expect(
      await writeOnQuoteAction(idleForm, formData({ quoteId: quote.id, audience: 'internal', message: nul })),
    ).toEqual({
      status: 'error',
      message: 'Please correct the fields marked.',
      errors: { message: 'This field must not contain control characters.' },
      values: { quoteId: quote.id, audience: 'internal', message: nul },
    });
    expect(
      await moveStageAction(
        idleForm,
        formData({ quoteId: quote.id, from: 'approved', to: 'in_production', carrier: 'UPS\r\nX-Forged: 1' }),
      ),
    ).toMatchObject({
      status: 'error',
      errors: { carrier: 'This field must not contain control characters.' },
    });
    expect(await addStaffAction(idleForm, formData({ email: 'a\u0000@example.com' }))).toMatchObject({
      errors: { email: 'This field must not contain control characters.' },
    });
    expect(await everything()).toEqual(before);

    const lines = 'Customer called.\r\nWants the proof by Friday.\tThanks';
    expect(
      await writeOnQuoteAction(
        idleForm,
        formData({ quoteId: quote.id, audience: 'internal', message: lines }),
      ),
    ).toMatchObject({ status: 'ok' });
    const [event] = await (
      await getDatabase()
    ).db
      .select({ note: tables.quoteEvents.note })
      .from(tables.quoteEvents)
      .where(eq(tables.quoteEvents.quoteId, quote.id));
    expect(event?.note).toBe(lines);
  });

  it('puts staff in the ID token’s cognito:groups (STAFF_EMAILS or the console list), customers in none', async () => {
    expect(decodeJwt(staff.IdToken)['cognito:groups']).toEqual(['staff']);
    expect(decodeJwt(tableStaff.IdToken)['cognito:groups']).toEqual(['staff']);
    expect(decodeJwt(customer.IdToken)['cognito:groups']).toBeUndefined();
  });

  it('ends a removed staff member’s access on their next request, with the same token', async () => {
    const person = newPerson('temp');
    const { db } = await getDatabase();
    await db.insert(tables.staffMembers).values({ email: person.email, addedBy: boss.email });
    const temp = await driver.signedIn(person);
    const request = () =>
      new Request('http://localhost:3000/admin', { headers: { cookie: amplifyCookies(temp) } });
    expect(await isStaff(await sessionFromRequest(request()))).toBe(true);
    actAs(staff);
    expect((await removeStaffAction(idleForm, formData({ email: person.email }))).status).toBe('ok');
    expect(await isStaff(await sessionFromRequest(request()))).toBe(false);
    actAs(temp);
    expect(await accessRefusal(() => InboxPage({ searchParams: Promise.resolve({}) }))).toBe('not found');
  });

  it('never counts an unconfirmed e-mail as staff, even one listed', async () => {
    const { db } = await getDatabase();
    expect(await isStaffEmail(db, { email: boss.email, confirmed: false })).toBe(false);
    expect(await isStaffEmail(db, { email: boss.email, confirmed: true })).toBe(true);
    // Someone who signs up with a staff address but never confirms it gets no group either.
    const squatter = newPerson('squat');
    await db.insert(tables.staffMembers).values({ email: squatter.email, addedBy: boss.email });
    await driver.signedUp(squatter);
    const reply = await driver.passwordAuth(squatter.email);
    expect(reply.body.AuthenticationResult).toBeUndefined();
  });

  it('does not let a staff member remove themself', async () => {
    actAs(tableStaff);
    const email = JSON.parse(Buffer.from(tableStaff.IdToken.split('.')[1]!, 'base64url').toString())
      .email as string;
    expect(await removeStaffAction(idleForm, formData({ email }))).toMatchObject({
      status: 'error',
      errors: { email: 'You cannot remove yourself.' },
    });
  });
});
