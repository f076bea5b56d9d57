import { ActionForm, SelectField, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import type { CompanyMember } from '@/lib/companies/server';
import { COMPANY_ROLES, companyRoleLabels } from '@/lib/companies';

export const roleOptions = COMPANY_ROLES.map((role) => ({ value: role, label: companyRoleLabels[role] }));

/** The company's members with their roles; an owner changes a role or removes a member here. */
export function CompanyMembers({
  userId,
  members,
  owner,
  changeRole,
  remove,
}: {
  userId: string;
  members: CompanyMember[];
  /** The viewer is an owner: they get the forms. */
  owner: boolean;
  changeRole: FormAction;
  remove: FormAction;
}) {
  return (
    <section aria-labelledby="members-heading" className="space-y-4">
      <h2 id="members-heading" className="text-xl font-bold text-slate-900">
        Members
      </h2>
      <ul aria-label="Members" className="space-y-3">
        {members.map((member) => {
          const who = member.userId === userId ? `${member.name} (you)` : member.name;
          return (
            <li key={member.userId} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{who}</p>
                  <p className="text-sm break-all text-slate-600">{member.email}</p>
                </div>
                <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-900">
                  {companyRoleLabels[member.role]}
                </span>
              </div>
              {owner ? (
                <div className="flex flex-wrap items-end gap-3">
                  <ActionForm
                    action={changeRole}
                    label={`Change the role of ${member.name}`}
                    className="flex flex-wrap items-end gap-3"
                  >
                    <input type="hidden" name="userId" value={member.userId} />
                    <SelectField
                      id={`role-${member.userId}`}
                      name="role"
                      label={`Role of ${member.name}`}
                      options={roleOptions}
                      defaultValue={member.role}
                    />
                    <SubmitButton variant="secondary">Change role</SubmitButton>
                  </ActionForm>
                  {member.userId === userId ? null : (
                    <ActionForm action={remove} label={`Remove ${member.name}`}>
                      <input type="hidden" name="userId" value={member.userId} />
                      <SubmitButton variant="secondary">Remove</SubmitButton>
                    </ActionForm>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
