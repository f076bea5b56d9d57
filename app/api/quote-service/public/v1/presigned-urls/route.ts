import { apiRoute, json, parseInput } from '@/lib/http';
import { productApi } from '@/lib/product-api';
import { presignQuerySchema } from '@/lib/storage/presign-schema';

export const dynamic = 'force-dynamic';

/** Spec §7: an upload URL for one artwork file. */
export const GET = apiRoute(
  async (request) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const answer = await productApi().presign(parseInput(presignQuerySchema, query));
    return json(answer.body, { status: answer.status });
  },
  { stateChanging: false },
);
