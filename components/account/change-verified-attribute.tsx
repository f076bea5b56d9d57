'use client';

import { useState, type ComponentProps } from 'react';
import { accountSchemas } from '@/components/auth/account-schemas';
import { ErrorPanel } from '@/components/auth/error-panel';
import { SubmitButton } from '@/components/auth/submit-button';
import { TextField } from '@/components/auth/text-field';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { AttributeCodeForm, type VerifiedAttribute } from './attribute-code-form';
import { checkEmailChange } from './check-email-change';

type Field = Omit<ComponentProps<typeof TextField>, 'error'>;

/** What differs between changing the phone and the e-mail. */
export type VerifiedAttributeCopy = {
  attribute: VerifiedAttribute;
  schema: typeof accountSchemas.profilePhone | typeof accountSchemas.profileEmail;
  heading: string;
  field: Field;
  submitText: string;
  /** The attribute's value for what was typed (and checked): the phone gets its +1. */
  toAttribute: (value: string) => string;
  /** Cognito's masked destination as the page shows it. */
  showDestination: (destination: string) => string;
  confirmed: string;
};

/**
 * A new e-mail or phone: the identity service keeps the old one in force and sends a code to
 * the new one; once the code comes back, the new one is used (and the session's tokens are
 * refreshed so the page shows it).
 */
export function ChangeVerifiedAttribute({
  copy,
  onSaved,
}: {
  copy: VerifiedAttributeCopy;
  onSaved: (status: string) => void;
}) {
  const [sentTo, setSentTo] = useState<string>();
  const { form, failure, submit, dismiss, busy } = useAuthForm(copy.schema, {
    defaultValues: { value: '' },
    repeatable: true,
  });
  const onSubmit = submit(async ({ value }, { updateUserAttributes }) => {
    const attributeValue = copy.toAttribute(value);
    if (copy.attribute === 'email') await checkEmailChange();
    const results = await updateUserAttributes({ userAttributes: { [copy.attribute]: attributeValue } });
    const next = results[copy.attribute]?.nextStep;
    if (next?.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE') {
      setSentTo(copy.showDestination(next.codeDeliveryDetails?.destination ?? attributeValue));
    } else {
      onSaved(`Saved: ${value}.`);
    }
  });
  const headingId = `change-${copy.attribute}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="font-bold text-slate-900">
        {copy.heading}
      </h3>
      {sentTo ? (
        <AttributeCodeForm
          attribute={copy.attribute}
          destination={sentTo}
          showDestination={copy.showDestination}
          onCancel={() => setSentTo(undefined)}
          onConfirmed={() => {
            setSentTo(undefined);
            form.reset();
            onSaved(copy.confirmed);
          }}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={copy.submitText}>
          <ErrorPanel failure={failure} onClose={dismiss} />
          <TextField
            {...copy.field}
            error={form.formState.errors.value?.message}
            {...form.register('value')}
          />
          <SubmitButton busy={busy} busyText="Sending code...">
            {copy.submitText}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
