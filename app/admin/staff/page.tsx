import type { Metadata } from 'next';
import { ActionForm, Field, SubmitButton } from '@/components/admin/action-form';
import { formatDateTime } from '@/components/admin/format';
import { requireStaff } from '@/lib/auth/server';
import { config } from '@/lib/config/server';
import { getDatabase } from '@/lib/db/server';
import { signingKeyStatus } from '@/lib/identity/server';
import { listStaff } from '@/lib/staff/server';
import { addStaffAction, removeStaffAction, rotateSigningKeyAction } from '../actions';

const keyRoles = {
  signing: 'Signs sign-ins now',
  publishing: 'New: signs once every server has it (within 2 minutes)',
  retiring: 'Retired: still accepted until the sessions it signed expire',
} as const;

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage() {
  const me = await requireStaff();
  const staff = await listStaff();
  const cognito = config().identity.kind === 'cognito';
  const keys = cognito ? [] : await signingKeyStatus((await getDatabase()).db);
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
      {cognito ? null : (
        <section aria-labelledby="signing-keys-heading" className="max-w-2xl space-y-3">
          <h2 id="signing-keys-heading" className="text-lg font-bold">
            Sign-in signing keys
          </h2>
          <p className="text-slate-600">
            The key that signs sign-in tokens is stored sealed with <code>IDENTITY_KEY_SECRET</code> and is
            replaced every 90 days on its own. Replace it now if you think it or a database backup leaked:
            sessions stay signed in.
          </p>
          <ul
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
            aria-label="Signing keys"
          >
            {keys.map((key) => (
              <li key={key.kid} className="p-4">
                <p className="font-mono text-sm break-all">{key.kid}</p>
                <p className="text-sm text-slate-600">
                  {keyRoles[key.role]} · added {formatDateTime(key.createdAt)}
                </p>
              </li>
            ))}
          </ul>
          <ActionForm action={rotateSigningKeyAction} className="space-y-2" label="Replace the signing key">
            <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                required
                className="size-4 accent-orange-700"
              />
              Yes, replace the signing key
            </label>
            <SubmitButton variant="secondary">Replace the signing key now</SubmitButton>
          </ActionForm>
        </section>
      )}
    </div>
  );
}
