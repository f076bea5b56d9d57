import { ActionForm, Field, SelectField, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import type { PendingInvitation } from '@/lib/companies/server';
import { companyRoleLabels } from '@/lib/companies';
import { roleOptions } from './company-members';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });

/** The owner's invitation form and the invitations still waiting, each withdrawable. */
export function CompanyInvitations({
  invitations,
  invite,
  revoke,
}: {
  invitations: PendingInvitation[];
  invite: FormAction;
  revoke: FormAction;
}) {
  return (
    <section aria-labelledby="invite-heading" className="space-y-4">
      <h2 id="invite-heading" className="text-xl font-bold text-slate-900">
        Invite a colleague
      </h2>
      <p className="text-slate-700">
        We e-mail them a link that works once, for a week, for that address only.
      </p>
      <ActionForm action={invite} label="Invite a colleague" className="max-w-xl space-y-4">
        <Field
          id="invite-email"
          name="email"
          label="Colleague's e-mail"
          type="email"
          required
          autoComplete="off"
        />
        <SelectField id="invite-role" name="role" label="Role" options={roleOptions} defaultValue="buyer" />
        <SubmitButton>Send invitation</SubmitButton>
      </ActionForm>
      <h3 className="text-lg font-bold text-slate-900">Pending invitations</h3>
      {invitations.length === 0 ? (
        <p className="text-slate-700">No invitation is waiting.</p>
      ) : (
        <ul aria-label="Pending invitations" className="space-y-3">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-slate-900">{invitation.email}</p>
                <p className="text-sm text-slate-600">
                  {companyRoleLabels[invitation.role]} · until {date.format(invitation.expiresAt)}
                </p>
              </div>
              <ActionForm action={revoke} label={`Withdraw the invitation to ${invitation.email}`}>
                <input type="hidden" name="id" value={invitation.id} />
                <SubmitButton variant="secondary">Withdraw</SubmitButton>
              </ActionForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
