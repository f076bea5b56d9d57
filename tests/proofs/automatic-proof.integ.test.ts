import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { POST } from '@/app/api/quote-service/public/v1/quotes/route';
import { GET as picture } from '@/app/api/quotes/[number]/proof-pictures/[file]/route';
import type { SessionUser } from '@/lib/auth/server';
import { MAX_ARTWORK_BYTES } from '@/lib/constants';
import { getDatabase, tables } from '@/lib/db/server';
import { answerProof, type OrderActor } from '@/lib/orders/server';
import { proofDecisionMessages } from '@/lib/orders/proof-decision';
import {
  artworkQuarantined,
  automaticProofMessages,
  automaticProofOf,
  MAX_RENDER_ATTEMPTS,
  proofPicture,
  renderPendingProofs,
  rendersSettled,
  sendAutomaticProof,
} from '@/lib/proofs/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { artworkStorage } from '@/lib/storage/server';
import { pngOfPixels } from '@/tests/helpers/artwork-files';
import { captureLogLines } from '@/tests/helpers/console';
import { paintedImage, circle } from '@/tests/helpers/cut-line-images';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { uploadToLocalStore } from '@/tests/helpers/local-upload';
import { customer, storedQuote } from '@/tests/helpers/orders';
import { pdfPages } from '@/tests/helpers/pdf-text';
import { quoteBody } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { refusal } from '@/tests/helpers/refusals';

freshRateLimitsEachTest();
const errors = captureLogLines('error', '[proofs]');
const STAFF_EMAIL = 'proof-staff@example.com';
process.env.STAFF_EMAILS = STAFF_EMAIL;

const staffActor: OrderActor = { role: 'staff', name: 'Sam Staff' };
const staffUser = () =>
  customer({ email: STAFF_EMAIL, groups: ['staff'], emailVerified: true, name: 'Sam Staff' });

/** A transparent 300 px PNG with an opaque disc: a die-cut design. */
const discPng = () => pngOfPixels(paintedImage(300, circle(0.5, 0.5, 0.35)));

/** A die-cut quote with `artwork` stored, its automatic proof queued as submission queues it. */
async function queuedQuote(artwork: Buffer, fileName = 'logo.png', fileType = 'image/png') {
  const reference = await artworkStorage().storeFile(fileName, artwork, fileType);
  const quote = await storedQuote({ uploadOption: 'upload', uploadedFileUrl: reference, cutBorderIn: 0.25 });
  const { db } = await getDatabase();
  await db.insert(tables.automaticProofs).values({ quoteId: quote.id });
  return quote;
}

/** Renders until this quote's proof is no longer pending (after any render its submission started). */
async function renderUntilDone(quoteId: string) {
  await rendersSettled();
  for (let run = 0; run < 10; run += 1) {
    await renderPendingProofs();
    const row = await automaticProofOf(quoteId);
    if (row?.state !== 'pending') return row!;
  }
  throw new Error('The proof stayed pending.');
}

async function expireRetryWait(quoteId: string) {
  const { db } = await getDatabase();
  await db
    .update(tables.automaticProofs)
    .set({ claimedUntil: new Date(Date.now() - 1000) })
    .where(eq(tables.automaticProofs.quoteId, quoteId));
}

describeWithDatabase('the automatic proof', () => {
  it('is queued with a quote submitted with artwork, and drawn by the job: PDF, picture and digest stored', async () => {
    const response = await POST(
      jsonRequest(
        '/api/quote-service/public/v1/quotes',
        quoteBody({
          uploadOption: 'upload',
          uploadedFileUrl: await uploadToLocalStore(discPng(), {
            fileName: 'disc.png',
            fileType: 'image/png',
          }),
          cutBorderIn: 0.1875,
        }),
        { headers: { 'x-forwarded-for': nextVisitorAddress(), 'Idempotency-Key': crypto.randomUUID() } },
      ),
      undefined,
    );
    expect(response.status).toBe(201);
    const { quoteNumber } = await response.json();
    const { db } = await getDatabase();
    const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, quoteNumber));
    expect(quote!.cutBorderIn).toBe(0.1875);
    expect((await automaticProofOf(quote!.id))?.state).toMatch(/pending|ready/);

    const ready = await renderUntilDone(quote!.id);
    expect(ready).toMatchObject({ state: 'ready', version: 1, reason: null });
    const pdf = await artworkStorage().readStart(ready.fileRef!, MAX_ARTWORK_BYTES);
    expect(createHash('sha256').update(pdf!).digest('hex')).toBe(ready.sha256);
    const [text] = await pdfPages(pdf!);
    expect(text).toContain(`Quote ${quoteNumber} · Proof 1`);
    expect(text).toContain('White border: 3/16 in');
    expect(text).toContain('Quantity: 250');
    expect(text).toContain('Artwork check:');
    expect(
      (await sharp(await artworkStorage().readStart(ready.previewRef!, MAX_ARTWORK_BYTES)).metadata()).format,
    ).toBe('png');
  });

  it("stores a die-cut sent without a border with the shop's 1/8 in, and queues no proof without artwork", async () => {
    const response = await POST(
      jsonRequest('/api/quote-service/public/v1/quotes', quoteBody(), {
        headers: { 'x-forwarded-for': nextVisitorAddress(), 'Idempotency-Key': crypto.randomUUID() },
      }),
      undefined,
    );
    const { quoteNumber } = await response.json();
    const { db } = await getDatabase();
    const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, quoteNumber));
    expect(quote!.cutBorderIn).toBe(0.125);
    expect(await automaticProofOf(quote!.id)).toBeUndefined();
  });

  it('records artwork it cannot draw as failed at once, with a reason staff read', async () => {
    const quote = await queuedQuote(Buffer.from('%PDF-1.4\n%%EOF\n'), 'logo.pdf', 'application/pdf');
    const failed = await renderUntilDone(quote.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.reason).toContain('Please upload a proof by hand.');
    await expect(sendAutomaticProof({ quoteId: quote.id, actor: staffActor })).rejects.toThrow('not ready');
  });

  it('quarantines hostile PostScript it refuses for staff, with a reason that names no place on the server', async () => {
    const canary = await mkdtemp(path.join(tmpdir(), 'quarantine-canary-'));
    const hostile = Buffer.from(
      `%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 144 144\n(${canary}/owned.txt) (w) file closefile\nshowpage\n`,
      'latin1',
    );
    const quote = await queuedQuote(hostile, 'logo.eps', 'application/postscript');
    const failed = await renderUntilDone(quote.id);
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 1,
      reason:
        'The automatic proof could not draw this EPS or PostScript file. Please upload a proof by hand.',
    });
    expect(failed.reason).not.toMatch(/\/|\\/);
    expect(await artworkQuarantined(quote.id)).toBe(true);
    expect(await readdir(canary)).toEqual([]);
    await rm(canary, { recursive: true });
    // Never tried again, and not a proof staff can send.
    await renderPendingProofs();
    expect(await automaticProofOf(quote.id)).toMatchObject({ state: 'failed', attempts: 1 });
    await expect(sendAutomaticProof({ quoteId: quote.id, actor: staffActor })).rejects.toThrow('not ready');

    const drawn = await queuedQuote(discPng());
    expect(await artworkQuarantined(drawn.id)).toBe(false);
    await renderUntilDone(drawn.id);
    expect(await artworkQuarantined(drawn.id)).toBe(false);
  });

  it(`retries a render that fails for an unknown reason, and gives up after ${MAX_RENDER_ATTEMPTS} tries`, async () => {
    // A PNG whose header promises pixels its data does not hold: read, then failing to decode.
    const truncated = discPng().subarray(0, 120);
    const quote = await queuedQuote(truncated);
    for (let attempt = 1; attempt < MAX_RENDER_ATTEMPTS; attempt += 1) {
      const row = await renderUntilDoneOrWaiting(quote.id);
      expect(row).toMatchObject({
        state: 'pending',
        attempts: attempt,
        reason: automaticProofMessages.gaveUp,
      });
      await expireRetryWait(quote.id);
    }
    const failed = await renderUntilDoneOrWaiting(quote.id);
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: MAX_RENDER_ATTEMPTS,
      reason: automaticProofMessages.gaveUp,
    });
    expect(errors.lines().length).toBe(MAX_RENDER_ATTEMPTS);
    expect(errors.lines()[0]).toContain(`[proofs] drawing the proof of quote ${quote.id} failed`);
  });

  it('draws a proof whose render was cut off by a crash once its lease has ended', async () => {
    const quote = await queuedQuote(discPng());
    const { db } = await getDatabase();
    // A render took the row, then its process died: the lease is still running...
    await db
      .update(tables.automaticProofs)
      .set({ attempts: 1, claimedUntil: new Date(Date.now() + 60_000) })
      .where(eq(tables.automaticProofs.quoteId, quote.id));
    await renderPendingProofs();
    expect((await automaticProofOf(quote.id))?.state).toBe('pending');
    // ...and once it has ended, the next run draws it.
    await expireRetryWait(quote.id);
    expect(await renderUntilDone(quote.id)).toMatchObject({ state: 'ready', attempts: 2 });
  });

  it('is sent by staff as a new proof version; the customer must tick the check, and the approval records what they saw', async () => {
    const quote = await queuedQuote(discPng());
    const ready = await renderUntilDone(quote.id);
    const { version } = await sendAutomaticProof({ quoteId: quote.id, actor: staffActor });
    expect(version).toBe(1);
    const { db } = await getDatabase();
    const [proof] = await db.select().from(tables.proofs).where(eq(tables.proofs.quoteId, quote.id));
    expect(proof).toMatchObject({
      version: 1,
      status: 'pending',
      fileRef: ready.fileRef,
      sha256: ready.sha256,
      previewRef: ready.previewRef,
      fileType: 'application/pdf',
    });
    const [updated] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quote.id));
    expect(updated!.status).toBe('proof_sent');

    const owner = customer({ email: quote.contactEmail });
    const answer = { number: quote.number, proofId: proof!.id, decision: 'approve' };
    const eventsBefore = await db
      .select()
      .from(tables.quoteEvents)
      .where(eq(tables.quoteEvents.quoteId, quote.id));
    const unticked = await answerProof(answer, { user: owner, address: nextVisitorAddress() });
    expect(unticked).toEqual({ checkedError: proofDecisionMessages.checkRequired, comment: '' });
    const tickedWrong = await answerProof(
      { ...answer, checked: 'on' },
      { user: owner, address: nextVisitorAddress() },
    );
    expect(tickedWrong.checkedError).toBe(proofDecisionMessages.checkRequired);
    const eventsAfter = await db
      .select()
      .from(tables.quoteEvents)
      .where(eq(tables.quoteEvents.quoteId, quote.id));
    expect(eventsAfter).toHaveLength(eventsBefore.length);
    expect((await db.select().from(tables.proofs).where(eq(tables.proofs.id, proof!.id)))[0]!.status).toBe(
      'pending',
    );

    const approved = await answerProof(
      { ...answer, checked: 'yes' },
      { user: owner, address: nextVisitorAddress() },
    );
    expect(approved).toMatchObject({ ok: true, message: proofDecisionMessages.approved });
    const history = await db
      .select()
      .from(tables.quoteEvents)
      .where(eq(tables.quoteEvents.quoteId, quote.id));
    const approval = history.find((event) => event.toStage === 'approved');
    expect(approval?.details).toEqual({ proofId: proof!.id, version: 1, sha256: ready.sha256 });
  });

  it('is drawn again for the next version when another proof was sent since', async () => {
    const quote = await queuedQuote(discPng());
    await renderUntilDone(quote.id);
    await sendAutomaticProof({ quoteId: quote.id, actor: staffActor });
    const second = await sendAutomaticProof({ quoteId: quote.id, actor: staffActor });
    expect(second.version).toBe(2);
    const row = await automaticProofOf(quote.id);
    expect(row?.version).toBe(2);
    const [text] = await pdfPages((await artworkStorage().readStart(row!.fileRef!, MAX_ARTWORK_BYTES))!);
    expect(text).toContain(`Quote ${quote.number} · Proof 2`);
  });
});

describeWithDatabase("the proof's picture", () => {
  /** A quote whose automatic proof was sent as proof 1, and its guest link's token. */
  async function sentQuote() {
    const quote = await queuedQuote(discPng());
    await renderUntilDone(quote.id);
    await sendAutomaticProof({ quoteId: quote.id, actor: staffActor });
    const { db } = await getDatabase();
    const accessToken = new URL(await quotePageLinkFor(db, quote)).searchParams.get('access')!;
    return { quote, accessToken };
  }
  const ask = (quoteNumber: string, fileName: string, viewer: { user?: SessionUser; accessToken?: string }) =>
    proofPicture({ quoteNumber, fileName, address: nextVisitorAddress(), ...viewer });

  it('is served to the quote owner, its guest link and staff; the unsent automatic proof to staff only', async () => {
    const { quote, accessToken } = await sentQuote();
    const owner = customer({ email: quote.contactEmail });
    for (const viewer of [{ user: owner }, { accessToken }, { user: staffUser() }]) {
      expect((await sharp(await ask(quote.number, 'proof-1.png', viewer)).metadata()).format).toBe('png');
    }
    expect(await ask(quote.number, 'automatic.png', { user: staffUser() })).toBeInstanceOf(Uint8Array);
    for (const viewer of [{ user: owner }, { accessToken }]) {
      expect((await refusal(ask(quote.number, 'automatic.png', viewer))).kind).toBe('not_found');
    }
  });

  it('is refused, the same way, to anonymous visitors, other customers, non-staff, other links and other names', async () => {
    const { quote } = await sentQuote();
    const other = await sentQuote();
    const attempts: [string, () => Promise<unknown>][] = [
      ['anonymous', () => ask(quote.number, 'proof-1.png', {})],
      ['another customer', () => ask(quote.number, 'proof-1.png', { user: customer() })],
      [
        'a non-staff user claiming the group',
        () => ask(quote.number, 'automatic.png', { user: customer({ groups: ['staff'] }) }),
      ],
      ["another quote's link", () => ask(quote.number, 'proof-1.png', { accessToken: other.accessToken })],
      ['a version that does not exist', () => ask(quote.number, 'proof-2.png', { user: staffUser() })],
      ['another name', () => ask(quote.number, '../proof-1.png', { user: staffUser() })],
    ];
    for (const [who, attempt] of attempts) {
      const error = await refusal(attempt());
      expect([who, error.kind, error.message]).toEqual([who, 'not_found', 'No such picture.']);
    }
  });

  it('is a PNG the route answers with no-store, and a 404 without access', async () => {
    const { quote, accessToken } = await sentQuote();
    const get = (query: string) =>
      picture(
        new Request(`http://localhost:3000/api/quotes/${quote.number}/proof-pictures/proof-1.png${query}`, {
          headers: { 'x-forwarded-for': nextVisitorAddress() },
        }),
        { params: Promise.resolve({ number: quote.number, file: 'proof-1.png' }) },
      );
    const shown = await get(`?access=${accessToken}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect((await get('')).status).toBe(404);
  });
});

/** Runs the job once more for this quote: its row as the run left it (pending while it waits for a retry). */
async function renderUntilDoneOrWaiting(quoteId: string) {
  await renderPendingProofs();
  return (await automaticProofOf(quoteId))!;
}
