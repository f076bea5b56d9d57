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
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A field the domain refuses, with the message to show beside it. */
export const invalidField = (field: string, message: string) =>
  new DomainError('invalid', message, { field });
