import { eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { answerProof, sendProof } from '@/lib/orders/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import type { ProofDecisionForm } from '@/lib/orders/customer-decision';
import { proofDecisionMessages } from '@/lib/orders/proof-decision';
import { describeWithDatabase } from '@/tests/helpers/database';
import { customer, mailTo, storedQuote, uploadedFile } from '@/tests/helpers/orders';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

freshRateLimitsEachTest();

const SHOP = 'support@coastlineprint.co';

/** A quote waiting for the answer to its first proof, and a guest link to it. */
async function quoteWithProof(overrides: Parameters<typeof storedQuote>[0] = {}) {
  const { db } = await getDatabase();
  const quote = await storedQuote(overrides);
  const { proofId } = await sendProof({
    quoteId: quote.id,
    upload: await uploadedFile(),
    message: 'Here is your proof.',
    actor: { role: 'staff', name: 'Sam Staff' },
  });
  const accessToken = new URL(await quotePageLinkFor(db, quote)).searchParams.get('access')!;
  return { quote, proofId, accessToken };
}

/** Everything an answer could change: the stage, the proofs, the history, the shop's mail. */
async function stateOf(quoteId: string) {
  const { db } = await getDatabase();
  const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quoteId));
  const proofs = await db.select().from(tables.proofs).where(eq(tables.proofs.quoteId, quoteId));
  const events = await db.select().from(tables.quoteEvents).where(eq(tables.quoteEvents.quoteId, quoteId));
  return {
    stage: quote!.status,
    proofs: proofs.map(({ status, decisionComment }) => ({ status, decisionComment })),
    events: events.length,
    shopMail: (await mailTo(SHOP)).length,
  };
}

const refusedMessages = [proofDecisionMessages.noSuchQuote, proofDecisionMessages.notAnswerable];

describeWithDatabase("the customer's answer to a proof", () => {
  it("refuses anonymous visitors, other customers, other quotes' links, expired and malformed links, changing nothing", async () => {
    const { db } = await getDatabase();
    const { quote, proofId, accessToken } = await quoteWithProof();
    const other = await quoteWithProof();
    const before = await stateOf(quote.id);
    const answer = {
      number: quote.number,
      proofId,
      decision: 'approve',
      checked: 'yes',
    } satisfies ProofDecisionForm;
    const address = nextVisitorAddress();

    const attempts: [string, Promise<Awaited<ReturnType<typeof answerProof>>>][] = [
      ['anonymous', answerProof(answer, { address })],
      ['another customer', answerProof(answer, { user: customer(), address })],
      ['a link for another quote', answerProof({ ...answer, accessToken: other.accessToken }, { address })],
      ['a malformed link', answerProof({ ...answer, accessToken: `${accessToken}!` }, { address })],
      [
        "another quote's proof through this quote's link",
        answerProof({ ...answer, proofId: other.proofId, accessToken }, { address }),
      ],
      ['an unknown decision', answerProof({ ...answer, decision: 'ship-it', accessToken }, { address })],
    ];
    for (const [who, attempt] of attempts) {
      const result = await attempt;
      expect({ who, ok: result.ok }).toEqual({ who, ok: false });
      expect(refusedMessages).toContain(result.message);
    }
    await db
      .update(tables.quoteAccessLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.quoteAccessLinks.quoteId, quote.id));
    const expired = await answerProof({ ...answer, accessToken }, { address });
    expect(expired).toMatchObject({ ok: false, message: proofDecisionMessages.noSuchQuote });

    expect(await stateOf(quote.id)).toEqual(before);
    expect(await stateOf(other.quote.id)).toMatchObject({
      stage: 'proof_sent',
      proofs: [{ status: 'pending' }],
    });
  });

  it('asks for a comment before requesting changes, keeping what was typed, and changes nothing', async () => {
    const { quote, proofId, accessToken } = await quoteWithProof();
    const before = await stateOf(quote.id);
    const result = await answerProof(
      { number: quote.number, proofId, decision: 'request_changes', comment: '   ', accessToken },
      { address: nextVisitorAddress() },
    );
    expect(result).toEqual({ commentError: proofDecisionMessages.commentRequired, comment: '   ' });
    const tooLong = 'x'.repeat(2001);
    expect(
      await answerProof(
        { number: quote.number, proofId, decision: 'request_changes', comment: tooLong, accessToken },
        { address: nextVisitorAddress() },
      ),
    ).toEqual({ commentError: proofDecisionMessages.commentTooLong, comment: tooLong });
    const nul = 'Bigger logo\u0000 please';
    expect(
      await answerProof(
        { number: quote.number, proofId, decision: 'request_changes', comment: nul, accessToken },
        { address: nextVisitorAddress() },
      ),
    ).toEqual({ commentError: 'This field must not contain control characters.', comment: nul });
    expect(
      await answerProof(
        { number: `${quote.number}\u0000`, proofId, decision: 'approve', checked: 'yes', accessToken },
        { address: nextVisitorAddress() },
      ),
    ).toEqual({ ok: false, message: proofDecisionMessages.notAnswerable, comment: '' });
    expect(await stateOf(quote.id)).toEqual(before);
  });

  it('keeps the line breaks of a comment', async () => {
    const { quote, proofId, accessToken } = await quoteWithProof();
    const comment = 'Two changes:\r\n1. Bigger logo\n2. Blue border';
    expect(
      await answerProof(
        { number: quote.number, proofId, decision: 'request_changes', comment, accessToken },
        { address: nextVisitorAddress() },
      ),
    ).toMatchObject({ ok: true });
    expect((await stateOf(quote.id)).proofs.map((proof) => proof.decisionComment)).toContain(comment);
  });

  it('approves through the guest link once: a second answer is refused', async () => {
    const { quote, proofId, accessToken } = await quoteWithProof();
    const answer = { number: quote.number, proofId, decision: 'approve', checked: 'yes', accessToken };
    expect(await answerProof(answer, { address: nextVisitorAddress() })).toEqual({
      ok: true,
      message: proofDecisionMessages.approved,
      comment: '',
    });
    const after = await stateOf(quote.id);
    expect(after).toMatchObject({ stage: 'approved', proofs: [{ status: 'approved' }] });
    const again = await answerProof(
      { ...answer, decision: 'request_changes', comment: 'Bigger' },
      {
        address: nextVisitorAddress(),
      },
    );
    expect(again).toEqual({ ok: false, message: proofDecisionMessages.notAnswerable, comment: 'Bigger' });
    expect(await stateOf(quote.id)).toEqual(after);
  });

  it('requests changes as the signed-in owner (by confirmed e-mail), and tells the shop', async () => {
    const { quote, proofId } = await quoteWithProof({ contactEmail: 'Owner.Person@example.com' });
    const owner = customer({ email: 'owner.person@example.com', name: 'Owner Person' });
    const before = await stateOf(quote.id);
    const result = await answerProof(
      { number: quote.number, proofId, decision: 'request_changes', comment: 'Make the logo bigger.' },
      { user: owner, address: nextVisitorAddress() },
    );
    expect(result).toMatchObject({ ok: true, message: proofDecisionMessages.changesRequested });
    expect(await stateOf(quote.id)).toEqual({
      stage: 'changes_requested',
      proofs: [{ status: 'changes_requested', decisionComment: 'Make the logo bigger.' }],
      events: before.events + 1,
      shopMail: before.shopMail + 1,
    });
  });
});
