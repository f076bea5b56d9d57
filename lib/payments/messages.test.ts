import { defaultWording } from '@/tests/helpers/email-texts';
import {
  invoiceMessage,
  paymentReceivedMessage,
  refundMessage,
  savedCardFailedMessage,
  shopPaymentMessage,
} from './messages';

/* The payment e-mails' default texts read word for word as they did when they were written in code. */
const quote = { number: 'Q-ABC123', contactName: 'Dana Rivera', contactEmail: 'dana@example.com' };
const links = {
  pageLink: 'https://shop.test/quotes/Q-ABC123?access=t',
  documentLink: 'https://shop.test/doc.pdf',
};
const signature =
  'Questions? Call (949) 555-0142 or reply to support@coastlineprint.co.\n\nCoastline Print Co.';

describe('payment e-mails in their default wording', () => {
  it('the receipt', () => {
    expect(paymentReceivedMessage(defaultWording, quote, 12_345, 'bank_transfer', links)).toEqual({
      channel: 'email',
      to: 'dana@example.com',
      subject: 'Quote Q-ABC123: payment received',
      text: `Hi Dana Rivera,\n\nWe received your payment of $123.45 (bank transfer) for quote Q-ABC123. Thank you!\n\nYour receipt (PDF): https://shop.test/doc.pdf\nSee your order: https://shop.test/quotes/Q-ABC123?access=t\n\n${signature}`,
    });
  });

  it('the invoice, due now or on terms', () => {
    const now = invoiceMessage(defaultWording, quote, 19_395, undefined, links);
    expect(now).toMatchObject({
      subject: 'Quote Q-ABC123: your invoice',
      text: `Hi Dana Rivera,\n\nThank you for approving your proof for quote Q-ABC123. Your invoice (PDF): https://shop.test/doc.pdf\n\nTotal: $193.95\nWe start production once it is paid (a card you saved is charged now).\n\nPay or see your order: https://shop.test/quotes/Q-ABC123?access=t\n\n${signature}`,
    });
    expect(invoiceMessage(defaultWording, quote, 19_395, '2026-12-27', links).text).toContain(
      "\n\nTotal: $193.95\nDue by December 27, 2026, on your account's terms: we start production now.\n\n",
    );
  });

  it('the refund, to a card or by hand', () => {
    const toCard = refundMessage(defaultWording, quote, 5_000, true, 'Order cancelled', links.pageLink);
    expect(toCard).toMatchObject({
      subject: 'Quote Q-ABC123: refund of $50.00',
      text: `Hi Dana Rivera,\n\nWe refunded $50.00 to your card for quote Q-ABC123. Your bank shows it within 5 to 10 business days.\n\nReason: Order cancelled\n\nSee your order: https://shop.test/quotes/Q-ABC123?access=t\n\n${signature}`,
    });
    expect(refundMessage(defaultWording, quote, 5_000, false, 'Misprint', links.pageLink).text).toContain(
      '\n\nWe are refunding $50.00 for quote Q-ABC123.\n\nReason: Misprint\n\n',
    );
  });

  it("the shop's notice of a card payment", () => {
    expect(shopPaymentMessage(defaultWording, quote, 12_345)).toMatchObject({
      subject: 'Quote Q-ABC123: paid $123.45 by card',
      text: 'Dana Rivera (dana@example.com) paid $123.45 by card for quote Q-ABC123. The order can go into production.',
    });
  });

  it('the pay link when a saved card was not charged', () => {
    const declined = savedCardFailedMessage(defaultWording, quote, 8_800, 'card_declined', links.pageLink);
    expect(declined).toMatchObject({
      subject: 'Quote Q-ABC123: please pay $88.00',
      text: `Hi Dana Rivera,\n\nThank you for approving your proof for quote Q-ABC123. We could not charge your saved card (it was declined).\n\nPlease pay $88.00 with Pay now on your quote page: https://shop.test/quotes/Q-ABC123?access=t\n\n${signature}`,
    });
    expect(
      savedCardFailedMessage(defaultWording, quote, 8_800, 'authentication_required', links.pageLink).text,
    ).toContain('saved card (your bank asks you to confirm the payment yourself).\n\n');
  });
});
