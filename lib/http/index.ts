import 'server-only';
import { config } from '@/lib/config';
import { describeError, logLine } from '@/lib/log';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { controlCharacterProblems, JSON_BODY_MAX_BYTES, readBodyText } from './body';
import { ApiError, errors, problemsFromZod } from './errors';
import { isSameOrigin } from './origin';

export { controlCharacterMessage, controlCharacterProblems, JSON_BODY_MAX_BYTES, readBodyText } from './body';

export { ApiError, errors, problemsFromZod } from './errors';
export type { ApiErrorBody, ValidationProblem } from './errors';
export { isSameOrigin } from './origin';

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', headers.get('Cache-Control') ?? 'no-store');
  return Response.json(body, { ...init, headers });
}

export function errorResponse(error: ApiError): Response {
  return json(error.toBody(), { status: error.statusCode, headers: error.headers });
}

/**
 * Wraps a route handler: rejects cross-origin state changes (403) and turns every failure
 * into a JSON error; an unexpected error is logged and answered 500 without its details.
 */
export function apiRoute<Context = unknown>(handler: Handler<Context>, options: { stateChanging: boolean }) {
  return async (request: Request, context: Context): Promise<Response> => {
    if (options.stateChanging && !isSameOrigin(request)) return errorResponse(errors.forbiddenOrigin());
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      console.error(logLine`[api] ${request.method} ${new URL(request.url).pathname} failed: ` + describeError(error));
      return errorResponse(new ApiError(500, 'InternalError', 'The server encountered an error. Please try again later.'));
    }
  };
}

/** Which text fields may hold line breaks and tabs (paths as in the 422 problems, e.g. `message`). */
export type InputOptions = { multiline?: readonly string[] };

/**
 * Reads a JSON body of at most `maxBytes` (413 beyond) and validates it: bad JSON is 400; a
 * bad field, or a control character in any text field, is 422 naming the field.
 */
export async function readJson<Schema extends $ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = JSON_BODY_MAX_BYTES, ...options }: InputOptions & { maxBytes?: number } = {},
): Promise<output<Schema>> {
  const text = await readBodyText(request, maxBytes);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw errors.badRequest('The request body must be valid JSON.', 'body');
  }
  return parseInput(schema, raw, options);
}

/**
 * Validates input from outside (a body, query parameters, headers) with the schema; every
 * text field is also checked for control characters. Works for schemas of classic zod and
 * of zod/mini alike (the core's parser).
 */
export function parseInput<Schema extends $ZodType>(
  schema: Schema,
  raw: unknown,
  { multiline = [] }: InputOptions = {},
): output<Schema> {
  const controlProblems = controlCharacterProblems(raw, multiline);
  const parsed = safeParse(schema, raw);
  if (controlProblems.length > 0) {
    const flagged = new Set(controlProblems.map((problem) => problem.location));
    const others = parsed.success
      ? []
      : problemsFromZod(parsed.error).filter((problem) => !flagged.has(problem.location));
    throw errors.invalid([...controlProblems, ...others]);
  }
  if (!parsed.success) throw errors.invalid(problemsFromZod(parsed.error));
  return parsed.data;
}

/**
 * The caller's address for rate limits. Each proxy appends the address it saw to
 * X-Forwarded-For (and Next records the socket's address when there is no proxy), so only
 * the entries our own proxies wrote can be believed: the one `trustedProxyHops` from the
 * right. Anything to its left is whatever the visitor chose to send.
 */
export function clientAddress(request: Request, trustedProxyHops = config().trustedProxyHops): string {
  const hops = request.headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (!hops?.length) return request.headers.get('x-real-ip') || 'local';
  return hops[Math.max(0, hops.length - trustedProxyHops)]!;
}
