import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/quote-service/public/v1/quotes/route';
import { GET as openArtworkLink } from '@/app/api/quotes/artwork/[token]/route';
import { GET as download } from '@/app/api/uploads/[key]/route';
import { getDatabase, tables } from '@/lib/db/server';
import { listOutbox, shopInboxAddress } from '@/lib/messaging/server';
import { ARTWORK_LINK_LIFETIME_MS, ARTWORK_LINK_RATE_LIMIT } from '@/lib/quotes/server';
import { site } from '@/content/site';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { uploadToLocalStore as uploaded } from '@/tests/helpers/local-upload';
import { pdfBytes, quoteBody } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { alteredToken } from '@/tests/helpers/tokens';

freshRateLimitsEachTest();

const LINK_PATTERN = /^Artwork: (http:\/\/localhost:3000\/api\/quotes\/artwork\/[A-Za-z0-9_-]{22})$/m;

/** Submits a quote; answers its number and contact address. */
async function submitQuote(overrides: Record<string, unknown> = {}) {
  const body = quoteBody(overrides);
  const response = await POST(
    jsonRequest('/api/quote-service/public/v1/quotes', body, {
      headers: { 'x-forwarded-for': nextVisitorAddress(), 'Idempotency-Key': `link-${crypto.randomUUID()}` },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  return { number: (await response.json()).quoteNumber as string, contactEmail: body.contactEmail };
}

/** The text of the e-mail to `recipient` whose subject is `subject`. */
async function emailText(recipient: string, subject: string): Promise<string> {
  const messages = await listOutbox({ recipient, limit: 1000 });
  const message = messages.find((candidate) => candidate.subject === subject);
  if (!message) throw new Error(`No e-mail "${subject}" to ${recipient}.`);
  return message.body;
}

const shopNotice = (number: string) =>
  emailText(shopInboxAddress(site.email), `New quote ${number} from Dana Rivera`);

function open(link: string, address = nextVisitorAddress()): Promise<Response> {
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
  return openArtworkLink(new Request(link, { headers: { 'x-forwarded-for': address } }), {
    params: Promise.resolve({ token }),
  });
}

async function linkOf(number: string): Promise<string> {
  const match = LINK_PATTERN.exec(await shopNotice(number));
  if (!match) throw new Error('The shop e-mail has no artwork link.');
  return match[1]!;
}

describeWithDatabase('artwork link in the shop e-mail (built-in storage)', () => {
  it('links the shop to the exact file through a stable link that answers a fresh download link', async () => {
    const body = pdfBytes(70_000);
    body.write('%PDF-1.4 this quote only', 0);
    const { number, contactEmail } = await submitQuote({
      uploadOption: 'upload',
      uploadedFileUrl: await uploaded(body),
    });
    const link = await linkOf(number);

    const answer = await open(link);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const target = new URL(answer.headers.get('location')!);
    expect(target.pathname).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}-shop-logo.pdf$/);
    expect(target.searchParams.get('signature')).toBeTruthy();

    const key = decodeURIComponent(target.pathname.split('/').pop()!);
    const file = await download(new Request(target), { params: Promise.resolve({ key }) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="shop-logo.pdf"');
    expect(Buffer.from(await file.arrayBuffer()).equals(body)).toBe(true);

    // The link keeps working: each visit signs a new short-lived download.
    expect((await open(link)).status).toBe(302);

    const confirmation = await emailText(contactEmail, `We received your quote ${number}`);
    expect(confirmation).toContain('Artwork: received');
    expect(confirmation).not.toContain('/api/quotes/artwork/');
    expect(confirmation).not.toContain('/api/uploads/');
  });

  it('stores only the hash of the token', async () => {
    const { number } = await submitQuote({
      uploadOption: 'upload',
      uploadedFileUrl: await uploaded(pdfBytes()),
    });
    const token = (await linkOf(number)).split('/').pop()!;
    const { db } = await getDatabase();
    const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, number));
    expect(row!.artworkTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('puts no link in either e-mail of a quote without artwork', async () => {
    const { number, contactEmail } = await submitQuote();
    expect(await shopNotice(number)).toContain('Artwork: to be sent later');
    expect(await emailText(contactEmail, `We received your quote ${number}`)).toContain(
      'Artwork: to be sent later',
    );
    const { db } = await getDatabase();
    const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, number));
    expect(row!.artworkTokenHash).toBeNull();
  });

  it('answers an unknown, a tampered or a malformed token with the same 404', async () => {
    const { number } = await submitQuote({
      uploadOption: 'upload',
      uploadedFileUrl: await uploaded(pdfBytes()),
    });
    const link = await linkOf(number);
    const tampered = alteredToken(link);
    const unknown = `http://localhost:3000/api/quotes/artwork/${'A'.repeat(22)}`;
    const malformed = `http://localhost:3000/api/quotes/artwork/${encodeURIComponent('../uploads/x\u0000')}`;
    const answers = await Promise.all([tampered, unknown, malformed, `${link}A`].map((url) => open(url)));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(answers.every((answer) => answer.headers.get('location') === null)).toBe(true);
    expect(new Set(bodies).size).toBe(1);
  });

  it('expires the link once the quote is older than the lifetime, with the same 404', async () => {
    const { number } = await submitQuote({
      uploadOption: 'upload',
      uploadedFileUrl: await uploaded(pdfBytes()),
    });
    const link = await linkOf(number);
    const unknown = await (await open(`http://localhost:3000/api/quotes/artwork/${'B'.repeat(22)}`)).text();
    const { db } = await getDatabase();
    const age = (ms: number) =>
      db
        .update(tables.quotes)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(tables.quotes.number, number));

    await age(ARTWORK_LINK_LIFETIME_MS - 60_000);
    expect((await open(link)).status).toBe(302);
    await age(ARTWORK_LINK_LIFETIME_MS + 60_000);
    const expired = await open(link);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toBe(unknown);
  });

  it('limits how often one address may open links (429), not others', async () => {
    const address = nextVisitorAddress();
    const probe = `http://localhost:3000/api/quotes/artwork/${'C'.repeat(22)}`;
    for (let index = 0; index < ARTWORK_LINK_RATE_LIMIT.limit; index += 1) {
      expect((await open(probe, address)).status).toBe(404);
    }
    const limited = await open(probe, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await open(probe)).status).toBe(404);
  });
});
