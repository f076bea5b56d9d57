import { DomainError, invalidField } from '@/lib/errors';

/** Why a payment step was refused, as domain errors (see lib/orders/errors for the kinds). */
export const paymentErrors = {
  quoteNotFound: () => new DomainError('not_found', 'No such quote.'),
  paymentNotFound: () => new DomainError('not_found', 'No such payment for this quote.'),
  notPayable: () =>
    new DomainError('conflict', 'This order cannot be paid now. Reload the page to see where it stands.'),
  cardNotSavable: () =>
    new DomainError(
      'conflict',
      'A card can be saved or removed only before you approve the proof. Reload the page to see where it stands.',
    ),
  cardsNotTaken: () => new DomainError('conflict', 'This shop does not take card payments online.'),
  processorFailed: () =>
    new DomainError(
      'upstream_failed',
      'The card processor did not answer. Nothing was charged or refunded; please try again.',
    ),
  invalid: invalidField,
};
