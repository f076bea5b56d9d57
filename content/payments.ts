/** What the customer's quote page says about paying, in the shop's words (edited here). */
export const paymentTexts = {
  heading: 'Payment',
  beforeApproval:
    'You pay once you approve your proof: nothing is charged before. You may cancel free of charge until then.',
  payNow: 'Pay now',
  payNowNote: 'You pay on Stripe’s secure page; your card details never reach our site.',
  processing:
    'Payment processing: we are waiting for the card processor to confirm it. This page shows "Paid" once it has, and we e-mail you a receipt.',
  paid: 'Paid in full. Thank you! We e-mailed you a receipt.',
  /** An order sold on terms (a business account): said after "Invoice due <date> (Net 30)". */
  onTerms: 'Your account is on terms: your order goes into production without waiting for payment.',
  overdue: 'This invoice is past its due date: please pay it now.',
  /** How to pay when the site takes no cards (the embedded default). */
  howToPay: {
    intro: 'Please pay the amount due by one of these ways; we start production once it has reached us.',
    /** The same, for an order sold on terms: production did not wait. */
    introOnTerms: 'Please pay the invoice by its due date by one of these ways.',
    ways: [
      'Bank transfer: ask us for our account details at the phone number or e-mail below, and put your quote number in the reference.',
      'At pickup or drop-off: cash, check or card at our counter.',
    ],
  },
  cancel: {
    button: 'Cancel this quote',
    confirm: 'Yes, cancel it',
    keep: 'Keep my quote',
    question: 'Cancel this quote? Nothing has been charged, and this cannot be undone.',
    done: 'Your quote is cancelled. We have told the shop.',
  },
} as const;
