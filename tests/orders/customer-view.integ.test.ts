import { randomUUID } from 'node:crypto';
import { getDatabase, tables } from '@/lib/db/server';
import { customerQuoteView } from '@/lib/orders/server';
import type { OrderStage } from '@/lib/orders/stages';
import { describeWithDatabase } from '@/tests/helpers/database';
import { storedQuote } from '@/tests/helpers/orders';

const staffName = 'Sam Staffer';
const staffNote = 'Customer paid late last time, check with Pat';

type Quote = Awaited<ReturnType<typeof storedQuote>>;

async function moved(quote: Quote, path: [from: OrderStage, to: OrderStage][]) {
  const { db } = await getDatabase();
  let minute = 0;
  for (const [fromStage, toStage] of path) {
    minute += 1;
    await db.insert(tables.quoteEvents).values({
      quoteId: quote.id,
      kind: 'stage',
      fromStage,
      toStage,
      actorRole: 'staff',
      actorName: staffName,
      note: `${staffNote} (${toStage})`,
      createdAt: new Date(quote.createdAt.getTime() + minute * 60_000),
    });
  }
}

async function proof(quote: Quote, version: number, status: 'pending' | 'changes_requested' | 'superseded') {
  const { db } = await getDatabase();
  await db.insert(tables.proofs).values({
    quoteId: quote.id,
    version,
    fileRef: `http://localhost:3000/api/uploads/${randomUUID()}-proof-${version}.pdf`,
    fileName: `proof-${version}.pdf`,
    fileType: 'application/pdf',
    message: `Here is proof ${version}.`,
    status,
    sentBy: staffName,
  });
}

describeWithDatabase("the customer's view of a quote", () => {
  it('shows the stage, the proofs and the timeline, but never staff notes or staff names', async () => {
    const { db } = await getDatabase();
    const quote = await storedQuote({ status: 'proof_sent' });
    await moved(quote, [
      ['received', 'proof_sent'],
      ['proof_sent', 'changes_requested'],
      ['changes_requested', 'proof_sent'],
    ]);
    await db
      .insert(tables.quoteEvents)
      .values({ quoteId: quote.id, kind: 'note', actorRole: 'staff', actorName: staffName, note: staffNote });
    await proof(quote, 1, 'superseded');
    await proof(quote, 2, 'changes_requested');
    await proof(quote, 3, 'pending');

    const view = await customerQuoteView(quote);
    const shown = JSON.stringify(view);
    expect(shown).not.toContain(staffNote);
    expect(shown).not.toContain(staffName);
    expect(view.stageLabel).toBe('Proof sent');
    expect(view.timeline.map(({ label, state }) => `${label}: ${state}`)).toEqual([
      'Received: reached',
      'Proof sent: current',
      'Approved: upcoming',
      'In production: upcoming',
      'Shipped: upcoming',
      'Delivered: upcoming',
      'Completed: upcoming',
    ]);
    // The proof step is dated by the latest time the order got there (the second proof).
    expect(view.timeline[1]!.reachedAt).toEqual(new Date(quote.createdAt.getTime() + 3 * 60_000));
    expect(view.currentProof).toMatchObject({ version: 3, status: 'pending', message: 'Here is proof 3.' });
    expect(view.currentProof!.statusLabel).toBe('Waiting for your answer');
    expect(view.currentProof!.downloadUrl).toMatch(/proof-3\.pdf\?expires=\d+&signature=/);
    expect(view.earlierProofs.map(({ version, statusLabel }) => `${version} ${statusLabel}`)).toEqual([
      '2 Changes requested; superseded by a newer proof',
      '1 Superseded by a newer proof',
    ]);
    expect(view.mayDecide).toBe(true);
    expect(view.details).toContainEqual({ label: 'Finish', value: 'Gloss' });
    expect(view.details).toContainEqual({ label: 'Embossing', value: 'Standard 2 Layer Embossing' });
  });

  it('shows the carrier and tracking number once shipped, and reorders the same choices', async () => {
    const quote = await storedQuote({
      status: 'shipped',
      shippingCarrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    await moved(quote, [
      ['received', 'proof_sent'],
      ['proof_sent', 'approved'],
      ['approved', 'in_production'],
      ['in_production', 'shipped'],
    ]);
    const view = await customerQuoteView(quote);
    expect(view.shipment).toEqual({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(view.timeline.find((step) => step.state === 'current')?.label).toBe('Shipped');
    expect(view.mayDecide).toBe(false);
    expect(view.reorderHref).toBe(
      '/start-an-order?product=stickers-labels&option=die-cut&width=3&height=2&quantity=250&finish=gloss&embossing=standard',
    );
  });

  it('ends a cancelled order where it stopped, and a pickup order at pickup', async () => {
    const quote = await storedQuote({ status: 'cancelled', fulfillmentMethod: 'pickup' });
    await moved(quote, [
      ['received', 'proof_sent'],
      ['proof_sent', 'cancelled'],
    ]);
    const view = await customerQuoteView(quote);
    expect(view.timeline.map(({ label, state }) => `${label}: ${state}`)).toEqual([
      'Received: reached',
      'Proof sent: reached',
      'Cancelled: current',
    ]);
    const pickup = await customerQuoteView(await storedQuote({ fulfillmentMethod: 'pickup' }));
    expect(pickup.timeline.map(({ stage }) => stage)).toContain('ready_for_pickup');
    expect(pickup.artwork).toBeUndefined();
    expect(pickup.currentProof).toBeUndefined();
  });
});
