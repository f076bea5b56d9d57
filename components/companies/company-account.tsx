import { ActionForm, Field, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { AccountPage, BackToDashboard } from '@/components/account/account-page';
import type { CompanyOverview, PendingInvitation } from '@/lib/companies/server';
import {
  COMPANY_NAME_MAX_LENGTH,
  companyMessages,
  companyRoleDescriptions,
  companyRoleLabels,
} from '@/lib/companies';
import { CompanyInvitations } from './company-invitations';
import { CompanyMembers } from './company-members';

export type CompanyActions = Record<
  'create' | 'invite' | 'revoke' | 'changeRole' | 'remove' | 'leave',
  FormAction
>;

const intro = [
  'Share your quotes with your colleagues. Buyers request quotes; approvers and owners also approve proofs and pay; owners manage the members.',
];

/** The customer's company account: create one, or see and manage the one they belong to. */
export function CompanyAccount({
  userId,
  company,
  invitations,
  taxStatus,
  joined,
  actions,
}: {
  userId: string;
  company: CompanyOverview | undefined;
  invitations: PendingInvitation[];
  /** The owners' exemptions in force (lib/tax companyTaxStatus). */
  taxStatus: string[];
  /** Just arrived from accepting an invitation. */
  joined: boolean;
  actions: CompanyActions;
}) {
  if (!company) {
    return (
      <AccountPage title="Company account" intro={intro}>
        <section aria-labelledby="create-company-heading" className="space-y-4">
          <h2 id="create-company-heading" className="text-xl font-bold text-slate-900">
            Set up your company
          </h2>
          <p className="text-slate-700">
            Your account does not belong to a company. Create one here, or ask a colleague to invite you.
          </p>
          <ActionForm action={actions.create} className="max-w-xl space-y-4">
            <Field
              id="company-name"
              name="name"
              label="Company name"
              required
              maxLength={COMPANY_NAME_MAX_LENGTH}
              autoComplete="organization"
            />
            <Field
              id="company-billing-email"
              name="billingEmail"
              label="Billing e-mail"
              type="email"
              required
              autoComplete="email"
              hint="Where the company's invoices go."
            />
            <SubmitButton>Create company</SubmitButton>
          </ActionForm>
        </section>
        <BackToDashboard />
      </AccountPage>
    );
  }
  const owner = company.role === 'owner';
  return (
    <AccountPage title={company.name} intro={intro}>
      {joined ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 font-semibold text-green-900">
          {companyMessages.joined}
        </p>
      ) : null}
      <section aria-labelledby="company-details-heading" className="space-y-4">
        <h2 id="company-details-heading" className="text-xl font-bold text-slate-900">
          Company details
        </h2>
        <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {[
            ['Company', company.name],
            ['Billing e-mail', company.billingEmail],
            ['Your role', `${companyRoleLabels[company.role]}: ${companyRoleDescriptions[company.role]}`],
            [
              'Tax status',
              taxStatus.length > 0
                ? taxStatus.join('; ')
                : "Taxed as usual: an owner's approved exemption certificate exempts the company's orders.",
            ],
          ].map(([label, value]) => (
            <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-semibold text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <CompanyMembers
        userId={userId}
        members={company.members}
        owner={owner}
        changeRole={actions.changeRole}
        remove={actions.remove}
      />
      {owner ? (
        <CompanyInvitations invitations={invitations} invite={actions.invite} revoke={actions.revoke} />
      ) : null}
      <section aria-labelledby="leave-company-heading" className="space-y-3">
        <h2 id="leave-company-heading" className="text-xl font-bold text-slate-900">
          Leave the company
        </h2>
        <p className="text-slate-700">
          You stop seeing the company&apos;s quotes; the quotes you sent stay yours. As its last owner, make
          someone else an owner first; as its only member, leaving closes the company.
        </p>
        <ActionForm action={actions.leave} label="Leave the company">
          <SubmitButton variant="secondary">Leave {company.name}</SubmitButton>
        </ActionForm>
      </section>
      <BackToDashboard />
    </AccountPage>
  );
}
