'use client';

import { useState } from 'react';
import { PHONE_PREFIX } from '@/lib/constants';
import { phoneAttribute } from '@/lib/validation';
import { accountSchemas } from '@/components/auth/account-schemas';
import { ChangeNameForm } from './change-name-form';
import { ChangeVerifiedAttribute, type VerifiedAttributeCopy } from './change-verified-attribute';
import { maskDestination } from './mask-phone';

const phone: VerifiedAttributeCopy = {
  attribute: 'phone_number',
  schema: accountSchemas.profilePhone,
  heading: 'Phone for login codes',
  field: {
    id: 'profile-phone',
    label: 'New phone number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    prefix: PHONE_PREFIX,
    hint: 'We text a code to the new number to check it is yours.',
  },
  submitText: 'Change phone',
  toAttribute: phoneAttribute,
  showDestination: maskDestination,
  confirmed: 'Your new phone number is confirmed. Login codes now go to it.',
};

const email: VerifiedAttributeCopy = {
  attribute: 'email',
  schema: accountSchemas.profileEmail,
  heading: 'E-mail',
  field: {
    id: 'profile-email',
    label: 'New e-mail',
    type: 'email',
    autoComplete: 'email',
    hint: 'You log in with this address. We send a code to it to check it is yours.',
  },
  submitText: 'Change e-mail',
  toAttribute: (value) => value,
  showDestination: (destination) => destination,
  confirmed: 'Your new e-mail address is confirmed. Use it to log in from now on.',
};

const card = 'rounded-lg border border-slate-200 p-4';

/** Changing the name (at once), the phone and the e-mail (each once its code comes back). */
export function ProfilePanel({ name }: { name: string }) {
  const [status, setStatus] = useState('');
  return (
    <div className="space-y-4">
      <p
        role="status"
        className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800 empty:hidden"
      >
        {status}
      </p>
      <div className="grid gap-6 md:grid-cols-3">
        <div className={card}>
          <ChangeNameForm name={name} onSaved={setStatus} />
        </div>
        <div className={card}>
          <ChangeVerifiedAttribute copy={phone} onSaved={setStatus} />
        </div>
        <div className={card}>
          <ChangeVerifiedAttribute copy={email} onSaved={setStatus} />
        </div>
      </div>
    </div>
  );
}
