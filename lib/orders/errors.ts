/**
 * Why a workflow step was refused. lib/orders raises these; the route handler or server
 * action that called it turns them into its own answer (the console: field errors).
 * - not_found: no such quote or proof (or not one the caller may see);
 * - conflict: the order is no longer where the caller saw it (someone else moved it first);
 * - invalid: the input itself is wrong; `field` names the form field.
 */
type OrderErrorCode = 'not_found' | 'conflict' | 'invalid';

export class OrderError extends Error {
  constructor(
    readonly code: OrderErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'OrderError';
  }
}

export const orderErrors = {
  quoteNotFound: () => new OrderError('not_found', 'No such quote.'),
  proofNotFound: () => new OrderError('not_found', 'No such proof for this quote.'),
  stageChanged: () =>
    new OrderError('conflict', 'This order was changed by someone else. Reload the page and try again.'),
  invalid: (field: string, message: string) => new OrderError('invalid', message, field),
};
