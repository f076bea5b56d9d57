'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { PasswordChecklist } from './password-checklist';
import { TextField } from './text-field';

type PasswordFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  /** A new password: the current value, checked live against the rules under the field. */
  newPassword?: string;
};

/** A password input with a show/hide toggle (spec §2, Login), and for a new one its rules. */
export function PasswordField({ newPassword, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const checklistId = `${props.id}-rules`;
  return (
    <TextField
      {...props}
      details={
        newPassword === undefined
          ? undefined
          : { id: checklistId, content: <PasswordChecklist id={checklistId} password={newPassword} /> }
      }
      type={visible ? 'text' : 'password'}
      after={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={props.id}
          className="px-3 text-sm font-semibold text-orange-700 hover:bg-orange-50"
        >
          {visible ? 'Hide password' : 'Show password'}
        </button>
      }
    />
  );
}
