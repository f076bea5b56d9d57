import { apiRoute, json, parseInput, readJson } from '@/lib/http';
import { productApi } from '@/lib/product-api';
import { idempotencyHeaderSchema, quoteRequestSchema } from '@/lib/quotes/schema';

export const dynamic = 'force-dynamic';

/**
 * Spec §7: submit the whole quote form. The Idempotency-Key header makes a double click or
 * a retry return the first quote (200) instead of storing a second one (201).
 */
export const POST = apiRoute(
  async (request) => {
    const { 'Idempotency-Key': idempotencyKey } = parseInput(idempotencyHeaderSchema, {
      'Idempotency-Key': request.headers.get('idempotency-key') ?? undefined,
    });
    const input = await readJson(request, quoteRequestSchema);
    const answer = await productApi().submitQuote(input, { idempotencyKey });
    return json(answer.body, { status: answer.status });
  },
  { stateChanging: true },
);
