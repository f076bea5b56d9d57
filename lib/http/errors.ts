import type { $ZodError } from 'zod/v4/core';
import { BUSY_RETRY_AFTER_SECONDS, domainErrorOf, type DomainErrorKind } from '@/lib/errors';

/** One field problem, in the shape the spec's error panel reads ("location - clientMessage"). */
export type ValidationProblem = { location: string; clientMessage: string };

/** The JSON body of every API error (the spec's product error object plus field problems). */
export type ApiErrorBody = {
  message: string;
  code: string;
  statusCode: number;
  validationErrors?: ValidationProblem[];
};

/** An error whose message is safe to show the user; anything else is logged and hidden. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly validationErrors?: ValidationProblem[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      message: this.message,
      code: this.code,
      statusCode: this.statusCode,
      ...(this.validationErrors ? { validationErrors: this.validationErrors } : {}),
    };
  }
}

export const errors = {
  badRequest: (message: string, location?: string) =>
    new ApiError(400, 'BadRequest', message, location ? [{ location, clientMessage: message }] : undefined),
  unauthorized: (message: string) =>
    new ApiError(401, 'Unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer' }),
  forbiddenOrigin: () => new ApiError(403, 'ForbiddenOrigin', 'Cross-origin requests are not allowed.'),
  notFound: (message = 'Not found.') => new ApiError(404, 'NotFound', message),
  conflict: (message: string, location?: string) =>
    new ApiError(409, 'Conflict', message, location ? [{ location, clientMessage: message }] : undefined),
  payloadTooLarge: (message: string) => new ApiError(413, 'PayloadTooLarge', message),
  unsupportedMediaType: (message: string, location?: string) =>
    new ApiError(
      415,
      'UnsupportedMediaType',
      message,
      location ? [{ location, clientMessage: message }] : undefined,
    ),
  tooManyRequests: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      'TooManyRequests',
      'Too many requests. Please wait a moment and try again.',
      undefined,
      {
        'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
      },
    ),
  invalid: (problems: ValidationProblem[]) =>
    new ApiError(422, 'ValidationError', problems[0]?.clientMessage ?? 'The request is invalid.', problems),
  badGateway: (message: string) => new ApiError(502, 'BadGateway', message),
  unavailable: (message: string) => new ApiError(503, 'ServiceUnavailable', message),
} as const;

/** Zod issues as field problems: the path names the field, the message is the schema's own. */
export function problemsFromZod(error: $ZodError): ValidationProblem[] {
  return error.issues.map((issue) => ({
    location: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
    clientMessage: issue.message,
  }));
}

/** What each kind of domain error is on the wire: its status and the code clients see. */
const domainStatus: Record<DomainErrorKind, { status: number; code: string }> = {
  invalid: { status: 422, code: 'ValidationError' },
  bad_request: { status: 400, code: 'BadRequest' },
  forbidden: { status: 403, code: 'Forbidden' },
  not_found: { status: 404, code: 'NotFound' },
  conflict: { status: 409, code: 'Conflict' },
  too_large: { status: 413, code: 'PayloadTooLarge' },
  unsupported_type: { status: 415, code: 'UnsupportedMediaType' },
  busy: { status: 503, code: 'ServiceBusy' },
  upstream_timeout: { status: 504, code: 'UpstreamTimeout' },
  upstream_unreachable: { status: 502, code: 'UpstreamUnreachable' },
  upstream_failed: { status: 502, code: 'UpstreamError' },
  upstream_rejected: { status: 502, code: 'UpstreamRejected' },
};

/** The API error a domain error answers with; anything else is not the user's to see. */
export function apiErrorFrom(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const domainError = domainErrorOf(error);
  if (!domainError) return undefined;
  const { status, code } = domainStatus[domainError.kind];
  const { field, upstreamStatus } = domainError.details;
  return new ApiError(
    domainError.kind === 'upstream_rejected' && upstreamStatus ? upstreamStatus : status,
    domainError.details.code ?? code,
    domainError.message,
    field ? [{ location: field, clientMessage: domainError.message }] : undefined,
    domainError.kind === 'busy' ? { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) } : undefined,
  );
}
