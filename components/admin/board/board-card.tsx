import Link from 'next/link';
import { PickBox } from '@/components/admin/action-form';
import { PaymentBadge } from '@/components/admin/format';
import { productName } from '@/components/admin/product-name';
import { preflightStatusLabels, type PreflightStatus } from '@/lib/artwork-preflight';
import type { BoardCard as Card } from '@/lib/orders/server';
import { excessRefundFlags, type ExcessRefundState } from '@/lib/payments';
import { formatIsoDay, shopReadyBy, urgencyOf } from '@/lib/schedule';

/** Stages whose orders are still in the shop: their ready-by date can be missed. */
const IN_SHOP = ['approved', 'in_production'];

/** Stages before approval: no ready-by date yet. */
const BEFORE_APPROVAL = ['received', 'proof_sent', 'changes_requested'];

const artworkTones: Record<PreflightStatus | 'none', string> = {
  ok: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  'strong-warning': 'bg-red-100 text-red-900',
  unchecked: 'bg-slate-200 text-slate-800',
  none: 'bg-slate-100 text-slate-700',
};

function ArtworkBadge({ card }: { card: Card }) {
  const status = card.preflightStatus ?? (card.hasArtwork ? 'unchecked' : 'none');
  const label = status === 'none' ? 'to come' : preflightStatusLabels[status];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${artworkTones[status]}`}>
      Artwork: {label}
    </span>
  );
}

/** Staff must see an order paid beyond what was due, even while its refund goes through by itself. */
function ExcessRefundFlag({ state }: { state: ExcessRefundState }) {
  return (
    <p
      className={`rounded px-2 py-1 text-xs font-semibold ${state === 'failed' ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-950'}`}
    >
      {excessRefundFlags[state]}
    </p>
  );
}

function ReadyBy({ card, now }: { card: Card; now: Date }) {
  if (!card.readyBy) {
    // Approved before ready-by dates were stored.
    if (!BEFORE_APPROVAL.includes(card.status))
      return <p className="text-sm text-slate-600">No ready-by date</p>;
    // Not approved yet: the date it would get if the customer approved today.
    return (
      <p className="text-sm text-slate-600">
        Ready by {formatIsoDay(shopReadyBy({ productId: card.product, at: now }))} if approved today
      </p>
    );
  }
  const urgency = IN_SHOP.includes(card.status) ? urgencyOf(card.readyBy, now) : undefined;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span>Ready by {formatIsoDay(card.readyBy)}</span>
      {urgency === 'overdue' ? (
        <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white uppercase">
          Overdue
        </span>
      ) : urgency === 'rush' ? (
        <span className="rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-amber-950 uppercase">
          Rush
        </span>
      ) : null}
    </p>
  );
}

/**
 * One order on the board: what it is, for whom, when it is due, whether it is paid and how its
 * artwork checked. Orders production or tickets can be asked for in bulk carry a check box.
 */
export function BoardCard({ card, now, selectable }: { card: Card; now: Date; selectable: boolean }) {
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start gap-2">
        {selectable ? (
          <PickBox
            name="numbers"
            value={card.number}
            id={`pick-${card.number}`}
            label={`Choose ${card.number}`}
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-1">
          <Link
            href={`/admin/quotes/${card.number}`}
            className="font-mono text-sm font-semibold text-orange-800 underline underline-offset-2"
          >
            {card.number}
          </Link>
          <p className="truncate font-semibold">{card.companyName ?? card.contactName}</p>
          {card.companyName ? <p className="truncate text-sm text-slate-600">{card.contactName}</p> : null}
          <p className="text-sm text-slate-700">
            {productName(card.product)} · {card.quantity.toLocaleString('en-US')}
          </p>
          <ReadyBy card={card} now={now} />
          <div className="flex flex-wrap gap-1">
            <PaymentBadge status={card.paymentStatus} />
            <ArtworkBadge card={card} />
          </div>
          {card.excessRefund ? <ExcessRefundFlag state={card.excessRefund} /> : null}
        </div>
      </div>
    </li>
  );
}
