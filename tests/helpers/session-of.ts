import { sessionWithAccessToken } from '@/lib/auth/server';
import { amplifyCookies } from '@/tests/helpers/amplify-cookies';

/**
 * The session (with its access token) a request carrying these tokens' cookies makes. Kept out of
 * amplify-cookies.ts, which e2e support code and the request-context mock import: lib/auth is
 * server-only.
 */
export async function sessionOf(tokens: Parameters<typeof amplifyCookies>[0]) {
  const request = new Request('http://localhost/dashboard', { headers: { cookie: amplifyCookies(tokens) } });
  const session = await sessionWithAccessToken(request);
  if (!session) throw new Error('The tokens did not make a session.');
  return session;
}
