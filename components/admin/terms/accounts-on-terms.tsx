import Link from 'next/link';
import { ActionForm, SubmitButton } from '@/components/admin/action-form';
import { formatDateTime } from '@/components/admin/format';
import type { FormAction } from '@/components/admin/form-state';
import type { AccountOnTerms } from '@/lib/payments/server';
import { customerHref } from '@/lib/customers';
import { formatCents } from '@/lib/payments';
import { netLabel } from '@/lib/payments';

/** The console's Accounts on terms page: each account's terms, what it owes on them, and removal. */
export function AccountsOnTerms({ accounts, remove }: { accounts: AccountOnTerms[]; remove: FormAction }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Accounts on terms</h1>
      <p className="max-w-3xl text-slate-600">
        An account on terms has the orders it approves within its credit limit go to production before
        payment, invoiced for the approval day plus its net days. To put an account on terms or change its
        terms, open one of its quotes. Removing terms applies to its next approvals: orders already sold on
        terms stay due as invoiced.
      </p>
      {accounts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No account is on terms.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Accounts on terms</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Company
                </th>
                <th scope="col" className="px-3 py-2">
                  Terms
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Credit limit
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Open balance
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Credit left
                </th>
                <th scope="col" className="px-3 py-2">
                  Set by
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {accounts.map((account) => (
                <tr key={account.userId}>
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {account.companyName}
                    <Link
                      href={customerHref(account.email)}
                      className="block font-normal break-all text-orange-800 underline"
                    >
                      {account.email}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{netLabel(account.netDays)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatCents(account.creditLimitCents)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatCents(account.openBalanceCents)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatCents(account.creditLeftCents)}
                  </td>
                  <td className="px-3 py-2 text-slate-600">
                    {account.setBy}
                    <span className="block">{formatDateTime(account.setAt)}</span>
                  </td>
                  <td className="px-3 py-2">
                    <ActionForm action={remove} label={`Remove terms of ${account.companyName}`}>
                      <input type="hidden" name="userId" value={account.userId} />
                      <SubmitButton variant="secondary">Remove terms</SubmitButton>
                    </ActionForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
