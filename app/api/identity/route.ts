import { handleIdentityRequest, identityPreflight } from '@/lib/identity/server';

// The Cognito JSON protocol: one URL, the operation in X-Amz-Target. Tokens travel in the
// body, never in cookies, so there is no cookie-borne request to forge; and no CORS headers:
// only this site's pages (same-origin) and non-browser clients (AWS SDK, CLI) call it.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleIdentityRequest(request);
}

export function OPTIONS(): Response {
  return identityPreflight();
}
