import { eq } from 'drizzle-orm';
import { site } from '@/content/site';
import { submitContactMessage } from '@/lib/contact/server';
import { getDatabase, tables } from '@/lib/db/server';
import { resetEmailText, saveEmailText } from '@/lib/email-texts/server';
import { shopInboxAddress } from '@/lib/messaging/server';
import { recordPayment, refundPayment } from '@/lib/payments/server';
import { reviewCertificate, submitCertificate } from '@/lib/tax/server';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { customer, mailTo, storedQuote, uploadedFile } from '@/tests/helpers/orders';

/*
 * Issue 35 §3: the payment, tax certificate and contact form e-mails are editable texts too;
 * what staff save is what the next e-mail of each says (the defaults: lib/payments/messages.test.ts,
 * lib/tax/server/messages.test.ts and the contact form below).
 */
captureLogLines('info', '[outbox]');

const editor = 'texts-editor@example.com';

describeWithDatabase('the payment, certificate and contact e-mails as staff edit them', () => {
  it('sends a payment receipt and a refund in the edited words, then the defaults again', async () => {
    await saveEmailText(
      'payment-received',
      {
        subject: 'Thanks! {{amount}} in for {{number}}',
        body: 'Got {{amount}}.\nReceipt: {{receiptLink}}\nOrder: {{link}}',
      },
      editor,
    );
    await saveEmailText(
      'refund',
      { subject: 'Money back on {{number}}', body: '{{news}}\nWhy: {{reason}}\n{{link}}' },
      editor,
    );
    const quote = await storedQuote({ status: 'approved', priceCents: 10_000 });
    await recordPayment({ quoteId: quote.id, method: 'check', amount: '50', recordedBy: 'Sam Staff' });
    const [payment] = await mailTo(quote.contactEmail);
    expect(payment!.subject).toBe(`Thanks! $50.00 in for ${quote.number}`);
    expect(payment!.body).toMatch(/^Got \$50\.00\.\nReceipt: http\S+receipt-\d+\.pdf\S*\nOrder: http\S+$/);

    const { db } = await getDatabase();
    const [paid] = await db
      .select({ id: tables.payments.id })
      .from(tables.payments)
      .where(eq(tables.payments.quoteId, quote.id));
    await resetEmailText('payment-received');
    await refundPayment({
      quoteId: quote.id,
      paymentId: paid!.id,
      amount: '10',
      reason: 'Misprint',
      recordedBy: 'Sam Staff',
    });
    const refund = (await mailTo(quote.contactEmail)).at(-1)!;
    expect(refund.subject).toBe(`Money back on ${quote.number}`);
    expect(refund.body).toMatch(
      new RegExp(`^We are refunding \\$10\\.00 for quote ${quote.number}\\.\\nWhy: Misprint\\nhttp`),
    );
    await resetEmailText('refund');

    await recordPayment({ quoteId: quote.id, method: 'cash', amount: '10', recordedBy: 'Sam Staff' });
    expect((await mailTo(quote.contactEmail)).at(-1)!.subject).toBe(
      `Quote ${quote.number}: payment received`,
    );
  });

  it("sends a certificate's decision in the edited words", async () => {
    await saveEmailText(
      'certificate-decision',
      { subject: 'Certificate {{decision}}', body: '{{news}}{{note}}\n\nSee {{link}}\nThe Coastline crew' },
      editor,
    );
    const dana = customer();
    const row = await submitCertificate(
      dana,
      {
        kind: 'resale',
        state: 'CA',
        number: '123-456789',
        expiresOn: '2027-11-30',
        ...(await uploadedFile('resale certificate.pdf')),
      },
      new Date('2026-11-25T12:00:00-08:00'),
    );
    await reviewCertificate({ id: row.id, decision: 'rejected', note: 'Unreadable.', staffEmail: editor });
    const [mail] = await mailTo(dana.email);
    expect(mail!.subject).toBe('Certificate rejected');
    expect(mail!.body).toMatch(
      /^We could not approve your California resale certificate 123-456789\. .+\n\nNote from the shop: Unreadable\.\n\nSee http\S+\/dashboard\/tax-exemption\nThe Coastline crew$/,
    );
    await resetEmailText('certificate-decision');
  });

  it('forwards a contact message in the default words as before, then in the edited ones', async () => {
    const shopInbox = shopInboxAddress(site.email);
    const visitor = {
      name: 'Ana Flores',
      email: 'ana@example.com',
      subject: 'Rush\norder  {{email}}',
      message: 'Could you print <b>500</b> labels?\nBy Friday.',
    };
    await submitContactMessage(visitor);
    expect((await mailTo(shopInbox)).at(-1)).toMatchObject({
      subject: 'Contact form: Rush order {{email}}',
      body: 'From: Ana Flores <ana@example.com>\nSubject: Rush\norder  {{email}}\n\nCould you print <b>500</b> labels?\nBy Friday.',
    });
    await saveEmailText(
      'contact-message',
      { subject: 'Website: {{subject}} ({{name}})', body: '{{message}}\n\nReply to {{email}}' },
      editor,
    );
    await submitContactMessage({ ...visitor, subject: 'Wholesale' });
    expect((await mailTo(shopInbox)).at(-1)).toMatchObject({
      subject: 'Website: Wholesale (Ana Flores)',
      body: 'Could you print <b>500</b> labels?\nBy Friday.\n\nReply to ana@example.com',
    });
    await resetEmailText('contact-message');
  });
});
