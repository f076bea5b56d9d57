import { checkEmailChange, EMAIL_CHECK_RATE_LIMIT, sessionWithAccessToken } from '@/lib/auth/server';
import { apiRoute, errors, json } from '@/lib/http/server';
import { limitPerAddress } from '@/lib/rate-limit/server';

export const dynamic = 'force-dynamic';

const signedOut = 'Please sign in again.';

/**
 * Checks the signed-in customer's e-mail with the identity service and tells the old address
 * of a change (a Cognito pool tells nobody itself). The session's own tokens are all it reads:
 * any body is ignored, so nobody can name another account or address.
 */
export const POST = apiRoute(
  async (request) => {
    await limitPerAddress(request, 'email-checks', EMAIL_CHECK_RATE_LIMIT);
    const session = await sessionWithAccessToken(request);
    if (!session) throw errors.unauthorized(signedOut);
    const check = await checkEmailChange(session.user, session.accessToken);
    if (check === 'signed-out') throw errors.unauthorized(signedOut);
    return json({ oldAddressTold: check === 'old-address-told' });
  },
  { stateChanging: true },
);
