import { POST } from '@/app/api/account/email/route';
import { POST as identity } from '@/app/api/identity/route';
import { tables } from '@/lib/db/server';
import { emailChangedNotice } from '@/lib/identity/server';
import { listOutbox } from '@/lib/messaging/server';
import { amplifyCookies } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { latestCode } from '@/tests/helpers/identity-server';
import { freshRateLimitsEachTest } from '@/tests/helpers/rate-limits';

captureLogLines('info', '[outbox]');
freshRateLimitsEachTest();

describeWithDatabase('the e-mail check with the built-in identity service', (database) => {
  const driver = identityDriver(identity, () => '198.51.100.34');
  const check = (cookie: string) => POST(jsonRequest('/api/account/email', '', { headers: { cookie } }), {});

  it('adds nothing to the notice the service sends itself: the old address hears once', async () => {
    const user = await driver.signedIn();
    const cookie = amplifyCookies(user);
    expect(await (await check(cookie)).json()).toEqual({ oldAddressTold: false });

    const moved = newPerson('moved').email;
    const update = await driver.call('UpdateUserAttributes', {
      AccessToken: user.AccessToken,
      UserAttributes: [{ Name: 'email', Value: moved }],
    });
    expect(update.status).toBe(200);
    const verify = await driver.call('VerifyUserAttribute', {
      AccessToken: user.AccessToken,
      AttributeName: 'email',
      Code: await latestCode(moved),
    });
    expect(verify.status).toBe(200);
    expect(await (await check(cookie)).json()).toEqual({ oldAddressTold: false });

    const { subject } = emailChangedNotice(user.email, moved);
    const notices = (await listOutbox({ recipient: user.email })).filter(
      (entry) => entry.subject === subject,
    );
    expect(notices).toHaveLength(1);
    expect(await database().db.select().from(tables.poolAccountEmails)).toEqual([]);
  });

  it('still refuses a visitor without a session', async () => {
    expect((await check('')).status).toBe(401);
  });
});
