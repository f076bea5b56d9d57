import { decodeJwt, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { POST as identity } from '@/app/api/identity/route';
import { POST } from '@/app/api/quote-service/public/v1/quotes/route';
import { getDatabase } from '@/lib/db/server';
import { signingKey } from '@/lib/identity/keys';
import { listQuotesForCustomer } from '@/lib/quotes/server';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { quoteBody } from '@/tests/helpers/quotes';

// Sign-up codes and quote e-mails are logged (no SMTP in tests).
captureLogLines('info', '[outbox]');

describeWithDatabase('a quote sent while signed in', () => {
  it('is stored with the user id and listed for the user even under another contact e-mail', async () => {
    const user = await identityDriver(identity, () => '198.51.100.7').signedIn();
    const sub = subOf(user.IdToken);
    const body = { ...quoteBody(), contactEmail: 'purchasing@example.org' };

    const response = await POST(
      jsonRequest('/api/quote-service/public/v1/quotes', body, {
        headers: { 'Idempotency-Key': `signed-in-${Date.now()}`, cookie: amplifyCookies(user) },
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    const { quoteNumber } = await response.json();

    const mine = await listQuotesForCustomer({ userId: sub, email: user.email });
    expect(mine.map((quote) => quote.number)).toContain(quoteNumber);
  });

  /** The user's real tokens with their claims changed and signed again by `key` under the service's key id. */
  async function resigned(
    user: { IdToken: string; AccessToken: string },
    key: CryptoKey,
    claims: JWTPayload,
  ): Promise<{ IdToken: string; AccessToken: string }> {
    const { kid } = await signingKey((await getDatabase()).db);
    const sign = (token: string) =>
      new SignJWT({ ...decodeJwt(token), ...claims }).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
    return { IdToken: await sign(user.IdToken), AccessToken: await sign(user.AccessToken) };
  }

  async function quoteWithSession(user: { IdToken: string; AccessToken: string }, tag: string) {
    const body = { ...quoteBody(), contactEmail: `walk-in-${tag}@example.org` };
    const response = await POST(
      jsonRequest('/api/quote-service/public/v1/quotes', body, {
        headers: { 'Idempotency-Key': `${tag}-${Date.now()}`, cookie: amplifyCookies(user) },
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { quoteNumber: string }).quoteNumber;
  }

  it('is linked to the user only while the session tokens are genuine and unexpired', async () => {
    const user = await identityDriver(identity, () => '198.51.100.8').signedIn();
    const sub = decodeJwt(user.IdToken).sub!;
    const serviceKey = (await signingKey((await getDatabase()).db)).privateKey;
    const foreignKey = (await generateKeyPair('RS256')).privateKey;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const expired = { iat: nowSeconds - 7200, exp: nowSeconds - 3600 };

    // The control: re-signing as the service does keeps the session, so the two cases
    // below fail on the forged signature and the expiry, not on the re-signing.
    const genuine = await quoteWithSession(await resigned(user, serviceKey, {}), 'genuine');
    const forged = await quoteWithSession(await resigned(user, foreignKey, {}), 'forged');
    const stale = await quoteWithSession(await resigned(user, serviceKey, expired), 'expired');

    const mine = (await listQuotesForCustomer({ userId: sub, email: user.email })).map(
      (quote) => quote.number,
    );
    expect(mine).toContain(genuine);
    expect(mine).not.toContain(forged);
    expect(mine).not.toContain(stale);
  });
});
