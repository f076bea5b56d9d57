import { stageLabels, type OrderStage } from '@/lib/orders';
import { paymentStatusLabels, type PaymentStatus } from '@/lib/payments';

// The shop is in Orange County: times read as its staff live them.
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Los_Angeles',
});

export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

const stageColours: Partial<Record<OrderStage, string>> = {
  received: 'bg-sky-100 text-sky-900',
  proof_sent: 'bg-amber-100 text-amber-900',
  changes_requested: 'bg-red-100 text-red-900',
  approved: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function StageBadge({ stage }: { stage: OrderStage }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${stageColours[stage] ?? 'bg-indigo-100 text-indigo-900'}`}
    >
      {stageLabels[stage]}
    </span>
  );
}

const paymentColours: Record<PaymentStatus, string> = {
  unpaid: 'bg-red-100 text-red-900',
  processing: 'bg-amber-100 text-amber-900',
  on_terms: 'bg-sky-100 text-sky-900',
  overdue: 'bg-red-200 text-red-950',
  paid: 'bg-green-100 text-green-900',
  partly_refunded: 'bg-violet-100 text-violet-900',
  refunded: 'bg-slate-200 text-slate-800',
};

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${paymentColours[status]}`}
    >
      {paymentStatusLabels[status]}
    </span>
  );
}
