import { DomainError } from '@/lib/errors';

/** The DomainError `promise` is refused with; anything else (or no refusal) fails the test. */
export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`Expected a DomainError, got ${String(error)}`);
  return error;
}

/**
 * How a page or server action turned a visitor away: Next's redirect (to where) or its 404;
 * anything else (or no refusal) fails the test.
 */
export async function accessRefusal(work: () => Promise<unknown>): Promise<string> {
  const error = await work().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  const digest = (error as { digest?: string } | undefined)?.digest ?? '';
  if (digest.startsWith('NEXT_REDIRECT')) return `redirect ${digest.split(';')[2]}`;
  if (digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'not found';
  throw new Error(`Not refused: ${String(error)}`);
}
