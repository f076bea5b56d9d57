import * as z from '@/lib/zod';
import {
  CONFIRMATION_CODE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@/lib/constants';
import { fullName } from './account-attributes';
import { accountMessages, lengthMessages } from './messages';
import { passwordPattern } from './password-rules';

/**
 * The account rules of spec §5. The password pattern is the spec's own: it demands a digit,
 * a lowercase and an uppercase letter, one of !@#$%^&*+= and no whitespace, and its
 * quantifier {8,15} caps the length at 15 even though the stated range is 8 to 16, so a
 * 16-character password fails with the format message. That is reproduced on purpose.
 *
 * Written with zod's mini build: these schemas ship to the browser with the auth forms, and
 * the full build would add about 40 KB (gzip) to every auth screen.
 */
export const accountPatterns = {
  // Names as people write them (issue 33): letters of any alphabet (with their accents), and
  // spaces, hyphens, apostrophes and periods between them: "Mary-Ann", "O'Brien", "José", "Nguyễn".
  name: /^\p{L}[\p{L}\p{M} .'’-]*$/u,
  // Checked once the usual US writing is read as digits (usPhoneDigits).
  phone: /^[0-9]{10}$/,
  confirmationCode: /^[0-9]+$/,
  otp: /^[A-Za-z0-9]+$/,
  password: passwordPattern,
} as const;

/**
 * A US phone number as people type it, as the 10 digits the shop stores: "(949) 555-0142",
 * "949.555.0142", "+1 949 555 0142" and "1-949-555-0142" all read 9495550142. Spaces, brackets,
 * dots and hyphens go in any case; what is left is judged by the length and format rules.
 */
export function usPhoneDigits(typed: string): string {
  const compact = typed.replace(/[\s().-]/g, '');
  const national = /^\+?1(\d{10})$/.exec(compact);
  return national ? national[1]! : compact;
}

/**
 * A required text field: empty → `required`, longer than its limit → `tooLong` (naming the
 * limit), any other broken rule → `format`. `normalize` rewrites the trimmed value first.
 */
function textField(
  required: string,
  format: string,
  rule: (value: string) => boolean,
  limit: { maxLength: number; tooLong: string },
  normalize: (value: string) => string = (value) => value,
) {
  return z
    .string()
    .check(
      z.trim(),
      z.overwrite(normalize),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(limit.maxLength, { error: limit.tooLong, abort: true }),
      z.refine(rule, format),
    );
}

const email = z.email();

const matches = (pattern: RegExp) => (value: string) => pattern.test(value);

export const usernameField = textField(
  accountMessages.usernameRequired,
  accountMessages.usernameFormat,
  (value) => email.safeParse(value).success,
  { maxLength: NAME_MAX_LENGTH, tooLong: lengthMessages.username },
);

/**
 * A new password (sign-up, reset): the full §5 rule. The pattern alone is checked: its
 * quantifier already bounds the length (8 to 15), so a check of 8 to 16 could decide nothing.
 */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(1, { error: accountMessages.passwordRequired, abort: true }),
    z.refine(matches(accountPatterns.password), accountMessages.passwordFormat),
  );

/**
 * Logging in only needs a password: the format rule guards new passwords, and a user whose
 * password was set elsewhere (for example in the Cognito console) must still get in.
 */
const currentPasswordField = z.string().check(z.minLength(1, accountMessages.passwordRequired));

export const confirmationCodeField = textField(
  accountMessages.confirmationCodeRequired,
  accountMessages.confirmationCodeFormat,
  matches(accountPatterns.confirmationCode),
  { maxLength: CONFIRMATION_CODE_MAX_LENGTH, tooLong: lengthMessages.confirmationCode },
);

export const loginSchema = z.object({ username: usernameField, password: currentPasswordField });

export const otpSchema = z.object({
  otp: textField(accountMessages.otpRequired, accountMessages.otpFormat, matches(accountPatterns.otp), {
    maxLength: OTP_MAX_LENGTH,
    tooLong: lengthMessages.otp,
  }),
});

/** First and last name, as sign-up and the profile ask for them. */
const nameFields = {
  firstName: textField(
    accountMessages.firstNameRequired,
    accountMessages.firstNameFormat,
    matches(accountPatterns.name),
    { maxLength: NAME_MAX_LENGTH, tooLong: lengthMessages.firstName },
  ),
  lastName: textField(
    accountMessages.lastNameRequired,
    accountMessages.lastNameFormat,
    matches(accountPatterns.name),
    { maxLength: NAME_MAX_LENGTH, tooLong: lengthMessages.lastName },
  ),
};

/**
 * The full name sent to the identity service has its own 64-character limit (§5); the last
 * name is where it overflows, so that is where the message shows. Its format needs no check
 * of its own: two names that pass theirs, joined by a space, are letters and spaces.
 */
function fullNameCheck<Form extends { firstName: string; lastName: string }>() {
  return z.refine<Form>((form) => fullName(form).length <= NAME_MAX_LENGTH, {
    path: ['lastName'],
    error: lengthMessages.fullName,
    when: (payload) => payload.issues.length === 0,
  });
}

const phoneNumberField = textField(
  accountMessages.phoneRequired,
  accountMessages.phoneFormat,
  matches(accountPatterns.phone),
  { maxLength: PHONE_MAX_LENGTH, tooLong: lengthMessages.phone },
  usPhoneDigits,
);

export const signupSchema = z
  .object({
    ...nameFields,
    phoneNumber: phoneNumberField,
    username: usernameField,
    password: newPasswordField,
  })
  .check(fullNameCheck());

/** The profile's forms (issue 33 §2), with the sign-up's rules and messages. */
export const profileNameSchema = z.object(nameFields).check(fullNameCheck());

/** A new phone or e-mail: one field, `value`, so one form asks for either. */
export const profilePhoneSchema = z.object({ value: phoneNumberField });

export const profileEmailSchema = z.object({ value: usernameField });

export const attributeCodeSchema = z.object({ confirmationCode: confirmationCodeField });

export const changePasswordSchema = z.object({
  password: currentPasswordField,
  newPassword: newPasswordField,
});

export const confirmSignupSchema = z.object({
  username: usernameField,
  confirmationCode: confirmationCodeField,
});

export const resetPasswordSchema = z.object({ username: usernameField });

export const confirmResetPasswordSchema = z.object({
  username: usernameField,
  confirmationCode: confirmationCodeField,
  password: newPasswordField,
});

export type LoginForm = z.infer<typeof loginSchema>;
export type OtpForm = z.infer<typeof otpSchema>;
export type SignupForm = z.infer<typeof signupSchema>;
export type ConfirmSignupForm = z.infer<typeof confirmSignupSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
export type ConfirmResetPasswordForm = z.infer<typeof confirmResetPasswordSchema>;
