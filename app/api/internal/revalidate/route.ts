import { apiRoute, errors, json, readJson } from '@/lib/http/server';
import { expireTags, expiryRequestSchema, isWatcherRequest } from '@/lib/site-cache/server';

export const dynamic = 'force-dynamic';

/**
 * Expires cache tags in this instance at the request of its own change watcher
 * (lib/site-cache), which alone holds the token; anyone else gets the 404 of an unknown path,
 * before the body is even read.
 */
export const POST = apiRoute(
  async (request) => {
    if (!isWatcherRequest(request.headers.get('authorization'))) throw errors.notFound('Not found.');
    const { tags } = await readJson(request, expiryRequestSchema);
    expireTags(tags);
    return json({ expired: tags });
  },
  { stateChanging: false },
);
