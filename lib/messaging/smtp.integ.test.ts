import MailboxPage from '@/app/dev/mailbox/page';
import { site } from '@/content/site';
import { submitContactMessage } from '@/lib/contact/server';
import { getDatabase } from '@/lib/db/server';
import {
  deliverMessages,
  deliverPendingMessages,
  listOutbox,
  mailboxEnabled,
  MAX_DELIVERY_ATTEMPTS,
  recordMessages,
  retryDelayMs,
  sendMessage,
  type OutboxEntry,
} from './server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { SmtpSink } from '@/tests/helpers/smtp-sink';
import { captureAllConsole } from '@/tests/helpers/console';

const sink = new SmtpSink();
const logs = captureAllConsole();

beforeAll(async () => {
  await sink.start();
  // Read lazily by config(), so this configures the file's SMTP before the first send.
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_FROM = 'Coastline Print Co. <hello@coastline.example>';
  process.env.MAILBOX_ENABLED = 'true';
});
afterAll(() => sink.stop());

let counter = 0;
const nextAddress = () => `customer-${Date.now()}-${(counter += 1)}@example.com`;
const afterRetryDelay = (entry: OutboxEntry) => new Date(entry.nextAttemptAt.getTime() + 1);
const latest = async (recipient: string) => (await listOutbox({ recipient }))[0]!;

describeWithDatabase('e-mail by SMTP through the outbox', () => {
  it('delivers to the mail server with the right envelope, subject and body, and marks it sent', async () => {
    const to = nextAddress();
    const entry = await sendMessage({
      channel: 'email',
      to,
      subject: 'Your quote Q-1042',
      text: 'Reset: https://shop.example/reset?code=918273',
    });

    expect(entry).toMatchObject({ transport: 'smtp', status: 'sent', attempts: 1, lastError: null });
    expect(entry.sentAt).toBeInstanceOf(Date);
    const [mail] = sink.to(to);
    expect(sink.to(to)).toHaveLength(1);
    expect(mail!.from).toBe('hello@coastline.example');
    expect(mail!.raw).toMatch(/^Subject: Your quote Q-1042\r$/m);
    expect(mail!.raw).toContain('Reset: https://shop.example/reset?code=918273');
    // The log names the delivery, never the body or the full address.
    const output = logs.output();
    expect(output).toContain('[outbox] email to c***@example.com via smtp sent');
    expect(output).not.toContain('918273');
    expect(output).not.toContain(to);
  });

  it('keeps the mailbox page off (404), MAILBOX_ENABLED or not, since messages really go out', async () => {
    expect(process.env.MAILBOX_ENABLED).toBe('true');
    expect(mailboxEnabled()).toBe(false);
    await expect(MailboxPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    });
  });

  it('retries with growing waits while the mail server is down, and sends once it is up', async () => {
    const to = nextAddress();
    await sink.stop();
    try {
      const first = await sendMessage({ channel: 'email', to, subject: 'Hello', text: 'Body' });
      expect(first).toMatchObject({ status: 'failed', attempts: 1 });
      expect(first.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(logs.output()).toMatch(
        /\[outbox\] email to c\*\*\*@example\.com via smtp failed \(attempt 1 of \d+/,
      );

      // Not due before its wait is over.
      const early = new Date(first.nextAttemptAt.getTime() - 1000);
      expect(await deliverPendingMessages({ now: early })).toEqual({ sent: 0, failed: 0, gaveUp: 0 });

      const secondTry = afterRetryDelay(first);
      expect(await deliverPendingMessages({ now: secondTry })).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
      const second = await latest(to);
      expect(second).toMatchObject({ status: 'failed', attempts: 2 });
      expect(second.nextAttemptAt.getTime()).toBe(secondTry.getTime() + retryDelayMs(2));
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    } finally {
      await sink.start();
    }
    const third = await latest(to);
    expect(await deliverPendingMessages({ now: afterRetryDelay(third) })).toEqual({
      sent: 1,
      failed: 0,
      gaveUp: 0,
    });
    expect(await latest(to)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sink.to(to)).toHaveLength(1);
  });

  it('gives a message up after the last try, and never tries it again', async () => {
    const to = nextAddress();
    await sink.stop();
    try {
      let entry = await sendMessage({ channel: 'email', to, subject: 'Hello', text: 'Body' });
      for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
        await deliverPendingMessages({ now: afterRetryDelay(entry) });
        entry = await latest(to);
      }
      expect(entry).toMatchObject({ status: 'gave_up', attempts: MAX_DELIVERY_ATTEMPTS });
      expect(entry.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(logs.output()).toContain(`gave up after attempt ${MAX_DELIVERY_ATTEMPTS}`);
    } finally {
      await sink.start();
    }
    expect(await deliverPendingMessages({ now: new Date(Date.now() + 365 * 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    expect(sink.to(to)).toHaveLength(0);
  });

  it('stores a contact message while mail is down, and the job forwards it once mail is up', async () => {
    const subject = `Rush labels ${Date.now()}`;
    await sink.stop();
    let entry: OutboxEntry;
    try {
      expect(
        await submitContactMessage({
          name: 'Ana Flores',
          email: 'ana@example.com',
          subject,
          message: 'By Friday?',
        }),
      ).toEqual({ stored: true });
      [entry] = (await listOutbox({ recipient: site.email })) as [OutboxEntry];
      expect(entry).toMatchObject({ subject: `Contact form: ${subject}`, status: 'failed', attempts: 1 });
    } finally {
      await sink.start();
    }
    expect(await deliverPendingMessages({ now: afterRetryDelay(entry) })).toEqual({
      sent: 1,
      failed: 0,
      gaveUp: 0,
    });
    const forwarded = sink.to(site.email).filter((mail) => mail.raw.includes(subject));
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]!.raw).toContain('From: Ana Flores <ana@example.com>');
  });

  it("sends a message whose process stopped before sending it, once its sender's hold has lapsed", async () => {
    const to = nextAddress();
    const { db } = await getDatabase();
    // Committed but never delivered: what a crash right after the commit leaves.
    const [entry] = await recordMessages(db, [{ channel: 'email', to, subject: 'Orphan', text: 'Body' }]);
    expect(entry).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await deliverPendingMessages()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    // Left to its sender until its first attempt is due: the job takes it only then.
    const lapse = entry!.nextAttemptAt.getTime();
    expect(await deliverPendingMessages({ now: new Date(lapse - 1000) })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    expect(await deliverPendingMessages({ now: new Date(lapse + 1) })).toEqual({
      sent: 1,
      failed: 0,
      gaveUp: 0,
    });
    expect(sink.to(to)).toHaveLength(1);
    expect(await latest(to)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends each message once when the job runs on several instances at once, racing the sender', async () => {
    const { db } = await getDatabase();
    const recipients = Array.from({ length: 45 }, nextAddress); // more than two batches
    const entries = await recordMessages(
      db,
      recipients.map((to) => ({ channel: 'email' as const, to, subject: 'Once', text: 'Only once' })),
    );
    const due = new Date(entries[0]!.nextAttemptAt.getTime() + 1);
    const [delivered, ...runs] = await Promise.all([
      deliverMessages(entries),
      ...Array.from({ length: 3 }, () => deliverPendingMessages({ now: due })),
    ]);
    const sentByJobs = runs.reduce((sum, counts) => sum + counts.sent, 0);
    const sentBySender = delivered.filter((entry) => entry.status === 'sent' && entry.attempts === 1).length;
    expect(sentByJobs + sentBySender).toBe(recipients.length);
    for (const to of recipients) {
      expect(sink.to(to)).toHaveLength(1);
      expect(await latest(to)).toMatchObject({ status: 'sent', attempts: 1 });
    }
    expect(await deliverPendingMessages({ now: new Date(due.getTime() + 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
  });
});
