import { formatLongDate } from '@/lib/shop-time';
import { netLabel } from '@/lib/payments';
import { FINAL_STAGES, ORDER_STAGES, type OrderStage } from './stage-names';

/**
 * The stages a quote goes through once the shop works it, and who may move it between them.
 * Pure rules, shared by the staff console, the customer's quote page and the server actions
 * behind both (client-safe: no server imports).
 */
export { ORDER_STAGES, type OrderStage } from './stage-names';

export const stageLabels: Record<OrderStage, string> = {
  received: 'Received',
  proof_sent: 'Proof sent',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  in_production: 'In production',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The stages an order is still being worked in: the console's board has a column for each. */
export const OPEN_STAGES: readonly OrderStage[] = ORDER_STAGES.filter(
  (stage) => !FINAL_STAGES.includes(stage),
);

export function isOrderStage(value: string): value is OrderStage {
  return (ORDER_STAGES as readonly string[]).includes(value);
}

/** How the order leaves the shop (the quote's `fulfillmentMethod`). */
type Fulfilment = 'pickup' | 'dropoff' | 'ship' | (string & {});

/** The stage that hands the finished order over, by fulfilment method. */
export function handOverStage(fulfilment: Fulfilment): OrderStage {
  if (fulfilment === 'pickup') return 'ready_for_pickup';
  if (fulfilment === 'ship') return 'shipped';
  return 'delivered';
}

/**
 * Moves staff make from the console. Sending a proof is not here: it happens by uploading
 * one (see `proofs`), and approving or asking for changes is the customer's answer to it.
 * Production starts only from an approved proof of an order with nothing left to pay, or
 * one sold on terms (the account pays the invoice by its due date).
 */
export function staffMoves(
  stage: OrderStage,
  fulfilment: Fulfilment,
  { paid, onTerms = false }: { paid: boolean; onTerms?: boolean },
): OrderStage[] {
  const cancel: OrderStage[] = FINAL_STAGES.includes(stage) ? [] : ['cancelled'];
  switch (stage) {
    case 'approved':
      return paid || onTerms ? ['in_production', ...cancel] : cancel;
    case 'in_production':
      return [handOverStage(fulfilment), ...cancel];
    case 'shipped':
      return ['delivered', 'completed', ...cancel];
    case 'ready_for_pickup':
    case 'delivered':
      return ['completed', ...cancel];
    default:
      return cancel;
  }
}

/** Whether staff may send a (new) proof now: any open stage before production. */
export function maySendProof(stage: OrderStage): boolean {
  return (
    stage === 'received' || stage === 'proof_sent' || stage === 'changes_requested' || stage === 'approved'
  );
}

/** Why production cannot start yet, wherever the move was asked for (the quote's page, the board). */
export const UNPAID_PRODUCTION_REASON = 'This order is not paid yet: production starts once nothing is due.';

/** The same, shown on the quote's page where the move would be. */
export const UNPAID_PRODUCTION_MESSAGE = `${UNPAID_PRODUCTION_REASON} Record a payment below if the customer paid the shop directly.`;

/** Whether the customer may still cancel, free of charge: until they approve a proof. */
export function mayCustomerCancel(stage: OrderStage): boolean {
  return stage === 'received' || stage === 'proof_sent' || stage === 'changes_requested';
}

/** Whether the customer may answer the current proof now. */
export function mayDecideProof(stage: OrderStage): boolean {
  return stage === 'proof_sent';
}

/** Stages the customer is e-mailed about when staff move the order there. */
export const CUSTOMER_NOTIFIED_STAGES: readonly OrderStage[] = [
  'proof_sent',
  'in_production',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'completed',
  'cancelled',
];

/**
 * The customer's timeline: the usual path for this fulfilment method, with how far the
 * order has come. A cancelled order shows the path up to where it stopped.
 */
export function customerTimeline(fulfilment: Fulfilment): OrderStage[] {
  const handOver = handOverStage(fulfilment);
  return [
    'received',
    'proof_sent',
    'approved',
    'in_production',
    ...(handOver === 'shipped' ? (['shipped', 'delivered'] as const) : [handOver]),
    'completed',
  ];
}

/** What staff do next, where the stage buttons alone do not say it. */
export function staffStageHint(
  stage: OrderStage,
  paid: boolean,
  terms: { termsDueOn: string | null; termsNetDays: number | null; overLimitNote?: string | null },
): string | undefined {
  if (FINAL_STAGES.includes(stage)) return 'This order is closed.';
  if (stage === 'approved' && !paid && terms.termsDueOn) {
    return `Sold on terms (${netLabel(terms.termsNetDays ?? 0)}, invoice due ${formatLongDate(terms.termsDueOn)}): production may start before payment.`;
  }
  if (stage === 'approved' && !paid) {
    return terms.overLimitNote
      ? `${terms.overLimitNote} ${UNPAID_PRODUCTION_MESSAGE}`
      : UNPAID_PRODUCTION_MESSAGE;
  }
  if (stage === 'proof_sent')
    return 'Waiting for the customer to answer the proof. You can send a new one below.';
  if (stage === 'received' || stage === 'changes_requested')
    return 'Send a proof below: production starts once the customer approves one.';
  return undefined;
}
