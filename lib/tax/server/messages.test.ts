import { defaultWording } from '@/tests/helpers/email-texts';
import { certificateDecisionMessage } from './messages';

/* The certificate e-mail's default text reads word for word as it did when it was written in code. */
const certificate = { kind: 'resale', state: 'CA', number: '123-456', expiresOn: '2027-11-30' } as const;
const link = 'https://shop.test/dashboard/tax-exemption';
const ending = `\n\nYour certificates: ${link}\n\nQuestions? Call (949) 555-0142 or reply to support@coastlineprint.co.\n\nCoastline Print Co.`;

describe('the certificate decision e-mail in its default wording', () => {
  it('approved, without a note', () => {
    expect(
      certificateDecisionMessage(defaultWording, {
        to: 'dana@example.com',
        certificate,
        decision: 'approved',
        note: undefined,
        link,
      }),
    ).toEqual({
      channel: 'email',
      to: 'dana@example.com',
      subject: 'Your tax exemption certificate was approved',
      text: `Hello,\n\nWe approved your California resale certificate 123-456. Your orders delivered or picked up in California are not taxed until it expires on November 30, 2027.${ending}`,
    });
  });

  it('rejected, with the note', () => {
    const message = certificateDecisionMessage(defaultWording, {
      to: 'dana@example.com',
      certificate,
      decision: 'rejected',
      note: 'The scan is unreadable.',
      link,
    });
    expect(message).toMatchObject({
      subject: 'Your tax exemption certificate was rejected',
      text: `Hello,\n\nWe could not approve your California resale certificate 123-456. Your orders are taxed as usual; you can upload a new certificate at any time.\n\nNote from the shop: The scan is unreadable.${ending}`,
    });
  });
});
