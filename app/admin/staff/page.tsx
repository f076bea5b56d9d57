import type { Metadata } from 'next';
import { ActionForm, Field, SubmitButton } from '@/components/admin/action-form';
import { requireStaff } from '@/lib/auth';
import { config } from '@/lib/config';
import { listStaff } from '@/lib/staff';
import { addStaffAction, removeStaffAction } from '../actions';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage() {
  const me = await requireStaff();
  const staff = await listStaff();
  const cognito = config().identity.kind === 'cognito';
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Staff</h1>
      {cognito ? (
        <p className="text-slate-600">
          Staff are the members of the user pool&apos;s <code>staff</code> group: add and remove them in
          Amazon Cognito (see the README). The list below applies to the built-in sign-in only.
        </p>
      ) : (
        <p className="text-slate-600">
          Staff sign in with their own account; its e-mail must be confirmed. Someone added here gets the
          console from their next sign-in; someone removed loses it at once.
        </p>
      )}
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        aria-label="Staff members"
      >
        {staff.map((member) => (
          <li key={member.email} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold break-all">{member.email}</p>
              <p className="text-sm text-slate-600">
                {member.source === 'configuration' ? 'Set in STAFF_EMAILS' : `Added by ${member.addedBy}`}
                {member.email === me.email.toLowerCase() ? ' · you' : ''}
              </p>
            </div>
            {member.source === 'console' && member.email !== me.email.toLowerCase() ? (
              <ActionForm action={removeStaffAction} className="space-y-2" label={`Remove ${member.email}`}>
                <input type="hidden" name="email" value={member.email} />
                <SubmitButton variant="secondary">Remove</SubmitButton>
              </ActionForm>
            ) : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="add-staff-heading" className="max-w-md">
        <h2 id="add-staff-heading" className="text-lg font-bold">
          Add staff
        </h2>
        <ActionForm action={addStaffAction} className="mt-3 space-y-3">
          <Field
            id="staff-email"
            name="email"
            type="email"
            label="E-mail address"
            required
            autoComplete="off"
          />
          <SubmitButton>Add staff</SubmitButton>
        </ActionForm>
      </section>
    </div>
  );
}
