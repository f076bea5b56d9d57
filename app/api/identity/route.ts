import { handleIdentityRequest, identityPreflight } from '@/lib/identity';

// The Cognito JSON protocol: one URL, the operation in X-Amz-Target. No origin check here:
// tokens travel in the body, never in cookies, and Amplify may call cross-origin in dev.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleIdentityRequest(request);
}

export function OPTIONS(): Response {
  return identityPreflight();
}
