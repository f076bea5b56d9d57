import { Suspense } from 'react';
import { getServerSessionWithAccessToken, mfaPreferenceOf, type MfaPreference } from '@/lib/auth/server';
import { DomainError } from '@/lib/errors';
import { LazySignInSecurityPanel, SignInSecurityLoading } from './lazy-sign-in-security-panel';

/**
 * "Sign-in security" on the dashboard, with the account's current second steps read on the
 * server: streamed in after the greeting, so a slow user pool delays only this section.
 */
export function SignInSecurity({ email }: { email: string }) {
  return (
    <Suspense fallback={<SignInSecurityLoading />}>
      <SignInSecurityWithSettings email={email} />
    </Suspense>
  );
}

async function SignInSecurityWithSettings({ email }: { email: string }) {
  return <LazySignInSecurityPanel email={email} preference={await currentPreference()} />;
}

/** Undefined when the backend could not say: the panel then asks it from the browser. */
async function currentPreference(): Promise<MfaPreference | undefined> {
  const session = await getServerSessionWithAccessToken();
  if (!session) return undefined;
  try {
    return await mfaPreferenceOf(session);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.warn(`[auth] the dashboard read no sign-in settings (${error.kind}); the browser asks instead`);
    return undefined;
  }
}
