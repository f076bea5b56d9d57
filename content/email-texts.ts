import { site } from './site';

/**
 * The e-mails the shop sends (about quotes, orders and payments, tax exemption certificates,
 * company invitations and contact form messages), as the console edits them: a subject and a body in which `{{name}}`
 * stands for a value the sender fills in. These are the defaults a text reads as until staff
 * change it (and again after a reset). A required placeholder carries what the
 * e-mail is for (the link, the number, the customer's words): the console refuses a text
 * without it. Optional ones may be left out; no other name may appear.
 */
type EmailPlaceholder = { description: string; required: boolean; sample: string };

export type EmailTextDefault = {
  label: string;
  /** When the shop sends it, and to whom. */
  sentWhen: string;
  subject: string;
  body: string;
  placeholders: Record<string, EmailPlaceholder>;
};

const signature = `Questions? Call ${site.phone.display} or reply to ${site.email}.\n\n${site.name}`;

const number: EmailPlaceholder = { description: 'The quote number.', required: true, sample: 'Q-7K3M9P2X' };
const customerName: EmailPlaceholder = {
  description: "The customer's name as they gave it.",
  required: false,
  sample: 'Dana Reyes',
};
const customerEmail: EmailPlaceholder = {
  description: "The customer's e-mail address.",
  required: false,
  sample: 'dana@example.com',
};
const quoteLink: EmailPlaceholder = {
  description: "The link to the quote's page (opens it without an account).",
  required: true,
  sample: 'https://coastlineprint.co/quotes/Q-7K3M9P2X?access=…',
};

export const emailTextDefaults = {
  'quote-received': {
    label: 'Quote received',
    sentWhen: 'To the customer, when they send a quote (at most 10 an hour to one address).',
    subject: 'We received your quote {{number}}',
    body: `Hi {{name}},\n\nThank you for your quote request. We will review it and get back to you within one business day.\n\n{{details}}\n\nFollow your quote, and answer its proof when we send one: {{link}}\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      details: {
        description: 'What was asked for: product, size, quantity, price and the rest, one per line.',
        required: true,
        sample: 'Product: Stickers & Labels – Die Cut\nSize: 3 × 2 in\nQuantity: 250\nPrice: $120.00',
      },
      link: quoteLink,
    },
  },
  'quote-new': {
    label: 'New quote (to the shop)',
    sentWhen: "To the shop's inbox, for every quote sent.",
    subject: 'New quote {{number}} from {{name}}',
    body: '{{details}}\n\nContact: {{name}}, {{email}}, {{phone}}',
    placeholders: {
      number,
      name: customerName,
      email: { ...customerEmail, required: true },
      phone: { description: "The customer's phone number.", required: true, sample: '949 555 0100' },
      details: {
        description: 'What was asked for, one per line, with the artwork download link.',
        required: true,
        sample:
          'Product: Stickers & Labels – Die Cut\nQuantity: 250\nArtwork: https://coastlineprint.co/api/quotes/artwork/…',
      },
    },
  },
  'order-stage': {
    label: 'Order moved to a new stage',
    sentWhen:
      'To the customer, when staff move the order to production, shipped, ready, delivered, complete or cancelled.',
    subject: 'Quote {{number}}: {{stage}}',
    body: `Hi {{name}},\n\n{{news}}{{details}}\n\nSee your order: {{link}}\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      stage: { description: 'The stage, e.g. Shipped.', required: false, sample: 'Shipped' },
      news: {
        description: 'What happened, e.g. "Your order has shipped."',
        required: true,
        sample: 'Your order has shipped.',
      },
      details: {
        description: 'The carrier and tracking number (shipped) or the reason (cancelled); empty otherwise.',
        required: true,
        sample: '\n\nCarrier: UPS\nTracking number: 1Z999AA10123456784',
      },
      link: quoteLink,
    },
  },
  'price-revised': {
    label: 'Price revised',
    sentWhen: 'To the customer, when staff revise the price of an open quote.',
    subject: 'Quote {{number}}: the price was revised',
    body: `Hi {{name}},\n\nWe revised the price of your quote {{number}}.\nWhy: {{reason}}\n\n{{prices}}\n\nApproving your proof accepts this total. Review it here:\n{{link}}\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      reason: { description: 'Why staff revised the price.', required: true, sample: 'Rush production.' },
      prices: {
        description: "The order's price lines and total, one per line.",
        required: true,
        sample: 'Price: $120.00\nTotal: $129.90',
      },
      link: quoteLink,
    },
  },
  'proof-ready': {
    label: 'Proof ready',
    sentWhen: 'To the customer, when staff send a proof to approve.',
    subject: 'Proof {{version}} for quote {{number}} is ready',
    body: `Hi {{name}},\n\nYour proof for quote {{number}} is ready. Please review it, then approve it or request changes:\n{{link}}\n\nMessage from the shop:\n{{message}}\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      version: { description: "The proof's version (1 for the first).", required: false, sample: '2' },
      message: {
        description: "Staff's message sent with the proof.",
        required: true,
        sample: 'We moved the logo up a little.',
      },
      link: quoteLink,
    },
  },
  'proof-answered': {
    label: 'Proof answered (to the shop)',
    sentWhen: "To the shop's inbox, when a customer approves a proof or asks for changes.",
    subject: 'Quote {{number}}: proof {{version}} {{answer}}',
    body: '{{name}} ({{email}}) {{verdict}} proof {{version}} of quote {{number}}.{{comment}}',
    placeholders: {
      number,
      name: customerName,
      email: customerEmail,
      version: { description: "The proof's version.", required: true, sample: '2' },
      answer: {
        description: '"approved" or "changes requested".',
        required: false,
        sample: 'changes requested',
      },
      verdict: {
        description: '"approved" or "requested changes to".',
        required: true,
        sample: 'requested changes to',
      },
      comment: {
        description: 'The customer\'s comment under a "Comment:" line; empty without one.',
        required: true,
        sample: '\n\nComment:\nPlease make the text larger.',
      },
    },
  },
  'customer-cancelled': {
    label: 'Quote cancelled by the customer (to the shop)',
    sentWhen: "To the shop's inbox, when a customer cancels their quote from its page.",
    subject: 'Quote {{number}}: cancelled by the customer',
    body: '{{name}} ({{email}}) cancelled quote {{number}} from its page, before approving a proof.',
    placeholders: { number, name: customerName, email: customerEmail },
  },
  'shop-message': {
    label: 'Message from the shop',
    sentWhen: "To the customer, when staff write to them from the quote's conversation.",
    subject: 'Quote {{number}}: a message from {{shop}}',
    body: `Hi {{name}},\n\n{{message}}{{attachment}}\n\nRead it and reply on your quote's page:\n{{link}}\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      shop: { description: "The shop's name.", required: false, sample: site.name },
      message: {
        description: 'What staff wrote.',
        required: true,
        sample: 'Could you send the logo as a PDF?',
      },
      attachment: {
        description: 'A line naming the attached file (on the quote page); empty without one.',
        required: false,
        sample: '\n\nAttached on the quote page: colour-guide.pdf',
      },
      link: quoteLink,
    },
  },
  'customer-reply': {
    label: 'Customer replied (to the shop)',
    sentWhen: "To the shop's inbox, when a customer writes on their quote's page.",
    subject: 'Quote {{number}}: {{name}} replied',
    body: '{{name}} ({{email}}) wrote about quote {{number}}:\n\n{{message}}{{attachment}}\n\nAnswer in the console: {{consoleLink}}',
    placeholders: {
      number,
      name: customerName,
      email: customerEmail,
      message: { description: 'What the customer wrote.', required: true, sample: 'Here is the PDF.' },
      attachment: {
        description: 'A line naming the attached file; empty without one.',
        required: false,
        sample: '\n\nAttached: logo.pdf',
      },
      consoleLink: {
        description: "The quote's page in the console.",
        required: true,
        sample: 'https://coastlineprint.co/admin/quotes/Q-7K3M9P2X',
      },
    },
  },
  'review-invitation': {
    label: 'Invitation to review',
    sentWhen: 'To the customer, when their order is complete (one per order of a catalogue product).',
    subject: 'How are your {{product}}? Review your order {{number}}',
    body: `Hi {{name}},\n\nThank you for your order {{number}}. How did your {{product}} turn out?\nRate them from 1 to 5 stars and tell other buyers what you think (a photo is welcome):\n{{link}}\n\nThe link is yours alone, needs no sign-in and works for {{days}} days.\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      product: {
        description: 'The product ordered, e.g. Die Cut Stickers.',
        required: false,
        sample: 'Die Cut Stickers',
      },
      link: {
        description: 'The link to write the review (no sign-in needed).',
        required: true,
        sample: 'https://coastlineprint.co/review/…',
      },
      days: { description: 'How many days the link works.', required: false, sample: '60' },
    },
  },
  'review-new': {
    label: 'New review (to the shop)',
    sentWhen: "To the shop's inbox, when a buyer writes or edits a review.",
    subject: '{{event}} for quote {{number}}: {{rating}} of 5',
    body: '{{reviewer}} {{action}} review of {{product}} (quote {{number}}).\nTitle: {{title}}\n\nApprove or hide it: {{consoleLink}}',
    placeholders: {
      number,
      event: { description: '"New review" or "Review edited".', required: false, sample: 'New review' },
      rating: { description: 'The stars given, 1 to 5.', required: true, sample: '5' },
      reviewer: { description: "The reviewer's name as shown.", required: false, sample: 'Dana R.' },
      action: { description: '"wrote a" or "edited their".', required: false, sample: 'wrote a' },
      product: { description: 'The product reviewed.', required: false, sample: 'Die Cut Stickers' },
      title: { description: "The review's title.", required: false, sample: 'Crisp and sturdy' },
      consoleLink: {
        description: "The console's reviews page.",
        required: true,
        sample: 'https://coastlineprint.co/admin/reviews',
      },
    },
  },
  'payment-received': {
    label: 'Payment received',
    sentWhen: 'To the customer, when a card payment comes in or staff record a payment, with the receipt.',
    subject: 'Quote {{number}}: payment received',
    body: `Hi {{name}},\n\nWe received your payment of {{amount}} ({{method}}) for quote {{number}}. Thank you!\n\nYour receipt (PDF): {{receiptLink}}\nSee your order: {{link}}\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      amount: { description: 'The amount paid.', required: true, sample: '$129.90' },
      method: { description: 'How it was paid, e.g. card or check.', required: false, sample: 'card' },
      receiptLink: {
        description: "The link to the receipt's PDF.",
        required: true,
        sample: 'https://coastlineprint.co/api/quotes/Q-7K3M9P2X/documents/receipt-000012.pdf?access=…',
      },
      link: quoteLink,
    },
  },
  invoice: {
    label: 'Invoice',
    sentWhen: 'To the customer, when they approve their proof (the invoice is issued then).',
    subject: 'Quote {{number}}: your invoice',
    body: `Hi {{name}},\n\nThank you for approving your proof for quote {{number}}. Your invoice (PDF): {{invoiceLink}}\n\nTotal: {{total}}\n{{due}}\n\nPay or see your order: {{link}}\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      invoiceLink: {
        description: "The link to the invoice's PDF.",
        required: true,
        sample: 'https://coastlineprint.co/api/quotes/Q-7K3M9P2X/documents/invoice-000011.pdf?access=…',
      },
      total: { description: "The order's total.", required: true, sample: '$129.90' },
      due: {
        description: "When it is due: on the account's terms date, or now (a saved card is charged).",
        required: true,
        sample: 'We start production once it is paid (a card you saved is charged now).',
      },
      link: quoteLink,
    },
  },
  refund: {
    label: 'Refund',
    sentWhen: 'To the customer, when staff refund a payment or a refund is made in Stripe.',
    subject: 'Quote {{number}}: refund of {{amount}}',
    body: `Hi {{name}},\n\n{{news}}\n\nReason: {{reason}}\n\nSee your order: {{link}}\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      amount: { description: 'The amount refunded.', required: false, sample: '$40.00' },
      news: {
        description: 'What is refunded and how, e.g. to their card within 5 to 10 business days.',
        required: true,
        sample:
          'We refunded $40.00 to your card for quote Q-7K3M9P2X. Your bank shows it within 5 to 10 business days.',
      },
      reason: { description: 'Why the money goes back.', required: true, sample: 'Short by 50 stickers.' },
      link: quoteLink,
    },
  },
  'excess-refund': {
    label: 'Paid more than was due',
    sentWhen:
      'To the customer, when a card payment arrives for more than was due (they paid twice) and the excess is refunded automatically.',
    subject: 'Quote {{number}}: we are refunding {{excess}}',
    body: `Hi {{name}},\n\nYour card payment of {{amount}} for quote {{number}} reached us when {{due}} was due: the order had been paid (or its price changed) while your payment page was open. We keep only what is owed, so we are refunding {{excess}} to your card. Your bank shows it within 5 to 10 business days.\n\nSee your order: {{link}}\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      amount: { description: 'The card payment that arrived.', required: false, sample: '$220.89' },
      due: { description: 'What was due when it arrived.', required: false, sample: '$0.00' },
      excess: { description: 'The amount refunded to the card.', required: true, sample: '$220.89' },
      link: quoteLink,
    },
  },
  'card-payment-new': {
    label: 'Card payment received (to the shop)',
    sentWhen: "To the shop's inbox, when a customer's card payment comes in.",
    subject: 'Quote {{number}}: paid {{amount}} by card',
    body: '{{name}} ({{email}}) paid {{amount}} by card for quote {{number}}. The order can go into production.',
    placeholders: {
      number,
      name: customerName,
      email: customerEmail,
      amount: { description: 'The amount paid.', required: true, sample: '$129.90' },
    },
  },
  'saved-card-failed': {
    label: 'Saved card not charged',
    sentWhen: 'To the customer, when the card they saved could not be charged at approval.',
    subject: 'Quote {{number}}: please pay {{amount}}',
    body: `Hi {{name}},\n\nThank you for approving your proof for quote {{number}}. We could not charge your saved card {{why}}.\n\nPlease pay {{amount}} with Pay now on your quote page: {{link}}\n\n${signature}`,
    placeholders: {
      number,
      name: customerName,
      amount: { description: 'The amount to pay.', required: true, sample: '$129.90' },
      why: {
        description: 'Why, in brackets: declined, or the bank asks the customer to confirm.',
        required: false,
        sample: '(it was declined)',
      },
      link: quoteLink,
    },
  },
  'certificate-decision': {
    label: 'Tax exemption certificate decided',
    sentWhen: 'To the customer, when staff approve or reject the tax exemption certificate they uploaded.',
    subject: 'Your tax exemption certificate was {{decision}}',
    body: `Hello,\n\n{{news}}{{note}}\n\nYour certificates: {{link}}\n\n${signature}`,
    placeholders: {
      decision: { description: '"approved" or "rejected".', required: false, sample: 'approved' },
      news: {
        description: 'The decision and what it means for their orders.',
        required: true,
        sample:
          'We approved your California resale certificate 123-456. Your orders delivered or picked up in California are not taxed until it expires on March 31, 2027.',
      },
      note: {
        description: 'Staff\'s note under a "Note from the shop:" line; empty without one.',
        required: true,
        sample: '\n\nNote from the shop: Thank you!',
      },
      link: {
        description: "The link to the customer's certificates.",
        required: true,
        sample: 'https://coastlineprint.co/dashboard/tax-exemption',
      },
    },
  },
  'company-invitation': {
    label: 'Invitation to a company account',
    sentWhen: "To a customer's colleague, when an owner of their company account invites them.",
    subject: '{{inviter}} invited you to {{company}} at ' + site.name,
    body: `Hello,\n\n{{inviter}} invited you to join {{company}} as {{role}} at ${site.name}, so you share your company's quotes.\n\nAccept the invitation (log in or sign up with this e-mail address first): {{link}}\n\nThe link works once, until {{expires}}. If you did not expect it, ignore this e-mail.\n\n${signature}`,
    placeholders: {
      inviter: {
        description: 'The name of the owner who invited them.',
        required: false,
        sample: 'Dana Reyes',
      },
      company: { description: "The company's name.", required: false, sample: 'Reyes Coffee Roasters' },
      role: {
        description: 'The role they are invited to, with what it may do.',
        required: false,
        sample: 'an approver (approves proofs and pays)',
      },
      link: {
        description: 'The link that accepts the invitation (works once, for this e-mail address).',
        required: true,
        sample: 'https://coastlineprint.co/dashboard/company/join?token=…',
      },
      expires: { description: 'When the link stops working.', required: false, sample: 'December 4, 2026' },
    },
  },
  'contact-message': {
    label: 'Contact form message (to the shop)',
    sentWhen: "To the shop's inbox, when a visitor sends the contact form.",
    subject: 'Contact form: {{subject}}',
    body: 'From: {{name}} <{{email}}>\nSubject: {{subject}}\n\n{{message}}',
    placeholders: {
      name: { description: "The visitor's name as they gave it.", required: false, sample: 'Dana Reyes' },
      email: { ...customerEmail, description: "The visitor's e-mail address.", required: true },
      subject: { description: 'The subject they typed.', required: false, sample: 'Wholesale pricing' },
      message: {
        description: 'The message they typed.',
        required: true,
        sample: 'Do you print 10,000 labels a month?',
      },
    },
  },
} satisfies Record<string, EmailTextDefault>;

export type EmailTextKey = keyof typeof emailTextDefaults;

/** The values an e-mail text of `key` is filled with: every placeholder it may name. */
export type EmailTextValues<Key extends EmailTextKey> = Record<
  keyof (typeof emailTextDefaults)[Key]['placeholders'],
  string
>;
