import { apiRoute, json, parseInput } from '@/lib/http/server';
import { productApi, productApiLimits } from '@/lib/product-api/server';
import { limitPerAddress } from '@/lib/rate-limit/server';
import { presignQuerySchema } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/** Spec §7: an upload URL for one artwork file; each counts against the visitor's hourly limit. */
export const GET = apiRoute(
  async (request) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const input = parseInput(presignQuerySchema, query);
    await limitPerAddress(request, 'uploads', productApiLimits.uploads);
    const answer = await productApi().presign(input);
    return json(answer.body, { status: answer.status });
  },
  { stateChanging: false },
);
