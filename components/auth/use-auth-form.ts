'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';
import { onFirstInteraction } from '@/components/ui/first-interaction';
import { describeAuthError, type AuthFailure } from '@/lib/auth';
import { loadAuth, type AmplifyAuth } from '@/lib/auth-client';

/** Spec §4: the flags every auth form shares. */
export type AuthFlags = { submitted: boolean; loading: boolean; sent: boolean };

const idle: AuthFlags = { submitted: false, loading: false, sent: false };

type Options<Values extends FieldValues> = {
  defaultValues: DefaultValues<Values>;
  /** Emptied when the request fails (login and sign-up clear the password, spec §4). */
  clearOnError?: Path<Values>;
  /**
   * Fields an empty form takes from the page's query (`?username=` from the quote
   * confirmation), read in the browser so the page itself stays static.
   */
  prefillFromQuery?: Path<Values>[];
  /**
   * The form stays in use after a success (the dashboard's forms): it returns to idle instead
   * of staying `sent` while the page navigates onward.
   */
  repeatable?: boolean;
};

/**
 * One auth form: react-hook-form with the form's zod schema and the shared flags.
 * `submit(action)` runs the action with Amplify's auth API for a valid form; success sets
 * `sent` (the action navigates onward), failure fills the error panel; `run` does the same
 * without the form's rules. Closing the panel
 * resets the flags. Amplify and the form's rules (zod) are fetched when the visitor first
 * interacts, not with the page: `loadSchema` imports the schema on demand.
 */
export function useAuthForm<Schema extends $ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
  { defaultValues, clearOnError, prefillFromQuery, repeatable }: Options<input<Schema>>,
) {
  const loadResolver = useCallback(
    () =>
      import('@hookform/resolvers/zod').then(({ zodResolver }) =>
        loadSchema().then((schema) => zodResolver(schema)),
      ),
    [loadSchema],
  );
  useEffect(
    () =>
      onFirstInteraction(() => {
        loadAuth().catch(() => undefined);
        loadResolver().catch(() => undefined);
      }),
    [loadResolver],
  );
  const resolver: Resolver<input<Schema>, unknown, output<Schema>> = async (values, context, options) =>
    (await loadResolver())(values, context, options);
  const form = useForm<input<Schema>, unknown, output<Schema>>({ resolver, defaultValues });
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    for (const field of prefillFromQuery ?? []) {
      const value = query.get(field);
      if (value && !form.getValues(field))
        form.setValue(field, value as PathValue<input<Schema>, Path<input<Schema>>>);
    }
    // Once, on arrival: the query does not change while the form is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [flags, setFlags] = useState<AuthFlags>(idle);
  const [failure, setFailure] = useState<AuthFailure>();

  /** One auth call with the form's flags and error panel, whatever the fields hold ("Send a new code"). */
  const run = async (action: (auth: AmplifyAuth) => Promise<void>) => {
    setFailure(undefined);
    setFlags({ submitted: true, loading: true, sent: false });
    try {
      await action(await loadAuth());
      setFlags(repeatable ? idle : { submitted: true, loading: false, sent: true });
    } catch (error) {
      setFailure(describeAuthError(error));
      setFlags({ submitted: true, loading: false, sent: false });
      if (clearOnError) form.setValue(clearOnError, '' as PathValue<input<Schema>, Path<input<Schema>>>);
    }
  };

  const submit = (action: (values: output<Schema>, auth: AmplifyAuth) => Promise<void>) =>
    form.handleSubmit((values) => run((auth) => action(values, auth)));

  const dismiss = () => {
    setFailure(undefined);
    setFlags(idle);
  };

  return { form, flags, failure, submit, run, dismiss, busy: flags.loading || flags.sent };
}
