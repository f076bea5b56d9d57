import { errors, type ApiError } from '@/lib/http/errors';

/**
 * Why a workflow step was refused. lib/orders raises these; the route handler or server
 * action that called it turns them into its own answer (`toApiError` for HTTP).
 * - not_found: no such quote or proof (or not one the caller may see);
 * - conflict: the order is no longer where the caller saw it (someone else moved it first);
 * - invalid: the input itself is wrong; `field` names the form field.
 */
export type OrderErrorCode = 'not_found' | 'conflict' | 'invalid';

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

/** The HTTP answer for a workflow refusal: 404, 409 or 422 naming the field. */
export function toApiError(error: OrderError): ApiError {
  if (error.code === 'not_found') return errors.notFound(error.message);
  if (error.code === 'conflict') return errors.conflict(error.message, error.field);
  return errors.invalid([{ location: error.field ?? 'body', clientMessage: error.message }]);
}
