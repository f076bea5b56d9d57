import { DomainError, invalidField } from '@/lib/errors';

/**
 * Why a workflow step was refused, as domain errors: the route handler or server action that
 * called it turns them into its own answer (the console: field errors; HTTP: lib/http).
 * - not_found: no such quote or proof (or not one the caller may see);
 * - conflict: the order is no longer where the caller saw it (someone else moved it first);
 * - invalid: the input itself is wrong; `details.field` names the form field.
 */
export const orderErrors = {
  quoteNotFound: () => new DomainError('not_found', 'No such quote.'),
  proofNotFound: () => new DomainError('not_found', 'No such proof for this quote.'),
  stageChanged: () =>
    new DomainError('conflict', 'This order was changed by someone else. Reload the page and try again.'),
  notCancellable: () =>
    new DomainError(
      'conflict',
      'This quote can no longer be cancelled here: its proof is approved. Please call or e-mail us.',
    ),
  priceChanged: () =>
    new DomainError(
      'conflict',
      'The price of this order changed since you opened this page. Please review the new total, then approve again.',
      { field: 'total' },
    ),
  invalid: invalidField,
};
