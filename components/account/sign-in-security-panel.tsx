'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ErrorPanel } from '@/components/auth/error-panel';
import { buttonClass } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { site } from '@/content/site';
import { describeAuthError, type AuthFailure, type MfaPreference } from '@/lib/auth';
import { authenticatorRemovalNeedsProof, loadAuth, removeAuthenticator } from '@/lib/auth-client';
import { RadioChoices } from '@/components/auth/radio-choices';

// The form library and the QR code load only when someone adds an authenticator.
const AddAuthenticator = lazy(() =>
  import('./add-authenticator').then(({ AddAuthenticator: form }) => ({ default: form })),
);

/** The second step at sign-in, as the three choices a customer with an authenticator has. */
const choices = [
  { value: 'totp', label: 'A code from my authenticator app', update: { totp: 'PREFERRED' } },
  { value: 'sms', label: 'A code by SMS', update: { sms: 'PREFERRED', totp: 'NOT_PREFERRED' } },
  { value: 'ask', label: 'Ask me each time', update: { sms: 'NOT_PREFERRED', totp: 'NOT_PREFERRED' } },
] as const;
type Choice = (typeof choices)[number]['value'];

const choiceOf = (preference: MfaPreference | undefined): Choice =>
  preference?.preferred === 'TOTP' ? 'totp' : preference?.preferred === 'SMS' ? 'sms' : 'ask';

/**
 * "Sign-in security" on the dashboard: add an authenticator app, choose which second step
 * sign-in asks for (the app, SMS, or each time), remove the app. The current settings come
 * from the server with the page (`preference`), so Amplify loads only once the customer acts;
 * when the server could not read them, the browser asks the identity service itself.
 */
export function SignInSecurityPanel({
  email,
  preference: initial,
}: {
  email: string;
  preference?: MfaPreference;
}) {
  const [preference, setPreference] = useState(initial);
  const [setup, setSetup] = useState<{ secret: string; uri: string }>();
  const [choice, setChoice] = useState<Choice>(() => choiceOf(initial));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthFailure>();
  const [status, setStatus] = useState('');
  // Removing the app, once the built-in service wants the password or a code for it.
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [removalProof, setRemovalProof] = useState('');
  // The panel is rendered on the server and its code arrives after the page's.
  const hydrated = useHydrated();
  const locked = busy || !hydrated;

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(describeAuthError(error));
    } finally {
      setBusy(false);
    }
  }, []);

  const refresh = useCallback(async () => {
    const current = await (await loadAuth()).fetchMFAPreference();
    setPreference(current);
    setChoice(choiceOf(current));
  }, []);

  useEffect(() => {
    if (initial) return;
    let current = true;
    loadAuth()
      .then(({ fetchMFAPreference }) => fetchMFAPreference())
      .then(
        (loaded) => {
          if (!current) return;
          setPreference(loaded);
          setChoice(choiceOf(loaded));
        },
        (error: unknown) => current && setFailure(describeAuthError(error)),
      );
    return () => {
      current = false;
    };
  }, [initial]);

  const hasAuthenticator = preference?.enabled?.includes('TOTP') ?? false;

  const startSetup = () =>
    run(async () => {
      setStatus('');
      const details = await (await loadAuth()).setUpTOTP();
      setSetup({ secret: details.sharedSecret, uri: details.getSetupUri(site.name, email).toString() });
    });

  const savePreference = () =>
    run(async () => {
      const selected = choices.find((option) => option.value === choice) ?? choices[0];
      await (await loadAuth()).updateMFAPreference(selected.update);
      await refresh();
      setStatus('Your choice is saved.');
    });

  const remove = (proof: string) =>
    run(async () => {
      setStatus('');
      await removeAuthenticator(proof);
      setConfirmingRemoval(false);
      setRemovalProof('');
      await refresh();
      setStatus('The authenticator app is removed. You will get your login codes by SMS.');
    });

  const startRemoval = () =>
    run(async () => {
      if (await authenticatorRemovalNeedsProof()) setConfirmingRemoval(true);
      else await remove('');
    });

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 p-4">
      <ErrorPanel failure={failure} onClose={() => setFailure(undefined)} />
      <p role="status" className="text-sm font-semibold text-green-800 empty:hidden">
        {status}
      </p>
      {!preference ? (
        <p className="text-sm text-slate-600">{failure ? '' : 'Loading your sign-in settings...'}</p>
      ) : setup ? (
        <Suspense fallback={<p className="text-sm text-slate-600">Loading...</p>}>
          <AddAuthenticator
            setup={setup}
            onCancel={() => setSetup(undefined)}
            onDone={() =>
              void run(async () => {
                setSetup(undefined);
                await refresh();
                setStatus('Your authenticator app is set up. You will use it to log in.');
              })
            }
          />
        </Suspense>
      ) : hasAuthenticator && confirmingRemoval ? (
        <form
          className="space-y-3"
          aria-label="Remove the authenticator app"
          onSubmit={(event) => {
            event.preventDefault();
            void remove(removalProof);
          }}
        >
          <p className="text-sm text-slate-700">
            To remove the authenticator app, confirm it is you with your password or a code from the app.
          </p>
          <div>
            <label
              htmlFor="authenticator-removal-proof"
              className="block text-sm font-semibold text-slate-800"
            >
              Your password or a code from the app
            </label>
            <input
              id="authenticator-removal-proof"
              type="password"
              autoComplete="current-password"
              required
              maxLength={256}
              value={removalProof}
              onChange={(event) => setRemovalProof(event.target.value)}
              disabled={locked}
              className="mt-1 block w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:ring-2 focus:ring-orange-700 focus:outline-none"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={locked} className={buttonClass('primary', 'compact')}>
              Remove authenticator app
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirmingRemoval(false);
                setRemovalProof('');
              }}
              disabled={locked}
              className={buttonClass('secondary', 'compact')}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : hasAuthenticator ? (
        <div className="space-y-4">
          <RadioChoices
            legend="After your password, confirm your login with"
            name="second-step"
            choices={choices}
            value={choice}
            onChange={setChoice}
            disabled={locked}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={savePreference}
              disabled={locked}
              className={buttonClass('primary', 'compact')}
            >
              Save choice
            </button>
            <button
              type="button"
              onClick={startRemoval}
              disabled={locked}
              className={buttonClass('secondary', 'compact')}
            >
              Remove authenticator app
            </button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            You confirm each login with a code sent by SMS. An authenticator app (such as Google Authenticator
            or 1Password) shows the code on your phone instead, even without signal.
          </p>
          <button
            type="button"
            onClick={startSetup}
            disabled={locked}
            className={buttonClass('primary', 'compact')}
          >
            Add an authenticator app
          </button>
        </div>
      )}
    </div>
  );
}
