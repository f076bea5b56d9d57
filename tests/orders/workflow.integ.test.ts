import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { changeStage, decideProof, sendProof, writeOnQuote, type OrderActor } from '@/lib/orders/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { mailTo, payInFull, quoteStage, storedQuote, uploadedFile } from '@/tests/helpers/orders';
import { testDataDir } from '@/tests/helpers/quotes';
import { removeAbandonedArtwork } from '@/lib/quotes/server';
import { refusal } from '@/tests/helpers/refusals';

const dataDir = testDataDir();

const staff: OrderActor = { role: 'staff', name: 'Sam Staff' };
const customer: OrderActor = { role: 'customer', name: 'Dana Rivera' };
const SHOP = 'support@coastlineprint.co';

async function eventsOf(quoteId: string) {
  const { db } = await getDatabase();
  const rows = await db.select().from(tables.quoteEvents).where(eq(tables.quoteEvents.quoteId, quoteId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function proofsOf(quoteId: string) {
  const { db } = await getDatabase();
  const rows = await db.select().from(tables.proofs).where(eq(tables.proofs.quoteId, quoteId));
  return rows.sort((a, b) => a.version - b.version);
}

/** A quote whose first proof the customer approved, and which is paid in full. */
async function approvedQuote(fulfillmentMethod = 'ship') {
  const quote = await storedQuote({ fulfillmentMethod });
  const { proofId } = await sendProof({
    quoteId: quote.id,
    upload: await uploadedFile(),
    message: 'Proof 1',
    actor: staff,
  });
  await decideProof({ quoteId: quote.id, proofId, decision: 'approve', actor: customer });
  await payInFull(quote);
  return quote;
}

describeWithDatabase('order workflow', () => {
  it('sends a proof: version 1, stage proof sent, an event, and an e-mail to the customer with a link to the quote page', async () => {
    const quote = await storedQuote();
    const { version } = await sendProof({
      quoteId: quote.id,
      upload: await uploadedFile('Logo Proof.pdf'),
      message: 'Here is your proof.',
      actor: staff,
    });
    expect(version).toBe(1);
    expect(await quoteStage(quote.id)).toBe('proof_sent');
    const [proof] = await proofsOf(quote.id);
    expect(proof).toMatchObject({ status: 'pending', fileName: 'Logo Proof.pdf', sentBy: 'Sam Staff' });
    const [event] = await eventsOf(quote.id);
    expect(event).toMatchObject({
      kind: 'stage',
      fromStage: 'received',
      toStage: 'proof_sent',
      actorName: 'Sam Staff',
    });
    const [mail] = await mailTo(quote.contactEmail);
    expect(mail!.subject).toBe(`Proof 1 for quote ${quote.number} is ready`);
    expect(mail!.body).toContain('Here is your proof.');
    expect(mail!.body).toMatch(new RegExp(`/quotes/${quote.number}\\?access=[\\w-]{22}`));
    const { db } = await getDatabase();
    const links = await db
      .select()
      .from(tables.quoteAccessLinks)
      .where(eq(tables.quoteAccessLinks.quoteId, quote.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('refuses a proof that was never uploaded, and one of a type the shop does not take', async () => {
    const quote = await storedQuote();
    const missing = await refusal(
      sendProof({
        quoteId: quote.id,
        upload: {
          fileUrl: 'http://localhost:3000/api/uploads/not-there.pdf',
          fileName: 'x.pdf',
          fileType: 'application/pdf',
        },
        message: 'Proof',
        actor: staff,
      }),
    );
    expect(missing).toMatchObject({ kind: 'invalid', details: { field: 'file' } });
    const upload = await uploadedFile();
    const wrongType = await refusal(
      sendProof({
        quoteId: quote.id,
        upload: { ...upload, fileType: 'text/html' },
        message: 'Proof',
        actor: staff,
      }),
    );
    expect(wrongType).toMatchObject({ kind: 'invalid', details: { field: 'file' } });
    expect(await proofsOf(quote.id)).toEqual([]);
    expect(await quoteStage(quote.id)).toBe('received');
  });

  it('supersedes the earlier proof with a new one; the old one can no longer be answered', async () => {
    const quote = await storedQuote();
    const first = await sendProof({
      quoteId: quote.id,
      upload: await uploadedFile(),
      message: 'One',
      actor: staff,
    });
    await decideProof({
      quoteId: quote.id,
      proofId: first.proofId,
      decision: 'request_changes',
      comment: 'Bigger logo',
      actor: customer,
    });
    expect(await quoteStage(quote.id)).toBe('changes_requested');
    const second = await sendProof({
      quoteId: quote.id,
      upload: await uploadedFile(),
      message: 'Two',
      actor: staff,
    });
    expect(second.version).toBe(2);
    const third = await sendProof({
      quoteId: quote.id,
      upload: await uploadedFile(),
      message: 'Three',
      actor: staff,
    });
    expect((await proofsOf(quote.id)).map((proof) => proof.status)).toEqual([
      'changes_requested',
      'superseded',
      'pending',
    ]);
    const stale = await refusal(
      decideProof({ quoteId: quote.id, proofId: second.proofId, decision: 'approve', actor: customer }),
    );
    expect(stale.kind).toBe('conflict');
    await decideProof({ quoteId: quote.id, proofId: third.proofId, decision: 'approve', actor: customer });
    expect(await quoteStage(quote.id)).toBe('approved');
  });

  it('answers a proof only for its own quote, and asks for a comment when changes are requested', async () => {
    const mine = await storedQuote();
    const other = await storedQuote();
    const { proofId } = await sendProof({
      quoteId: mine.id,
      upload: await uploadedFile(),
      message: 'Proof',
      actor: staff,
    });
    expect(
      (await refusal(decideProof({ quoteId: other.id, proofId, decision: 'approve', actor: customer }))).kind,
    ).toBe('not_found');
    expect(
      await refusal(
        decideProof({
          quoteId: mine.id,
          proofId,
          decision: 'request_changes',
          comment: ' ',
          actor: customer,
        }),
      ),
    ).toMatchObject({ kind: 'invalid', details: { field: 'comment' } });
    expect((await proofsOf(mine.id))[0]!.status).toBe('pending');
    await decideProof({
      quoteId: mine.id,
      proofId,
      decision: 'request_changes',
      comment: 'Make it blue',
      actor: customer,
    });
    const [notice] = await mailTo(SHOP).then((rows) =>
      rows.filter((row) => row.subject?.includes(mine.number)),
    );
    expect(notice!.subject).toBe(`Quote ${mine.number}: proof 1 changes requested`);
    expect(notice!.body).toContain('Make it blue');
  });

  it('answers the same proof once when two answers arrive at once', async () => {
    const quote = await storedQuote();
    const { proofId } = await sendProof({
      quoteId: quote.id,
      upload: await uploadedFile(),
      message: 'Proof',
      actor: staff,
    });
    const results = await Promise.allSettled([
      decideProof({ quoteId: quote.id, proofId, decision: 'approve', actor: customer }),
      decideProof({
        quoteId: quote.id,
        proofId,
        decision: 'request_changes',
        comment: 'No',
        actor: customer,
      }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ kind: 'conflict' });
    expect((await eventsOf(quote.id)).filter((event) => event.fromStage === 'proof_sent')).toHaveLength(1);
  });

  it('starts production only from an approved proof', async () => {
    const quote = await storedQuote();
    expect(
      await refusal(changeStage({ quoteId: quote.id, to: 'in_production', actor: staff })),
    ).toMatchObject({ kind: 'invalid', details: { field: 'to' } });
    const { proofId } = await sendProof({
      quoteId: quote.id,
      upload: await uploadedFile(),
      message: 'Proof',
      actor: staff,
    });
    expect((await refusal(changeStage({ quoteId: quote.id, to: 'in_production', actor: staff }))).kind).toBe(
      'invalid',
    );
    await decideProof({
      quoteId: quote.id,
      proofId,
      decision: 'request_changes',
      comment: 'Redo',
      actor: customer,
    });
    expect((await refusal(changeStage({ quoteId: quote.id, to: 'in_production', actor: staff }))).kind).toBe(
      'invalid',
    );
    expect(await quoteStage(quote.id)).toBe('changes_requested');
    const approved = await approvedQuote();
    await changeStage({ quoteId: approved.id, to: 'in_production', actor: staff });
    expect(await quoteStage(approved.id)).toBe('in_production');
    const production = (await mailTo(approved.contactEmail)).at(-1);
    expect(production!.subject).toBe(`Quote ${approved.number}: In production`);
  });

  it('of two staff moving the order at once from the stage they saw, one wins and the other gets a conflict', async () => {
    const quote = await approvedQuote();
    const results = await Promise.allSettled([
      changeStage({ quoteId: quote.id, from: 'approved', to: 'in_production', actor: staff }),
      changeStage({
        quoteId: quote.id,
        from: 'approved',
        to: 'cancelled',
        note: 'Customer called',
        actor: { role: 'staff', name: 'Other' },
      }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ kind: 'conflict' });
    const moves = (await eventsOf(quote.id)).filter((event) => event.fromStage === 'approved');
    expect(moves).toHaveLength(1);
    expect(await quoteStage(quote.id)).toBe(moves[0]!.toStage);
    expect(
      (await eventsOf(quote.id)).filter(
        (event) => event.fromStage === 'in_production' || event.fromStage === 'cancelled',
      ),
    ).toEqual([]);
  });

  it('keeps on the quote when it first reached each moment the reports measure, and how many proofs it took', async () => {
    const { db } = await getDatabase();
    const milestones = async (quoteId: string) => {
      const [row] = await db
        .select({
          firstProofAt: tables.quotes.firstProofAt,
          approvedAt: tables.quotes.approvedAt,
          handedOverAt: tables.quotes.handedOverAt,
          proofRounds: tables.quotes.proofRounds,
        })
        .from(tables.quotes)
        .where(eq(tables.quotes.id, quoteId));
      return row!;
    };
    /** The time of the quote's move to `stage` (its first), as its history recorded it. */
    const movedAt = async (quoteId: string, stage: string) =>
      (await eventsOf(quoteId)).find((event) => event.toStage === stage)!.createdAt;
    const proof = async (quoteId: string, message: string) =>
      sendProof({ quoteId, upload: await uploadedFile(), message, actor: staff });

    const quote = await storedQuote({ fulfillmentMethod: 'ship' });
    expect(await milestones(quote.id)).toEqual({
      firstProofAt: null,
      approvedAt: null,
      handedOverAt: null,
      proofRounds: 0,
    });
    const first = await proof(quote.id, 'Proof 1');
    const firstProofAt = await movedAt(quote.id, 'proof_sent');
    await decideProof({
      quoteId: quote.id,
      proofId: first.proofId,
      decision: 'request_changes',
      comment: 'Bigger logo, please.',
      actor: customer,
    });
    const second = await proof(quote.id, 'Proof 2');
    await decideProof({ quoteId: quote.id, proofId: second.proofId, decision: 'approve', actor: customer });
    const approvedAt = await movedAt(quote.id, 'approved');
    expect(await milestones(quote.id)).toEqual({
      firstProofAt,
      approvedAt,
      handedOverAt: null,
      proofRounds: 2,
    });

    // A third proof after approval, approved again: one more round, the first approval kept.
    const third = await proof(quote.id, 'Proof 3');
    await decideProof({ quoteId: quote.id, proofId: third.proofId, decision: 'approve', actor: customer });
    expect(await milestones(quote.id)).toMatchObject({ approvedAt, proofRounds: 3 });

    await payInFull(quote);
    await changeStage({ quoteId: quote.id, to: 'in_production', actor: staff });
    await changeStage({
      quoteId: quote.id,
      to: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999',
      actor: staff,
    });
    const shippedAt = await movedAt(quote.id, 'shipped');
    await changeStage({ quoteId: quote.id, to: 'delivered', actor: staff });
    // Delivered after shipping hands nothing over again: the shipment is the hand-over.
    expect(await milestones(quote.id)).toEqual({
      firstProofAt,
      approvedAt,
      handedOverAt: shippedAt,
      proofRounds: 3,
    });
  });

  it('needs the carrier and tracking number to mark shipped, and e-mails them to the customer', async () => {
    const quote = await approvedQuote();
    await changeStage({ quoteId: quote.id, to: 'in_production', actor: staff });
    expect(
      await refusal(changeStage({ quoteId: quote.id, to: 'shipped', carrier: 'UPS', actor: staff })),
    ).toMatchObject({ details: { field: 'trackingNumber' } });
    expect(
      await refusal(changeStage({ quoteId: quote.id, to: 'shipped', trackingNumber: '1Z999', actor: staff })),
    ).toMatchObject({ details: { field: 'carrier' } });
    expect(await quoteStage(quote.id)).toBe('in_production');
    await changeStage({
      quoteId: quote.id,
      to: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      actor: staff,
    });
    const { db } = await getDatabase();
    const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quote.id));
    expect(row).toMatchObject({
      status: 'shipped',
      shippingCarrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    const shipped = (await mailTo(quote.contactEmail)).at(-1)!;
    expect(shipped.subject).toBe(`Quote ${quote.number}: Shipped`);
    expect(shipped.body).toContain('Carrier: UPS');
    expect(shipped.body).toContain('Tracking number: 1Z999AA10123456784');
    await changeStage({ quoteId: quote.id, to: 'delivered', actor: staff });
    await changeStage({ quoteId: quote.id, to: 'completed', actor: staff });
    expect((await refusal(changeStage({ quoteId: quote.id, to: 'cancelled', actor: staff }))).kind).toBe(
      'invalid',
    );
  });

  it('goes to ready for pickup (not shipped) for a pickup order, and e-mails the reason when cancelled', async () => {
    const pickup = await approvedQuote('pickup');
    await changeStage({ quoteId: pickup.id, to: 'in_production', actor: staff });
    expect(
      (
        await refusal(
          changeStage({
            quoteId: pickup.id,
            to: 'shipped',
            carrier: 'UPS',
            trackingNumber: '1',
            actor: staff,
          }),
        )
      ).kind,
    ).toBe('invalid');
    await changeStage({ quoteId: pickup.id, to: 'ready_for_pickup', actor: staff });
    expect((await mailTo(pickup.contactEmail)).at(-1)!.subject).toBe(
      `Quote ${pickup.number}: Ready for pickup`,
    );
    // Collected at the counter: staff close the order from ready for pickup, and the customer hears,
    // with the invitation to review the product beside it.
    const mailBefore = (await mailTo(pickup.contactEmail)).length;
    await changeStage({ quoteId: pickup.id, to: 'completed', actor: staff });
    expect(await quoteStage(pickup.id)).toBe('completed');
    expect(
      (await mailTo(pickup.contactEmail))
        .slice(mailBefore)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([
      `How are your Embossed Stickers? Review your order ${pickup.number}`,
      `Quote ${pickup.number}: Completed`,
    ]);
    const cancelled = await storedQuote();
    await changeStage({
      quoteId: cancelled.id,
      to: 'cancelled',
      note: 'Duplicate of another quote',
      actor: staff,
    });
    const [mail] = await mailTo(cancelled.contactEmail);
    expect(mail!.body).toContain('Reason: Duplicate of another quote');
  });

  it('keeps internal notes in the history without e-mailing anyone', async () => {
    const quote = await storedQuote();
    const note = (quoteId: string, message: string) =>
      writeOnQuote({ quoteId, message, internal: true, actor: staff });
    expect(await refusal(note(quote.id, '  '))).toMatchObject({ details: { field: 'message' } });
    await note(quote.id, 'Customer prefers matte');
    expect(await eventsOf(quote.id)).toMatchObject([
      { kind: 'note', note: 'Customer prefers matte', actorName: 'Sam Staff' },
    ]);
    expect(await mailTo(quote.contactEmail)).toEqual([]);
    expect((await refusal(note('not-a-uuid', 'x'))).kind).toBe('not_found');
  });

  it("keeps sent proofs' files when the sweep removes uploads no quote took up", async () => {
    const quote = await storedQuote();
    const proofFile = await uploadedFile('kept.pdf');
    await sendProof({ quoteId: quote.id, upload: proofFile, message: 'Proof', actor: staff });
    const stray = await uploadedFile('stray.pdf');
    const fileOf = (upload: { fileUrl: string }) =>
      path.join(dataDir, 'uploads', upload.fileUrl.slice(upload.fileUrl.lastIndexOf('/') + 1));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    for (const upload of [proofFile, stray]) utimesSync(fileOf(upload), twoDaysAgo, twoDaysAgo);
    await removeAbandonedArtwork();
    expect(existsSync(fileOf(proofFile))).toBe(true);
    expect(existsSync(fileOf(stray))).toBe(false);
  });
});
