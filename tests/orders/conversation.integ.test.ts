import { eq } from 'drizzle-orm';
import { POST as identity } from '@/app/api/identity/route';
import { GET as downloadRoute } from '@/app/api/uploads/[key]/route';
import { writeOnQuoteAction } from '@/app/admin/conversation-actions';
import RepliesPage from '@/app/admin/replies/page';
import { idleForm } from '@/components/admin/form-state';
import { QuotePage } from '@/components/orders/quote-page';
import { QUOTE_MESSAGE_MAX_LENGTH } from '@/lib/constants';
import { getDatabase, tables } from '@/lib/db/server';
import {
  changeStage,
  customerThread,
  quotesWithUnreadReplies,
  staffThread,
  unreadReplies,
  writeOnQuote,
} from '@/lib/orders/server';
import { QUOTE_REPLY_RATE_LIMIT } from '@/lib/orders/conversation';
import { presignReplyAttachmentAction, replyOnQuoteAction } from '@/app/(site)/quotes/conversation-actions';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { quotePageActions } from '@/app/(site)/quotes/quote-page-actions';
import { artworkTypeMessage } from '@/lib/storage/file-types';
import { subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { formData } from '@/tests/helpers/form-data';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { mailTo, payInFull, storedQuote, uploadedFile } from '@/tests/helpers/orders';
import { freshRateLimitsEachTest } from '@/tests/helpers/rate-limits';
import { accessRefusal } from '@/tests/helpers/refusals';
import { actAs, sendCookieHeader } from '@/tests/helpers/request-context';

/*
 * Issue 35 §3: one conversation per quote. Staff write to the customer (e-mailed with a link)
 * or leave internal notes; the customer replies on the quote page, signed in or through the
 * guest link, and the shop is told. Internal notes never reach the customer.
 */
const boss = newPerson('talk-boss');
process.env.STAFF_EMAILS = boss.email;
freshRateLimitsEachTest();
captureLogLines('info', '[outbox]');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined, refresh: () => undefined }));

type Session = { IdToken: string; AccessToken: string; email: string };
const SHOP = 'support@coastlineprint.co';
const INTERNAL = 'Internal: this customer haggles, hold firm at $500';

/** Everything writing on a conversation could change. */
async function everything() {
  const { db } = await getDatabase();
  const [events, outbox] = await Promise.all([
    db.select({ id: tables.quoteEvents.id, readAt: tables.quoteEvents.readAt }).from(tables.quoteEvents),
    db.select({ id: tables.outbox.id }).from(tables.outbox),
  ]);
  return { events: events.map((row) => `${row.id}:${String(row.readAt)}`).sort(), outbox: outbox.length };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('access')!;

/** Every string reachable from a rendered element tree (props of server and client components alike). */
function textOfTree(node: unknown, seen = new Set<unknown>()): string {
  if (node === null || node === undefined || typeof node === 'function') return '';
  if (typeof node !== 'object') return String(node);
  if (seen.has(node)) return '';
  seen.add(node);
  if (node instanceof Date) return node.toISOString();
  return Object.values(node as Record<string, unknown>)
    .map((value) => textOfTree(value, seen))
    .join('\n');
}

describeWithDatabase("a quote's conversation", () => {
  const driver = identityDriver(identity, () => '198.51.100.35');
  let staff: Session;
  let owner: Session;
  let stranger: Session;

  beforeAll(async () => {
    staff = await driver.signedIn(boss);
    owner = await driver.signedIn();
    stranger = await driver.signedIn();
  });

  async function ownedQuote() {
    const quote = await storedQuote({ userId: subOf(owner.IdToken), contactEmail: owner.email });
    const { db } = await getDatabase();
    return { quote, accessToken: tokenOf(await quotePageLinkFor(db, quote)) };
  }

  it("e-mails staff's message to the customer with a link to the quote page; an internal note stays in the console", async () => {
    const { quote } = await ownedQuote();
    actAs(staff);
    const sent = await writeOnQuoteAction(
      idleForm,
      formData({ quoteId: quote.id, audience: 'customer', message: 'Could you send the logo as a PDF?' }),
    );
    expect(sent).toEqual({ status: 'ok', message: 'Message sent to the customer.' });
    const noted = await writeOnQuoteAction(
      idleForm,
      formData({ quoteId: quote.id, audience: 'internal', message: INTERNAL }),
    );
    expect(noted).toEqual({ status: 'ok', message: 'Internal note added.' });
    const mail = (await mailTo(quote.contactEmail)).filter((row) => row.subject?.includes(quote.number));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Quote ${quote.number}: a message from Coastline Print Co.`);
    expect(mail[0]!.body).toContain('Could you send the logo as a PDF?');
    expect(mail[0]!.body).toMatch(new RegExp(`/quotes/${quote.number}\\?access=[A-Za-z0-9_-]{22}`));
    expect(mail[0]!.body).not.toContain('haggles');
    const thread = await staffThread(quote.id);
    expect(thread.map((entry) => [entry.kind, entry.text])).toEqual([
      ['message', 'Could you send the logo as a PDF?'],
      ['note', INTERNAL],
    ]);
    expect(thread[0]!.author).toContain(boss.email);
  });

  it('never lets an internal note reach the customer: not their thread, not their page, not a mail', async () => {
    const { quote, accessToken } = await ownedQuote();
    actAs(staff);
    await writeOnQuoteAction(
      idleForm,
      formData({ quoteId: quote.id, audience: 'internal', message: INTERNAL }),
    );
    await writeOnQuoteAction(
      idleForm,
      formData({ quoteId: quote.id, audience: 'customer', message: 'Your order is next in line.' }),
    );
    const thread = await customerThread(quote.id);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ author: 'Coastline Print Co.', text: 'Your order is next in line.' });
    // What the page hands its components (the RSC payload is made of these props).
    for (const session of [owner, undefined]) {
      actAs(session);
      const page = await QuotePage({
        actions: quotePageActions,
        number: quote.number,
        ...(session ? {} : { accessToken }),
      });
      const text = textOfTree(page);
      expect(text).toContain('Your order is next in line.');
      expect(text).not.toContain('haggles');
      expect(text).not.toContain(boss.email);
    }
    expect(JSON.stringify(await mailTo(quote.contactEmail))).not.toContain('haggles');
  });

  it("gives staff the quote's whole history once, in order: each move from and to with its tracking, each author's role, notes as such", async () => {
    const quote = await storedQuote({ status: 'approved' });
    await payInFull(quote);
    const staff = { role: 'staff', name: 'Sam Staff' } as const;
    await changeStage({ quoteId: quote.id, to: 'in_production', note: 'Rush it', actor: staff });
    await writeOnQuote({ quoteId: quote.id, message: 'Packed in tens', internal: true, actor: staff });
    await changeStage({
      quoteId: quote.id,
      to: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      actor: staff,
    });
    const thread = await staffThread(quote.id);
    expect(thread.map(({ kind, author, headline, text }) => ({ kind, author, headline, text }))).toEqual([
      { kind: 'stage', author: 'Sam Staff (staff)', headline: 'Approved → In production', text: 'Rush it' },
      { kind: 'note', author: 'Sam Staff (staff)', headline: undefined, text: 'Packed in tens' },
      {
        kind: 'stage',
        author: 'Sam Staff (staff)',
        headline: 'In production → Shipped · UPS 1Z999AA10123456784',
        text: undefined,
      },
    ]);
  });

  it("shows the customer a stage's note only where they were told it: a proof's message, not staff's remark on a move", async () => {
    const quote = await storedQuote({ status: 'approved' });
    await payInFull(quote);
    await changeStage({
      quoteId: quote.id,
      to: 'in_production',
      note: 'Staff only: rush it past the queue',
      actor: { role: 'staff', name: 'Sam Staff' },
    });
    const [entry] = await customerThread(quote.id);
    expect(entry).toMatchObject({
      kind: 'stage',
      headline: 'Stage: In production',
      author: 'Coastline Print Co.',
    });
    expect(entry!.text).toBeUndefined();
    expect((await staffThread(quote.id))[0]!.text).toBe('Staff only: rush it past the queue');
  });

  it('takes the customer’s reply through the guest link and when signed in, tells the shop, and marks it unread until staff open the quote', async () => {
    const { quote, accessToken } = await ownedQuote();
    const unreadBefore = await quotesWithUnreadReplies();
    actAs(undefined);
    const byLink = await replyOnQuoteAction(
      idleForm,
      formData({ number: quote.number, accessToken, message: 'Here is <b>my</b> answer.' }),
    );
    expect(byLink).toMatchObject({ status: 'ok' });
    actAs(owner);
    expect(
      await replyOnQuoteAction(idleForm, formData({ number: quote.number, message: 'And one more thing.' })),
    ).toMatchObject({ status: 'ok' });
    const shopMail = (await mailTo(SHOP)).filter((row) => row.subject?.includes(quote.number));
    expect(shopMail.map((row) => row.subject)).toEqual([
      `Quote ${quote.number}: Dana Rivera replied`,
      `Quote ${quote.number}: Dana Rivera replied`,
    ]);
    expect(shopMail[0]!.body).toContain('Here is <b>my</b> answer.');
    expect(shopMail[0]!.body).toContain(`/admin/quotes/${quote.number}`);
    expect(await quotesWithUnreadReplies()).toBe(unreadBefore + 1);
    expect(await unreadReplies()).toContainEqual(
      expect.objectContaining({ number: quote.number, messages: 2 }),
    );
    const opened = await staffThread(quote.id);
    expect(opened.map((entry) => [entry.fromCustomer, entry.unread])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect((await staffThread(quote.id)).some((entry) => entry.unread)).toBe(false);
    expect(await quotesWithUnreadReplies()).toBe(unreadBefore);
    const customerSees = await customerThread(quote.id);
    expect(customerSees.map((entry) => entry.author)).toEqual(['You', 'You']);
  });

  it('refuses a reply from anonymous visitors, another customer, a wrong or other quote’s link, changing nothing', async () => {
    const { quote, accessToken } = await ownedQuote();
    const other = await ownedQuote();
    const before = await everything();
    const attempt = (fields: Record<string, string>) =>
      replyOnQuoteAction(idleForm, formData({ number: quote.number, message: 'Let me in', ...fields }));
    actAs(undefined);
    for (const fields of [
      {},
      { accessToken: other.accessToken },
      { accessToken: `${accessToken.slice(1)}x` },
    ] as Record<string, string>[]) {
      expect(await attempt(fields)).toMatchObject({
        status: 'error',
        message: expect.stringMatching(/cannot be found/),
      });
    }
    actAs(stranger);
    expect(await attempt({})).toMatchObject({ status: 'error' });
    actAs(staff);
    // Staff answer in the console; the customer's form is the customer's.
    expect(await attempt({})).toMatchObject({ status: 'error' });
    expect(await everything()).toEqual(before);
    actAs(undefined);
    expect(
      await presignReplyAttachmentAction(
        { number: quote.number, accessToken: other.accessToken },
        { fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 100 },
      ),
    ).toEqual({ error: expect.stringMatching(/cannot be found/) });
    expect(
      await presignReplyAttachmentAction(
        { number: quote.number, accessToken },
        { fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 100 },
      ),
    ).toHaveProperty('uploadURL');
  });

  it('refuses the staff form and replies page to anonymous, a customer, a guest link and staff removed a moment ago', async () => {
    const { quote, accessToken } = await ownedQuote();
    const write = () =>
      writeOnQuoteAction(idleForm, formData({ quoteId: quote.id, audience: 'customer', message: 'Hi' }));
    const person = newPerson('talk-temp');
    const { db } = await getDatabase();
    await db.insert(tables.staffMembers).values({ email: person.email, addedBy: boss.email });
    const temp = await driver.signedIn(person);
    await db.delete(tables.staffMembers).where(eq(tables.staffMembers.email, person.email));
    const before = await everything();
    actAs(undefined);
    expect(await accessRefusal(write)).toBe('redirect /login?next=/admin');
    expect(await accessRefusal(() => RepliesPage())).toBe('redirect /login?next=/admin');
    sendCookieHeader(`access=${accessToken}`);
    expect(await accessRefusal(write)).toBe('redirect /login?next=/admin');
    for (const session of [owner, temp]) {
      actAs(session);
      expect(await accessRefusal(write)).toBe('not found');
      expect(await accessRefusal(() => RepliesPage())).toBe('not found');
    }
    expect(await everything()).toEqual(before);
  });

  it('limits replies per quote, and refuses over-long bodies and control characters keeping what was typed', async () => {
    const { quote, accessToken } = await ownedQuote();
    actAs(undefined);
    const reply = (message: string) =>
      replyOnQuoteAction(idleForm, formData({ number: quote.number, accessToken, message }));
    const tooLong = 'x'.repeat(QUOTE_MESSAGE_MAX_LENGTH + 1);
    expect(await reply(tooLong)).toMatchObject({
      status: 'error',
      errors: { message: `The message must be at most ${QUOTE_MESSAGE_MAX_LENGTH} characters.` },
      values: { message: tooLong },
    });
    expect(await reply('nul\u0000here')).toMatchObject({
      status: 'error',
      errors: { message: expect.any(String) },
    });
    expect(await reply('   ')).toMatchObject({ errors: { message: 'Please write a message.' } });
    for (let sent = 0; sent < QUOTE_REPLY_RATE_LIMIT.limit; sent += 1) {
      expect(await reply(`Message ${sent}`)).toMatchObject({ status: 'ok' });
    }
    expect(await reply('One too many')).toMatchObject({
      status: 'error',
      errors: { message: expect.stringMatching(/many messages/) },
      values: { message: 'One too many' },
    });
    expect(await customerThread(quote.id)).toHaveLength(QUOTE_REPLY_RATE_LIMIT.limit);
  });

  it('stores attachments by the artwork rules and links them only in the threads of those who may see the quote', async () => {
    const { quote, accessToken } = await ownedQuote();
    actAs(undefined);
    const upload = await uploadedFile('logo.pdf');
    expect(
      await replyOnQuoteAction(
        idleForm,
        formData({ number: quote.number, accessToken, message: 'The logo', ...upload }),
      ),
    ).toMatchObject({ status: 'ok' });
    const refused = await replyOnQuoteAction(
      idleForm,
      formData({ number: quote.number, accessToken, message: 'A page', ...upload, fileType: 'text/html' }),
    );
    expect(refused).toMatchObject({ status: 'error', errors: { file: artworkTypeMessage } });
    const foreign = await replyOnQuoteAction(
      idleForm,
      formData({
        number: quote.number,
        accessToken,
        message: 'Elsewhere',
        fileUrl: 'https://attacker.example/uploads/x.pdf',
        fileName: 'x.pdf',
        fileType: 'application/pdf',
      }),
    );
    expect(foreign).toMatchObject({ status: 'error', errors: { file: 'Please upload the file again.' } });
    const [entry] = await customerThread(quote.id);
    expect(entry!.attachment).toEqual({ fileName: 'logo.pdf', downloadUrl: expect.any(String) });
    const download = await fetchLocal(entry!.attachment!.downloadUrl!);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    actAs(staff);
    await writeOnQuoteAction(
      idleForm,
      formData({
        quoteId: quote.id,
        audience: 'internal',
        message: INTERNAL,
        ...(await uploadedFile('secret.pdf')),
      }),
    );
    const forCustomer = await customerThread(quote.id);
    expect(JSON.stringify(forCustomer)).not.toContain('secret.pdf');
    expect((await staffThread(quote.id)).map((row) => row.attachment?.fileName)).toEqual([
      'logo.pdf',
      'secret.pdf',
    ]);
  });
});

/** The local store's signed download URL, answered by its route handler. */
async function fetchLocal(url: string): Promise<Response> {
  const key = decodeURIComponent(new URL(url).pathname.split('/').pop()!);
  return downloadRoute(new Request(url), { params: Promise.resolve({ key }) });
}
