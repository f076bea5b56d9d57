'use client';

import { accountSchemas } from '@/components/auth/account-schemas';
import { ErrorPanel } from '@/components/auth/error-panel';
import { SubmitButton } from '@/components/auth/submit-button';
import { TextField } from '@/components/auth/text-field';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { fullName } from '@/lib/validation';
import { useSessionRefresh } from './use-session-refresh';

/** The stored name split where sign-up joined it: the first word, then the rest. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The name changes at once: it proves nothing, so it needs no code. */
export function ChangeNameForm({ name, onSaved }: { name: string; onSaved: (status: string) => void }) {
  const refreshSession = useSessionRefresh();
  const { form, failure, submit, dismiss, busy } = useAuthForm(accountSchemas.profileName, {
    defaultValues: splitName(name),
    repeatable: true,
  });
  const { errors } = form.formState;
  const onSubmit = submit(async (values, { updateUserAttributes }) => {
    await updateUserAttributes({ userAttributes: { name: fullName(values) } });
    await refreshSession();
    onSaved('Your name is saved.');
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="change-name-heading">
      <h3 id="change-name-heading" className="font-bold text-slate-900">
        Name
      </h3>
      <ErrorPanel failure={failure} onClose={dismiss} />
      <TextField
        id="profile-first-name"
        label="First Name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <TextField
        id="profile-last-name"
        label="Last Name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <SubmitButton busy={busy} busyText="Saving...">
        Save name
      </SubmitButton>
    </form>
  );
}
