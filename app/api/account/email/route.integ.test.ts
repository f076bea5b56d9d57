import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/account/email/route';
import { EMAIL_CHECK_RATE_LIMIT } from '@/lib/auth/server';
import { tables } from '@/lib/db/server';
import { emailChangedNotice } from '@/lib/identity/server';
import { listOutbox } from '@/lib/messaging/server';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { cognitoPoolStandIn } from '@/tests/helpers/cognito-pool';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { freshRateLimitsEachTest } from '@/tests/helpers/rate-limits';

/*
 * Issue 33 §2 on an Amazon Cognito pool (a Cognito-compatible stand-in on a local port, see
 * tests/helpers/cognito-pool.ts). Like Cognito, the stand-in changes a user's e-mail without the
 * site's knowing: the test writes the pool's record directly, as a confirmed change on a real
 * pool would leave it.
 */
captureLogLines('info', '[outbox]');
freshRateLimitsEachTest();

const HOUR = 60 * 60 * 1000;
/** How far behind the real clock the pool signs tokens: 2 hours makes them expired. */
let poolClockLagMs = 0;
const { pool, keepKeySetIn } = cognitoPoolStandIn({ now: () => new Date(Date.now() - poolClockLagMs) });

/**
 * A JWT whose signature has one character changed mid-way (the last character of an RS256
 * signature carries padding bits that a decoder may ignore, so changing it can leave it whole).
 */
function tamperedJwt(token: string): string {
  const middle = token.lastIndexOf('.') + 100;
  return `${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`;
}

const noticeSubject = emailChangedNotice('', '').subject;

/** The change notices sent to `address`. */
const noticesTo = async (address: string) =>
  (await listOutbox({ recipient: address })).filter((message) => message.subject === noticeSubject);

describeWithDatabase('telling the old address of an e-mail change on a Cognito pool', (database) => {
  const driver = identityDriver(pool.handle, () => '198.51.100.33');

  keepKeySetIn(database);

  const check = (cookie: string, body: unknown = '', origin?: string) =>
    POST(jsonRequest('/api/account/email', body, { headers: { cookie }, ...(origin ? { origin } : {}) }), {});

  /** What the pool's own record says after a confirmed change of e-mail. */
  const poolChangesEmail = async (sub: string, email: string) => {
    const users = tables.identityUsers;
    await database().db.update(users).set({ email, username: email }).where(eq(users.id, sub));
  };

  const heldAddress = async (sub: string) => {
    const records = tables.poolAccountEmails;
    const [row] = await database().db.select().from(records).where(eq(records.userId, sub));
    return row?.email;
  };

  it('holds the address before a change, tells the old one once after it, and never the new one', async () => {
    const user = await driver.signedIn();
    const cookie = amplifyCookies(user);
    const before = await check(cookie);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ oldAddressTold: false });
    expect(await heldAddress(subOf(user.IdToken))).toBe(user.email);

    const moved = newPerson('moved').email;
    await poolChangesEmail(subOf(user.IdToken), moved);
    const after = await check(cookie);
    expect(await after.json()).toEqual({ oldAddressTold: true });
    const expected = emailChangedNotice(user.email, moved);
    const notices = await noticesTo(user.email);
    expect(notices.map(({ subject, body }) => ({ subject, body }))).toEqual([
      { subject: expected.subject, body: expected.text },
    ]);
    expect(notices[0]?.body).not.toContain(moved);
    expect(await noticesTo(moved)).toEqual([]);
    expect(await heldAddress(subOf(user.IdToken))).toBe(moved);

    // Replayed, one after another or at once: nothing more to tell.
    const replays = await Promise.all([check(cookie), check(cookie), check(cookie)]);
    expect(await Promise.all(replays.map((reply) => reply.json()))).toEqual(
      Array(3).fill({ oldAddressTold: false }),
    );
    expect(await noticesTo(user.email)).toHaveLength(1);
  });

  it('tells a change once when the checks after it arrive together', async () => {
    const user = await driver.signedIn();
    const cookie = amplifyCookies(user);
    await check(cookie);
    await poolChangesEmail(subOf(user.IdToken), newPerson('together').email);
    const replies = await Promise.all([check(cookie), check(cookie), check(cookie)]);
    const told = await Promise.all(replies.map(async (reply) => (await reply.json()).oldAddressTold));
    expect(told.filter(Boolean)).toHaveLength(1);
    expect(await noticesTo(user.email)).toHaveLength(1);
  });

  it("takes the old address from the site's record, whatever the request body says", async () => {
    const user = await driver.signedIn();
    const stranger = newPerson('stranger').email;
    const cookie = amplifyCookies(user);
    await check(cookie, { email: stranger, oldEmail: stranger, userId: 'someone-else' });
    await poolChangesEmail(subOf(user.IdToken), newPerson('moved').email);
    const reply = await check(cookie, { oldEmail: stranger, to: stranger });
    expect(await reply.json()).toEqual({ oldAddressTold: true });
    expect(await noticesTo(stranger)).toEqual([]);
    expect(await noticesTo(user.email)).toHaveLength(1);
  });

  it("acts for the token's own user only: another's change is not told, mixed tokens are no session", async () => {
    const alice = await driver.signedIn();
    const bob = await driver.signedIn();
    await check(amplifyCookies(alice));
    await check(amplifyCookies(bob));
    await poolChangesEmail(subOf(bob.IdToken), newPerson('bob-moved').email);

    expect(await (await check(amplifyCookies(alice))).json()).toEqual({ oldAddressTold: false });
    // Alice's ID token beside Bob's access token: the two name different users.
    const mixed = amplifyCookies({ IdToken: alice.IdToken, AccessToken: bob.AccessToken });
    expect((await check(mixed)).status).toBe(401);
    expect(await noticesTo(bob.email)).toEqual([]);

    expect(await (await check(amplifyCookies(bob))).json()).toEqual({ oldAddressTold: true });
    expect(await noticesTo(bob.email)).toHaveLength(1);
    expect(await noticesTo(alice.email)).toEqual([]);
  });

  it('refuses forged, expired and revoked tokens and a visitor without any with 401, telling nobody', async () => {
    const user = await driver.signedIn();
    await check(amplifyCookies(user));
    await poolChangesEmail(subOf(user.IdToken), newPerson('moved').email);

    const forgedId = amplifyCookies({ ...user, IdToken: tamperedJwt(user.IdToken) });
    const forgedAccess = amplifyCookies({ ...user, AccessToken: tamperedJwt(user.AccessToken) });
    for (const cookie of [forgedId, forgedAccess, '']) {
      const reply = await check(cookie);
      expect(reply.status).toBe(401);
      expect(await reply.json()).toMatchObject({ code: 'Unauthorized', message: 'Please sign in again.' });
    }

    poolClockLagMs = 2 * HOUR;
    const late = await driver.signedIn();
    poolClockLagMs = 0;
    expect((await check(amplifyCookies(late))).status).toBe(401);

    // Signed out everywhere: the tokens still verify offline, but the pool refuses them.
    const signedOut = await driver.call('GlobalSignOut', { AccessToken: user.AccessToken });
    expect(signedOut.status).toBe(200);
    expect((await check(amplifyCookies(user))).status).toBe(401);
    expect(await noticesTo(user.email)).toEqual([]);
    expect(await noticesTo(late.email)).toEqual([]);
  });

  it('answers odd bodies without a 5xx, and refuses another origin with 403', async () => {
    const user = await driver.signedIn();
    const cookie = amplifyCookies(user);
    for (const body of ['{', 'null', '[]', '"\u0000"', 'x'.repeat(100_000), { email: ['a', 'b'] }]) {
      expect((await check(cookie, body)).status).toBe(200);
    }
    expect((await check(cookie, '', 'https://evil.example')).status).toBe(403);
  });

  it('records no address the pool has not verified', async () => {
    const user = await driver.signedIn();
    const sub = subOf(user.IdToken);
    await database()
      .db.update(tables.identityUsers)
      .set({ confirmed: false })
      .where(eq(tables.identityUsers.id, sub));
    expect(await (await check(amplifyCookies(user))).json()).toEqual({ oldAddressTold: false });
    expect(await heldAddress(sub)).toBeUndefined();
  });

  it('limits the checks per address, as each one is a call to the pool', async () => {
    const user = await driver.signedIn();
    const cookie = amplifyCookies(user);
    for (let call = 0; call < EMAIL_CHECK_RATE_LIMIT.limit; call += 1) {
      expect((await check(cookie)).status).toBe(200);
    }
    const refused = await check(cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
