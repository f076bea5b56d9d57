import { paymentTexts } from '@/content/payments';
import { site } from '@/content/site';
import type { CustomerOrderState } from '@/lib/orders/server';
import { formatLongDate } from '@/lib/shop-time';
import { formatCents } from '@/lib/payments';
import { netLabel } from '@/lib/payments';
import type { PaymentSummary } from '@/lib/payments/server';
import { CustomerOrderForm } from './customer-order-form';

type Props = {
  number: string;
  accessToken?: string;
  payment: PaymentSummary;
  /** The proof is not approved yet: nothing is due before. */
  beforeApproval: boolean;
  /** The customer came back from Stripe's Checkout page (the webhook, not this, proves payment). */
  returnedFromCheckout: boolean;
  payNow: (state: CustomerOrderState, form: FormData) => Promise<CustomerOrderState>;
};

function Amounts({ payment }: { payment: PaymentSummary }) {
  const rows: [string, number][] = [['Order total', payment.totalCents]];
  if (payment.paidCents > 0) rows.push(['Paid', payment.paidCents]);
  if (payment.refundedCents > 0) rows.push(['Refunded', payment.refundedCents]);
  if (payment.paidCents > 0 || payment.payable) rows.push(['Amount due', payment.dueCents]);
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-3">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatCents(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The order's money on the customer's quote page: the total, and once the proof is approved,
 * "Pay now" (Stripe) or how to pay the shop (by hand). Back from Checkout, the page says the
 * payment is processing until the webhook has recorded it: never a "paid" it cannot prove.
 */
export function PaymentPanel({
  number,
  accessToken,
  payment,
  beforeApproval,
  returnedFromCheckout,
  payNow,
}: Props) {
  const processing = payment.dueCents > 0 && (payment.status === 'processing' || returnedFromCheckout);
  return (
    <div className="space-y-4">
      <Amounts payment={payment} />
      {beforeApproval && <p className="text-slate-700">{paymentTexts.beforeApproval}</p>}
      {payment.terms && payment.dueCents > 0 && (
        <div className="space-y-1">
          <p className="font-semibold text-slate-900">
            {`Invoice due ${formatLongDate(payment.terms.dueOn)} (${netLabel(payment.terms.netDays)})`}
          </p>
          <p className={payment.status === 'overdue' ? 'font-semibold text-red-700' : 'text-slate-700'}>
            {payment.status === 'overdue' ? paymentTexts.overdue : paymentTexts.onTerms}
          </p>
        </div>
      )}
      {payment.dueCents === 0 && payment.paidCents > 0 && (
        <p role="status" className="font-semibold text-green-800">
          {paymentTexts.paid}
        </p>
      )}
      {payment.excessRefund && payment.excessRefund.state !== 'failed' && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {paymentTexts.excessRefunded(formatCents(payment.excessRefund.cents))}
        </p>
      )}
      {processing && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 font-semibold text-amber-900">
          {paymentTexts.processing}
        </p>
      )}
      {payment.payable && !processing && payment.takesCards && (
        <div className="space-y-2">
          <CustomerOrderForm
            number={number}
            accessToken={accessToken}
            action={payNow}
            label={`${paymentTexts.payNow} (${formatCents(payment.dueCents)})`}
          />
          <p className="text-sm text-slate-600">{paymentTexts.payNowNote}</p>
        </div>
      )}
      {payment.payable && !payment.takesCards && (
        <div className="space-y-2 text-slate-800">
          <p>{payment.terms ? paymentTexts.howToPay.introOnTerms : paymentTexts.howToPay.intro}</p>
          <ul className="list-disc space-y-1 pl-6">
            {paymentTexts.howToPay.ways.map((way) => (
              <li key={way}>{way}</li>
            ))}
          </ul>
          <p>{`${site.phone.display} · ${site.email}`}</p>
        </div>
      )}
    </div>
  );
}
