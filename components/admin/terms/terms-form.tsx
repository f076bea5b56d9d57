import { ActionForm, Field, SelectField, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { formatLongDate } from '@/lib/shop-time';
import type { AccountOnTerms } from '@/lib/payments/server';
import { formatCents } from '@/lib/payments';
import { NET_DAYS_CHOICES, netLabel } from '@/lib/payments';

const netOptions = NET_DAYS_CHOICES.map((days) => ({ value: String(days), label: netLabel(days) }));

/**
 * The quote detail's Terms section for a quote sent by a signed-in account: whether this order
 * was sold on terms, the account's terms with what it owes, and the form that sets them.
 */
export function TermsSection({
  quote,
  account,
  set,
}: {
  quote: { id: string; companyName: string | null; termsDueOn: string | null; termsNetDays: number | null };
  account?: AccountOnTerms;
  set: FormAction;
}) {
  return (
    <div className="space-y-4">
      <p>
        {quote.termsDueOn
          ? `This order was sold on terms: its invoice is due ${formatLongDate(quote.termsDueOn)} (${netLabel(quote.termsNetDays ?? 0)}), and production may start before payment.`
          : 'This order is not sold on terms: it is paid before production.'}
      </p>
      <p className="text-slate-700">
        {account
          ? `${account.companyName} is on ${netLabel(account.netDays)}: credit limit ${formatCents(account.creditLimitCents)}, open balance ${formatCents(account.openBalanceCents)}, credit left ${formatCents(account.creditLeftCents)}.`
          : 'This account is not on terms.'}{' '}
        Orders the account approves within its credit limit go to production before payment, invoiced for the
        approval day plus the net days.
      </p>
      <ActionForm
        action={set}
        className="space-y-3"
        label={account ? 'Change this customer’s terms' : 'Put this customer on terms'}
      >
        <input type="hidden" name="quoteId" value={quote.id} />
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            id="terms-company"
            name="companyName"
            label="Company name"
            required
            defaultValue={account?.companyName ?? quote.companyName ?? ''}
          />
          <SelectField
            id="terms-net"
            name="netDays"
            label="Terms"
            options={netOptions}
            defaultValue={String(account?.netDays ?? 30)}
          />
          <Field
            id="terms-limit"
            name="creditLimit"
            label="Credit limit ($)"
            required
            defaultValue={account ? (account.creditLimitCents / 100).toFixed(2) : ''}
          />
        </div>
        <SubmitButton>{account ? 'Change terms' : 'Put this customer on terms'}</SubmitButton>
      </ActionForm>
    </div>
  );
}
