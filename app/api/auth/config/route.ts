import { authClientConfig } from '@/lib/auth/server';
import { json } from '@/lib/http/server';

// Read per request from the run-time configuration, never prerendered into the build.
export const dynamic = 'force-dynamic';

/** The ids the browser configures Amplify with; the auth forms fetch it when they load Amplify. */
export function GET(): Response {
  return json(authClientConfig());
}
