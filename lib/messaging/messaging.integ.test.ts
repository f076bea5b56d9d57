import MailboxPage from '@/app/dev/mailbox/page';
import { getDatabase } from '@/lib/db/server';
import {
  deliverMessages,
  deliverPendingMessages,
  listOutbox,
  mailboxEnabled,
  recordMessages,
  sendMessage,
} from './server';
import { describeWithDatabase } from '@/tests/helpers/database';

describeWithDatabase('messaging through the outbox, with no transport configured', () => {
  let logged: string[] = [];
  beforeEach(() => {
    logged = [];
    jest
      .spyOn(console, 'info')
      .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  });
  afterEach(() => jest.restoreAllMocks());

  it('delivers e-mail and SMS by printing them (codes included), and lists them newest first', async () => {
    const email = await sendMessage({
      channel: 'email',
      to: 'ana@example.com',
      subject: 'Your quote',
      text: 'Thanks!',
    });
    const sms = await sendMessage({ channel: 'sms', to: '+19495550100', text: 'Your code is 123456' });
    expect(email).toMatchObject({
      channel: 'email',
      recipient: 'ana@example.com',
      subject: 'Your quote',
      status: 'sent',
      transport: 'log',
      attempts: 1,
    });
    expect(sms).toMatchObject({
      channel: 'sms',
      recipient: '+19495550100',
      subject: null,
      body: 'Your code is 123456',
      status: 'sent',
    });
    // The embedded default is how a newcomer gets their codes: the log carries the body.
    expect(logged).toContainEqual(
      expect.stringContaining('[outbox] sms to +19495550100\n    Your code is 123456'),
    );

    const all = await listOutbox();
    expect(all.slice(0, 2).map((entry) => entry.id)).toEqual([sms.id, email.id]);
    const forAna = await listOutbox({ recipient: 'ana@example.com' });
    expect(forAna.map((entry) => entry.id)).toEqual([email.id]);
    expect(await deliverPendingMessages({ now: new Date(Date.now() + 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    expect(mailboxEnabled()).toBe(true);
    const page = await MailboxPage({ searchParams: Promise.resolve({ to: 'ana@example.com' }) });
    expect(page.props).toMatchObject({
      recipient: 'ana@example.com',
      messages: [{ id: email.id, status: 'sent' }],
    });
  });

  it('records each message of a batch as sent once, in the order given, as stored', async () => {
    const { db } = await getDatabase();
    const recorded = await recordMessages(db, [
      { channel: 'email', to: 'batch-1@example.com', subject: 'One', text: 'First' },
      { channel: 'sms', to: '+19495550123', text: 'Second' },
      { channel: 'email', to: 'batch-2@example.com', subject: 'Three', text: 'Third' },
    ]);
    // What recording and sending answer is what the outbox then holds.
    const storedById = async () => new Map((await listOutbox()).map((row) => [row.id, row]));
    const held = await storedById();
    for (const entry of recorded) expect(held.get(entry.id)).toEqual(entry);
    const delivered = await deliverMessages(recorded);
    expect(delivered.map((entry) => entry.id)).toEqual(recorded.map((entry) => entry.id));
    for (const entry of delivered)
      expect(entry).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null, lastError: null });
    const stored = await storedById();
    for (const entry of delivered) {
      expect(stored.get(entry.id)).toEqual(entry);
      expect(entry).toMatchObject({ status: 'sent', attempts: 1, transport: 'log' });
      expect(entry.sentAt).toBeInstanceOf(Date);
    }
    // Delivered already: a second delivery of the same entries sends nothing again.
    logged = [];
    await deliverMessages(recorded);
    expect(logged).toEqual([]);
    expect((await listOutbox()).filter((entry) => entry.attempts > 1)).toEqual([]);
  });

  it('sends each message once when deliveries of the same messages and the periodic job run at once', async () => {
    const { db } = await getDatabase();
    const recorded = await recordMessages(
      db,
      Array.from({ length: 12 }, (_, n) => ({
        channel: 'email' as const,
        to: `parallel-${n}@example.com`,
        subject: `Quote ${n}`,
        text: 'Thanks',
      })),
    );
    const due = new Date(recorded[0]!.nextAttemptAt.getTime() + 1);
    // A double run of the sender and two instances' jobs, each on a connection of its own where
    // the database has several.
    await Promise.all([
      deliverMessages(recorded),
      deliverMessages(recorded),
      deliverPendingMessages({ now: due }),
      deliverPendingMessages({ now: due }),
    ]);
    const stored = new Map((await listOutbox()).map((row) => [row.id, row]));
    for (const entry of recorded) {
      expect(logged.filter((line) => line.includes(`email to ${entry.recipient}:`))).toHaveLength(1);
      expect(stored.get(entry.id)).toMatchObject({ status: 'sent', attempts: 1 });
    }
  });

  it('records nothing when the change the messages belong to is rolled back', async () => {
    const { db } = await getDatabase();
    const rollback = new Error('the quote could not be stored');
    await expect(
      db.transaction(async (tx) => {
        await recordMessages(tx, [{ channel: 'sms', to: '+19495550111', text: 'Your code is 222333' }]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await listOutbox({ recipient: '+19495550111' })).toEqual([]);
    expect(logged.join('\n')).not.toContain('222333');
  });

  it("prints a visitor's line breaks so that no line of theirs passes for one of the server's", async () => {
    const forged = 'Hello\r\n[outbox] sms to +15555550123\n    Your code is 000000';
    await sendMessage({
      channel: 'email',
      to: 'shop@example.com',
      subject: forged,
      text: `Line one\n${forged}\u2028[outbox] sms to +15555550124`,
    });
    const lines = logged.join('\n').split(/\r\n|\r|\n|\u2028|\u2029/);
    expect(lines.filter((line) => line.startsWith('[outbox]'))).toEqual([
      '[outbox] email to shop@example.com: Hello\\r\\n[outbox] sms to +15555550123\\n    Your code is 000000',
    ]);
  });
});
