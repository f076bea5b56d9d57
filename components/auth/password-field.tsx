'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { TextField } from './text-field';

type PasswordFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
};

/** A password input with a show/hide toggle (spec §2, Login). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
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
