import { POST as identity } from '@/app/api/identity/route';
import { POST } from '@/app/api/quote-service/public/v1/quotes/route';
import { BUILT_IN_CLIENT_ID } from '@/lib/identity';
import { amplifyCookieName } from '@/lib/auth/cookies';
import { listQuotesForCustomer } from '@/lib/quotes';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { quoteBody, setTemporaryDataDir } from '@/tests/helpers/quotes';

setTemporaryDataDir();

describeWithDatabase('a quote sent while signed in', () => {
  it('is stored with the user id and listed for the user even under another contact e-mail', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
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

  it('is not linked to anyone when the session cookie is forged', async () => {
    const forged = `${amplifyCookieName(`CognitoIdentityServiceProvider.${BUILT_IN_CLIENT_ID}.LastAuthUser`)}=someone`;
    const body = { ...quoteBody(), contactEmail: 'walk-in@example.org' };
    const response = await POST(
      jsonRequest('/api/quote-service/public/v1/quotes', body, {
        headers: { 'Idempotency-Key': `forged-${Date.now()}`, cookie: forged },
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    const { quoteNumber } = await response.json();
    expect((await listQuotesForCustomer({ userId: 'someone', email: 'nobody@example.org' })).map((q) => q.number)).not.toContain(quoteNumber);
  });
});
