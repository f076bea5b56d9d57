import { identityKeySetResponse } from '@/lib/identity/server';

export const dynamic = 'force-dynamic';

/** The public key set of the built-in identity service's tokens (404 with Cognito configured). */
export function GET(): Promise<Response> {
  return identityKeySetResponse();
}
