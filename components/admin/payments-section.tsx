import { ActionForm, Field, SelectField, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { formatDateTime, PaymentBadge } from '@/components/admin/format';
import type { PaymentSummary } from '@/lib/payments/server';
import { formatCents } from '@/lib/payments';
import {
  excessRefundFlags,
  PAYMENT_METHODS,
  paymentMethodLabels,
  paymentRowStatusWords,
  type ExcessRefundState,
  type PaymentMethod,
} from '@/lib/payments';

type HistoryRow = {
  id: string;
  kind: 'payment' | 'refund';
  method: PaymentMethod;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  reference: string | null;
  reason: string | null;
  recordedBy: string;
  stripePaymentIntentId: string | null;
  createdAt: Date;
  refundableCents: number;
};

type Props = {
  quoteId: string;
  summary: PaymentSummary;
  history: HistoryRow[];
  record: FormAction;
  refund: FormAction;
};

const methodOptions = PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabels[value] }));

const chargeFailureWords = {
  card_declined: 'was declined',
  authentication_required: 'needs the customer to authenticate',
} as const;

/** The card the customer saved to be charged on approval, and whether charging it failed. */
function SavedCardNote({ card }: { card: NonNullable<PaymentSummary['savedCard']> }) {
  return card.chargeFailure ? (
    <p role="status" className="rounded bg-red-50 p-3 font-semibold text-red-900">
      {`Saved card (${card.label}) could not be charged at approval: it ${chargeFailureWords[card.chargeFailure]}. The customer was e-mailed a link to pay.`}
    </p>
  ) : (
    <p>{`Saved card: ${card.label}, charged when the customer approves the proof.`}</p>
  );
}

const excessRefundAdvice: Record<ExcessRefundState, string> = {
  pending: 'Stripe is refunding it to the card; the customer was e-mailed.',
  succeeded: 'Stripe refunded it to the card; the customer was e-mailed.',
  failed: 'Stripe refused the refund: refund it in the Stripe Dashboard or below.',
};

/** A card payment that arrived when less was due (the customer paid twice), and its automatic refund. */
function ExcessRefundNote({ refund }: { refund: NonNullable<PaymentSummary['excessRefund']> }) {
  return (
    <p
      role="status"
      className={`rounded p-3 font-semibold ${refund.state === 'failed' ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-950'}`}
    >
      {`${excessRefundFlags[refund.state]} (${formatCents(refund.cents)}). ${excessRefundAdvice[refund.state]}`}
    </p>
  );
}

/** The console's Payments section: where the money stands, its history, and the forms that change it. */
export function PaymentsSection({ quoteId, summary, history, record, refund }: Props) {
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2">
        <PaymentBadge status={summary.status} />
        <span>
          {`Total ${formatCents(summary.totalCents)} · paid ${formatCents(summary.paidCents)} · refunded ${formatCents(summary.refundedCents)} · due ${formatCents(summary.dueCents)}`}
        </span>
      </p>
      {summary.savedCard ? <SavedCardNote card={summary.savedCard} /> : null}
      {summary.excessRefund ? <ExcessRefundNote refund={summary.excessRefund} /> : null}
      {history.length === 0 ? <p className="text-slate-600">No payment yet.</p> : null}
      <ol className="space-y-3">
        {history.map((row) => (
          <li key={row.id} className="rounded border border-slate-200 p-3">
            <p className="font-semibold">
              {`${row.kind === 'payment' ? 'Payment' : 'Refund'} of ${formatCents(row.amountCents)} · ${paymentMethodLabels[row.method]}${paymentRowStatusWords[row.status]}`}
            </p>
            <p className="text-sm text-slate-600">
              {`${formatDateTime(row.createdAt)} · ${row.recordedBy}`}
              {row.stripePaymentIntentId ? ` · ${row.stripePaymentIntentId}` : ''}
            </p>
            {row.reference ? <p>Reference: {row.reference}</p> : null}
            {row.reason ? <p>Reason: {row.reason}</p> : null}
            {row.refundableCents > 0 ? (
              <details className="mt-2">
                <summary className="cursor-pointer font-semibold text-orange-800">Refund</summary>
                <ActionForm
                  action={refund}
                  className="mt-2 space-y-3"
                  label={`Refund payment of ${formatCents(row.amountCents)}`}
                >
                  <input type="hidden" name="quoteId" value={quoteId} />
                  <input type="hidden" name="paymentId" value={row.id} />
                  <Field
                    id={`refund-amount-${row.id}`}
                    name="amount"
                    label="Amount to refund ($)"
                    required
                    hint={`At most ${formatCents(row.refundableCents)}${row.stripePaymentIntentId ? ', back to the card through Stripe' : ''}.`}
                  />
                  <Field
                    id={`refund-reason-${row.id}`}
                    name="reason"
                    label="Reason"
                    required
                    hint="The customer reads it in the e-mail."
                  />
                  <SubmitButton variant="secondary">Refund</SubmitButton>
                </ActionForm>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
      {summary.dueCents > 0 ? (
        <ActionForm action={record} className="space-y-3" label="Record a payment">
          <h3 className="font-semibold">Record a payment</h3>
          <input type="hidden" name="quoteId" value={quoteId} />
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField id="payment-method" name="method" label="Method" options={methodOptions} />
            <Field
              id="payment-amount"
              name="amount"
              label="Amount ($)"
              required
              hint={`${formatCents(summary.dueCents)} is due.`}
            />
            <Field
              id="payment-reference"
              name="reference"
              label="Reference (optional)"
              hint="Transfer reference, check number…"
            />
          </div>
          <SubmitButton>Record payment</SubmitButton>
        </ActionForm>
      ) : null}
    </div>
  );
}
