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
  /** A card payment arrived when less was due (paid twice): said with the amount going back. */
  excessRefunded: (amount: string) =>
    `A card payment reached us when less was due: we refund ${amount} to your card (your bank shows it within 5 to 10 business days).`,
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
  /** Saving a card before approval, to be charged when the customer approves the proof. */
  savedCard: {
    save: 'Save a card to pay when you approve',
    /** Stripe requires telling the customer how a saved card will be used; shown here and on Stripe's page. */
    terms:
      'We charge this card once, for the order total shown with your proof, at the moment you approve the proof. Nothing is charged before; if the card cannot be charged we e-mail you a link to pay. You may remove the card until you approve.',
    saved: (card: string) => `Your ${card} is saved: we charge it when you approve the proof.`,
    processing: 'Saving your card: this page shows it once the card processor has confirmed it.',
    remove: 'Remove the saved card',
    removed: 'Your saved card is removed. You pay with Pay now once you approve the proof.',
    failed: (card: string) =>
      `We could not charge your saved ${card}. Please pay with Pay now; we e-mailed you the link.`,
  },
  cancel: {
    button: 'Cancel this quote',
    confirm: 'Yes, cancel it',
    keep: 'Keep my quote',
    question: 'Cancel this quote? Nothing has been charged, and this cannot be undone.',
    done: 'Your quote is cancelled. We have told the shop.',
  },
} as const;
