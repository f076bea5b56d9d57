import { sessionFromRequest } from '@/lib/auth/server';
import { apiRoute, json, parseInput, readJson } from '@/lib/http/server';
import { currentPriceBook } from '@/lib/pricing/server';
import { productApi, productApiLimits } from '@/lib/product-api/server';
import { drawProofsSoon } from '@/lib/proofs/server';
import { idempotencyHeaderSchema, quoteRequestSchema } from '@/lib/quotes';
import { limitPerAddress } from '@/lib/rate-limit/server';

export const dynamic = 'force-dynamic';

/**
 * Spec §7: submit the whole quote form. The Idempotency-Key header makes a double click or
 * a retry return the first quote (200) instead of storing a second one (201). A signed-in
 * customer's quote carries their user id, so it shows on their dashboard. Only well-formed
 * quotes count against the visitor's hourly limit.
 */
export const POST = apiRoute(
  async (request) => {
    const { 'Idempotency-Key': idempotencyKey } = parseInput(idempotencyHeaderSchema, {
      'Idempotency-Key': request.headers.get('idempotency-key') ?? undefined,
    });
    const input = await readJson(request, quoteRequestSchema(await currentPriceBook()));
    await limitPerAddress(request, 'quotes', productApiLimits.quotes);
    const session = await sessionFromRequest(request);
    const answer = await productApi().submitQuote(input, {
      idempotencyKey,
      userId: session?.userId,
      accountEmail: session?.email,
    });
    // A new quote's automatic proof is drawn after this answer has gone, never before it. Only a
    // quote with artwork queues one: for the others, looking would cost a query for nothing.
    if (answer.status === 201 && input.uploadedFileUrl) drawProofsSoon();
    return json(answer.body, { status: answer.status });
  },
  { stateChanging: true },
);
