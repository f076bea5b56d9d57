import { PASSWORD_MIN_LENGTH } from '@/lib/constants';

/** Spec §5: a password needs one of these. */
export const SPECIAL_CHARACTERS = '!@#$%^&*+=';

/**
 * Spec §5 states 8 to 16 characters, but its own pattern's quantifier caps the length at 15,
 * and the pattern is what sign-up enforces (reproduced on purpose, see `account.ts`), so the
 * checklist promises what the form accepts.
 */
const PATTERN_MAX_LENGTH = 15;

/** The spec's pattern (no `^` first in the set, so the set needs no escaping); the checklist below lists its parts. */
export const passwordPattern = new RegExp(
  `^(?=.*[0-9])(?=.*[a-z])(?=.*[A-Z])(?=.*[${SPECIAL_CHARACTERS}])(?=\\S+$).{${PASSWORD_MIN_LENGTH},${PATTERN_MAX_LENGTH}}$`,
);

export type PasswordRule = { id: string; label: string; isMet: (password: string) => boolean };

const contains = (characters: RegExp) => (password: string) => characters.test(password);

/** The rules of the spec's pattern as the sign-up checklist shows them, in its order. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `${PASSWORD_MIN_LENGTH} to ${PATTERN_MAX_LENGTH} characters`,
    isMet: (password) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PATTERN_MAX_LENGTH,
  },
  { id: 'uppercase', label: 'An uppercase letter', isMet: contains(/[A-Z]/) },
  { id: 'lowercase', label: 'A lowercase letter', isMet: contains(/[a-z]/) },
  { id: 'digit', label: 'A digit', isMet: contains(/[0-9]/) },
  {
    id: 'special',
    label: `A special character: ${SPECIAL_CHARACTERS.split('').join(' ')}`,
    isMet: (password) => [...SPECIAL_CHARACTERS].some((character) => password.includes(character)),
  },
  { id: 'spaces', label: 'No spaces', isMet: (password) => password.length > 0 && !/\s/.test(password) },
];
