import { eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { DomainError } from '@/lib/errors';
import { QUOTE_ACCESS_LINK_RATE_LIMIT, quoteForViewer, quotesOwnedBy } from '@/lib/orders/server';
import { QUOTE_ACCESS_LINK_LIFETIME_MS, quotePageLinkFor } from '@/lib/quotes/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { customer, storedQuote } from '@/tests/helpers/orders';

freshRateLimitsEachTest();

const tokenOf = (link: string) => new URL(link).searchParams.get('access')!;

/** What the viewer is told: the quote's number, or the one refusal message. */
async function answer(viewer: Parameters<typeof quoteForViewer>[0]): Promise<string> {
  try {
    return (await quoteForViewer(viewer)).number;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return `refused: ${error.message}`;
    throw error;
  }
}

const refused = 'refused: No such quote.';

describeWithDatabase('who may open a quote', () => {
  it('opens a quote for the account that sent it', async () => {
    const owner = customer();
    const quote = await storedQuote({ userId: owner.userId });
    expect(await answer({ number: quote.number, user: owner, address: nextVisitorAddress() })).toBe(
      quote.number,
    );
  });

  it('opens a guest quote for the account whose confirmed e-mail sent it, in any case, and not before it is confirmed', async () => {
    const quote = await storedQuote({ contactEmail: 'Guest.Buyer@Example.com' });
    const confirmed = customer({ email: 'guest.buyer@example.com', emailVerified: true });
    const unconfirmed = customer({ email: 'guest.buyer@example.com', emailVerified: false });
    expect(await answer({ number: quote.number, user: confirmed, address: nextVisitorAddress() })).toBe(
      quote.number,
    );
    expect(await answer({ number: quote.number, user: unconfirmed, address: nextVisitorAddress() })).toBe(
      refused,
    );
  });

  it('refuses anonymous visitors and other customers exactly as it refuses a quote that does not exist', async () => {
    const quote = await storedQuote({ userId: customer().userId });
    const address = nextVisitorAddress();
    expect(await answer({ number: quote.number, address })).toBe(refused);
    expect(await answer({ number: quote.number, user: customer(), address })).toBe(refused);
    expect(await answer({ number: 'Q-NO-SUCH-QUOTE', user: customer(), address })).toBe(refused);
  });

  it('opens the linked quote for a guest, again and again until the link expires, and no other quote', async () => {
    const { db } = await getDatabase();
    const quote = await storedQuote();
    const other = await storedQuote();
    const link = await quotePageLinkFor(db, quote);
    expect(link).toMatch(
      new RegExp(`^http://localhost:3000/quotes/${quote.number}\\?access=[A-Za-z0-9_-]{22}$`),
    );
    const accessToken = tokenOf(link);
    const address = nextVisitorAddress();
    expect(await answer({ number: quote.number, accessToken, address })).toBe(quote.number);
    expect(await answer({ number: quote.number, accessToken, address })).toBe(quote.number);
    expect(await answer({ number: other.number, accessToken, address })).toBe(refused);
    // Nor does the link lend its quote to a signed-in stranger's other quotes.
    expect(await answer({ number: other.number, accessToken, user: customer(), address })).toBe(refused);
  });

  it('keeps only the hash of the token, valid for the lifetime', async () => {
    const { db } = await getDatabase();
    const quote = await storedQuote();
    const before = Date.now();
    const accessToken = tokenOf(await quotePageLinkFor(db, quote));
    const rows = await db
      .select()
      .from(tables.quoteAccessLinks)
      .where(eq(tables.quoteAccessLinks.quoteId, quote.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(accessToken);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + QUOTE_ACCESS_LINK_LIFETIME_MS);
    expect(rows[0]!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + QUOTE_ACCESS_LINK_LIFETIME_MS);
  });

  it('refuses an expired link and a malformed one', async () => {
    const { db } = await getDatabase();
    const quote = await storedQuote();
    const accessToken = tokenOf(await quotePageLinkFor(db, quote));
    const address = nextVisitorAddress();
    expect(await answer({ number: quote.number, accessToken: `${accessToken}x`, address })).toBe(refused);
    expect(await answer({ number: quote.number, accessToken: "' or 1=1 --", address })).toBe(refused);
    expect(await answer({ number: quote.number, accessToken: '', address })).toBe(refused);
    await db
      .update(tables.quoteAccessLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.quoteAccessLinks.quoteId, quote.id));
    expect(await answer({ number: quote.number, accessToken, address })).toBe(refused);
  });

  it('stops counting guesses from one address at the limit, refusing even a good link there', async () => {
    const { db } = await getDatabase();
    const quote = await storedQuote();
    const accessToken = tokenOf(await quotePageLinkFor(db, quote));
    const guesser = nextVisitorAddress();
    for (let guess = 0; guess < QUOTE_ACCESS_LINK_RATE_LIMIT.limit; guess += 1) {
      expect(await answer({ number: quote.number, accessToken: 'A'.repeat(22), address: guesser })).toBe(
        refused,
      );
    }
    expect(await answer({ number: quote.number, accessToken, address: guesser })).toBe(refused);
    expect(await answer({ number: quote.number, accessToken, address: nextVisitorAddress() })).toBe(
      quote.number,
    );
  });

  it('does not count a good link against the limit, however often it is opened', async () => {
    const { db } = await getDatabase();
    const quote = await storedQuote();
    const accessToken = tokenOf(await quotePageLinkFor(db, quote));
    const customerAddress = nextVisitorAddress();
    for (let visit = 0; visit <= QUOTE_ACCESS_LINK_RATE_LIMIT.limit + 5; visit += 1) {
      expect(await answer({ number: quote.number, accessToken, address: customerAddress })).toBe(
        quote.number,
      );
    }
    // Guesses from that address are still counted, all of them.
    for (let guess = 0; guess < QUOTE_ACCESS_LINK_RATE_LIMIT.limit; guess += 1) {
      await answer({ number: quote.number, accessToken: 'A'.repeat(22), address: customerAddress });
    }
    expect(await answer({ number: quote.number, accessToken, address: customerAddress })).toBe(refused);
  });

  it('lists a guest quote in the dashboard of the account with that e-mail only once it is confirmed', async () => {
    const quote = await storedQuote({ contactEmail: 'Later.Signup@Example.com' });
    const unconfirmed = customer({ email: 'later.signup@example.com', emailVerified: false });
    const confirmed = { ...unconfirmed, emailVerified: true };
    expect((await quotesOwnedBy(unconfirmed)).map(({ pageNumber }) => pageNumber)).not.toContain(
      quote.number,
    );
    const listed = await quotesOwnedBy(confirmed);
    expect(listed.map(({ pageNumber, status }) => ({ pageNumber, status }))).toContainEqual({
      pageNumber: quote.number,
      status: 'received',
    });
    expect(await quotesOwnedBy(customer())).toEqual([]);
  });
});
