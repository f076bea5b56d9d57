/** The page after a quote is sent (/start-an-order/submitted) and the wording its dates carry. */
export const quoteConfirmation = {
  title: 'Quote Request Received',
  description: 'Your quote request has reached our team.',
  heading: 'Thank you: your quote request is in',
  intro: 'Keep your quote number handy: it is in the confirmation e-mail we just sent you too.',
  /** Dates count from the proof's approval; the wizard and the e-mails say so. */
  readyByNote: 'if you approve your proof the business day we send it',
  nextSteps: [
    'Within one business day, a member of our team reviews your quote and your artwork.',
    'We e-mail you a digital proof. Nothing is printed until you approve it.',
    'Once you approve, we print and finish your order, then you pick it up, we drop it off or we ship it.',
  ],
  accountInvitation:
    'Create a free account or log in with the same e-mail address to follow this quote and reorder faster.',
  missing: {
    heading: 'No quote to show here',
    text: 'This page shows a quote right after it is sent, in the same browser tab. Your confirmation e-mail has every detail.',
  },
} as const;
