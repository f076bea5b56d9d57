import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The e-mail address that is the account's username. */
export function EmailField(props: FieldProps) {
  return <TextField label="E-mail" type="email" autoComplete="username" {...props} />;
}

/** A code from an e-mail (confirmation, reset). */
export function CodeField(props: FieldProps) {
  return <TextField label="Confirmation Code" inputMode="numeric" autoComplete="one-time-code" {...props} />;
}
