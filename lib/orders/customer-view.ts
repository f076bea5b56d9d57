import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { quoteHref } from '@/content/quote-products';
import { getDatabase, tables } from '@/lib/db/server';
import { formatDollars } from '@/lib/pricing';
import { paymentSummary, type PaymentSummary } from '@/lib/payments/server';
import { artworkDownloadUrl } from '@/lib/quotes/server';
import { quoteDetails, toSummary } from '@/lib/quotes';
import { artworkStorage, downloadFileName } from '@/lib/storage/server';
import { artworkNameOf } from '@/lib/storage/server';
import type { QuoteRow } from './access';
import { customerTimeline, mayCustomerCancel, mayDecideProof, stageLabels, type OrderStage } from './stages';

type ProofStatus = (typeof tables.proofs.$inferSelect)['status'];

const proofStatusLabels: Record<ProofStatus, string> = {
  pending: 'Waiting for your answer',
  approved: 'Approved',
  changes_requested: 'Changes requested',
  superseded: 'Superseded by a newer proof',
};

export type TimelineStep = {
  stage: OrderStage;
  label: string;
  state: 'reached' | 'current' | 'upcoming';
  /** When the order last reached this stage; absent for steps not reached (or skipped). */
  reachedAt?: Date;
};

export type CustomerProof = {
  id: string;
  version: number;
  message: string;
  status: ProofStatus;
  statusLabel: string;
  fileName: string;
  /** Whether the proof has a picture to show inline (automatic proofs). */
  hasPicture: boolean;
  /** A short-lived download link; fetched fresh with every page view. */
  downloadUrl?: string;
  sentAt: Date;
  decisionComment: string | null;
  decidedAt: Date | null;
};

/** A quote as its customer sees it: never staff notes, never staff names. */
export type CustomerQuoteView = {
  number: string;
  pageNumber: string;
  createdAt: Date;
  details: { label: string; value: string }[];
  contact: { label: string; value: string }[];
  stage: OrderStage;
  stageLabel: string;
  timeline: TimelineStep[];
  shipment?: { carrier: string; trackingNumber: string };
  /** The newest proof, the one to answer; earlier ones follow, newest first. */
  currentProof?: CustomerProof;
  earlierProofs: CustomerProof[];
  /** Whether the customer may approve or ask for changes to the current proof now. */
  mayDecide: boolean;
  artwork?: { fileName: string; downloadUrl: string };
  reorderHref: string;
  /** The order's total (price less promotion plus tax), which approving the proof accepts. */
  total: { cents: number; text: string };
  /** The order total, what was paid and what is due, and whether it can be paid now. */
  payment: PaymentSummary;
  /** Whether the customer may still cancel, free of charge (before approving a proof). */
  mayCancel: boolean;
};

/**
 * The steps of the customer's path with how far the order has come. Changes requested is
 * shown in the proof step's place; a cancelled order shows the steps it reached, then its end.
 */
type StageEvent = { fromStage: OrderStage | null; toStage: OrderStage | null; createdAt: Date };

function timelineOf(quote: QuoteRow, events: StageEvent[]): TimelineStep[] {
  const reachedAt = new Map<OrderStage, Date>([['received', quote.createdAt]]);
  for (const event of events) if (event.toStage) reachedAt.set(event.toStage, event.createdAt);
  const path = customerTimeline(quote.fulfillmentMethod);
  const step = (stage: OrderStage, state: TimelineStep['state']): TimelineStep => ({
    stage,
    label: stageLabels[stage],
    state,
    ...(state !== 'upcoming' && reachedAt.has(stage) ? { reachedAt: reachedAt.get(stage) } : {}),
  });
  if (quote.status === 'cancelled') {
    const from = events.findLast((event) => event.toStage === 'cancelled')?.fromStage ?? 'received';
    const stoppedAt = path.indexOf(from === 'changes_requested' ? 'proof_sent' : from);
    return [
      ...path.slice(0, stoppedAt + 1).map((stage) => step(stage, 'reached')),
      step('cancelled', 'current'),
    ];
  }
  const shownStage = quote.status === 'changes_requested' ? 'proof_sent' : quote.status;
  const current = path.indexOf(shownStage);
  return path.map((stage, index) => {
    if (index === current)
      return step(quote.status === 'changes_requested' ? 'changes_requested' : stage, 'current');
    return step(stage, index < current ? 'reached' : 'upcoming');
  });
}

/**
 * A proof as the customer sees it. Every proof but the newest is superseded, whatever its own
 * answer was (one the customer asked changes to stays "changes requested" in the shop's records).
 */
async function proofView(proof: typeof tables.proofs.$inferSelect, newest: boolean): Promise<CustomerProof> {
  return {
    id: proof.id,
    version: proof.version,
    message: proof.message,
    status: proof.status,
    statusLabel:
      newest || proof.status === 'superseded'
        ? proofStatusLabels[proof.status]
        : `${proofStatusLabels[proof.status]}; ${proofStatusLabels.superseded.toLowerCase()}`,
    fileName: proof.fileName,
    hasPicture: proof.previewRef !== null,
    downloadUrl: await artworkStorage().downloadUrl(proof.fileRef),
    sentAt: proof.createdAt,
    decisionComment: proof.decisionComment,
    decidedAt: proof.decidedAt,
  };
}

/** What the customer's quote page shows of `quote` (already checked by `quoteForViewer`). */
export async function customerQuoteView(quote: QuoteRow): Promise<CustomerQuoteView> {
  const { db } = await getDatabase();
  const [events, proofRows, artworkUrl, payment] = await Promise.all([
    db
      .select({
        fromStage: tables.quoteEvents.fromStage,
        toStage: tables.quoteEvents.toStage,
        createdAt: tables.quoteEvents.createdAt,
      })
      .from(tables.quoteEvents)
      .where(and(eq(tables.quoteEvents.quoteId, quote.id), eq(tables.quoteEvents.kind, 'stage')))
      .orderBy(asc(tables.quoteEvents.createdAt)),
    db
      .select()
      .from(tables.proofs)
      .where(eq(tables.proofs.quoteId, quote.id))
      .orderBy(desc(tables.proofs.version)),
    artworkDownloadUrl(quote),
    paymentSummary(quote),
  ]);
  const [current, ...earlier] = await Promise.all(
    proofRows.map((proof, index) => proofView(proof, index === 0)),
  );
  const summary = toSummary(quote);
  const artworkName = quote.uploadedFileUrl ? artworkNameOf(quote.uploadedFileUrl) : undefined;
  const shipped = quote.shippingCarrier && quote.trackingNumber;
  return {
    number: summary.number,
    pageNumber: summary.pageNumber,
    createdAt: quote.createdAt,
    details: quoteDetails(quote),
    contact: [
      { label: 'Name', value: quote.contactName },
      { label: 'E-mail', value: quote.contactEmail },
      { label: 'Phone', value: quote.contactPhone },
    ],
    stage: quote.status,
    stageLabel: stageLabels[quote.status],
    timeline: timelineOf(quote, events),
    ...(shipped
      ? { shipment: { carrier: quote.shippingCarrier!, trackingNumber: quote.trackingNumber! } }
      : {}),
    ...(current ? { currentProof: current } : {}),
    earlierProofs: earlier,
    mayDecide: mayDecideProof(quote.status) && current?.status === 'pending',
    ...(artworkUrl
      ? {
          artwork: {
            fileName: artworkName ? downloadFileName(artworkName) : 'Your artwork',
            downloadUrl: artworkUrl,
          },
        }
      : {}),
    payment,
    mayCancel: mayCustomerCancel(quote.status),
    total: { cents: quote.totalCents, text: formatDollars(quote.totalCents / 100) },
    reorderHref: quoteHref({
      product: quote.product,
      option: quote.productOption,
      width: quote.width,
      height: quote.height,
      quantity: quote.quantity,
      finish: quote.finishOption,
      embossing: quote.embossingOption,
      // The material picks the price line: a reorder of glitter stickers is priced as glitter.
      material: quote.material ?? undefined,
    }),
  };
}
