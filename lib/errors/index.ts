/**
 * Errors the domain code raises (quotes, storage, upstream, orders), in the domain's own
 * words: what went wrong and which field it concerns. The message is safe to show the user.
 * `lib/http` decides what each kind means on the wire; domain code never picks a status.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'bad_request'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_type'
  | 'busy'
  | 'upstream_timeout'
  | 'upstream_unreachable'
  | 'upstream_failed'
  | 'upstream_rejected';

type DomainErrorDetails = {
  /** The request field at fault (as the 422 problems name it, e.g. `uploadedFileUrl`). */
  field?: string;
  /** A machine-readable code clients already rely on (e.g. `InvalidSignature`). */
  code?: string;
  /** `upstream_rejected` only: the upstream's own 4xx status, passed on. */
  upstreamStatus?: number;
};

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: DomainErrorDetails = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DomainError';
  }
}

export { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS } from './busy.mjs';

/**
 * The domain error behind `error`, looking through the errors that wrap another (`cause`):
 * the database layer's query errors wrap what the driver threw.
 */
export function domainErrorOf(error: unknown): DomainError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (isDomainError(current)) return current;
    current = current.cause;
  }
  return undefined;
}

/**
 * By class, or by name and kind: the server bundles each route apart, so an error thrown by
 * a module one route loaded first (the database pool, shared through globalThis) is of another
 * copy of the class than the one a second route checks against.
 */
function isDomainError(error: Error): error is DomainError {
  return (
    error instanceof DomainError ||
    (error.name === 'DomainError' && typeof (error as { kind?: unknown }).kind === 'string')
  );
}

/** A field the domain refuses, with the message to show beside it. */
export const invalidField = (field: string, message: string) =>
  new DomainError('invalid', message, { field });
