import 'server-only';
import type { z } from 'zod';
import { ApiError, errors, problemsFromZod } from './errors';
import { isSameOrigin } from './origin';

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
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return errorResponse(
        new ApiError(500, 'InternalError', 'The server encountered an error. Please try again later.'),
      );
    }
  };
}

/** Reads a JSON body and validates it; bad JSON is 400, a bad field is 422 naming it. */
export async function readJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw errors.badRequest('The request body must be valid JSON.', 'body');
  }
  return parseInput(schema, raw);
}

export function parseInput<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.output<Schema> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw errors.invalid(problemsFromZod(parsed.error));
  return parsed.data;
}

/** The caller's address for rate limits (first hop of X-Forwarded-For behind a proxy). */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'local';
}
