import {
  accountMessages,
  attributeCodeSchema,
  changePasswordSchema,
  confirmResetPasswordSchema,
  confirmSignupSchema,
  fullName,
  lengthMessages,
  loginSchema,
  otpSchema,
  phoneAttribute,
  profileEmailSchema,
  profileNameSchema,
  profilePhoneSchema,
  resetPasswordSchema,
  signupSchema,
  usPhoneDigits,
} from './index';
import type { $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';

/** The first message per field, as the form shows it. */
function messages(schema: $ZodType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

const validSignup = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '5551230123',
  username: 'ada@example.com',
  password: 'Secret#123',
};

describe('password (spec §5)', () => {
  const check = (password: string) => messages(signupSchema, { ...validSignup, password }).password;

  it.each(['Secret#123', 'aB3!aB3!', 'Abcdefg1+', 'Abcdefghijk1=xy'])('accepts %s', (password) => {
    expect(check(password)).toBeUndefined();
  });

  it('requires a password', () => {
    expect(check('')).toBe(accountMessages.passwordRequired);
  });

  it.each([
    ['too short', 'aB3!aB3'],
    ['no digit', 'Secret#abc'],
    ['no lowercase', 'SECRET#123'],
    ['no uppercase', 'secret#123'],
    ['no special character', 'Secret1234'],
    ['a special character outside the set', 'Secret-123'],
    ['whitespace', 'Secret# 123'],
    // The spec's pattern caps at 15 although the stated maximum is 16.
    ['16 characters', 'Abcdefghijk1=xyz'],
    ['17 characters', 'Abcdefghijk1=xyzw'],
  ])('rejects a password with %s', (_, password) => {
    expect(check(password)).toBe(accountMessages.passwordFormat);
  });
});

describe('sign-up form', () => {
  it('accepts a valid form', () => {
    expect(messages(signupSchema, validSignup)).toEqual({});
  });

  it('reports every required field', () => {
    expect(
      messages(signupSchema, { firstName: '', lastName: '', phoneNumber: '', username: '', password: '' }),
    ).toEqual({
      firstName: accountMessages.firstNameRequired,
      lastName: accountMessages.lastNameRequired,
      phoneNumber: accountMessages.phoneRequired,
      username: accountMessages.usernameRequired,
      password: accountMessages.passwordRequired,
    });
  });

  it.each([
    ['firstName', 'Ada1', accountMessages.firstNameFormat],
    ['firstName', '-Ada', accountMessages.firstNameFormat],
    ['firstName', 'Ada <b>', accountMessages.firstNameFormat],
    ['firstName', 'A'.repeat(65), lengthMessages.firstName],
    ['lastName', 'B'.repeat(65), lengthMessages.lastName],
    ['lastName', 'Love_lace', accountMessages.lastNameFormat],
    ['phoneNumber', '555-123-01', accountMessages.phoneFormat],
    ['phoneNumber', '+44 20 7946 0958', lengthMessages.phone],
    ['phoneNumber', '949 555 O142', accountMessages.phoneFormat],
    ['phoneNumber', '55512301234', lengthMessages.phone],
    ['username', 'not-an-email', accountMessages.usernameFormat],
    ['username', `${'a'.repeat(60)}@example.com`, lengthMessages.username],
  ])('rejects %s %j', (field, value, message) => {
    expect(messages(signupSchema, { ...validSignup, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['Mary-Ann', "O'Brien"],
    ['Mary Ann', 'St. John'],
    ['José', 'Nguyễn'],
    ['Zoë', 'D’Angelo'],
    ['Иван', 'Петров'],
  ])('accepts the names %s %s as people write them', (firstName, lastName) => {
    expect(messages(signupSchema, { ...validSignup, firstName, lastName })).toEqual({});
  });

  it.each([
    '(949) 555-0142',
    '949-555-0142',
    '949.555.0142',
    '+1 949 555 0142',
    '1-949-555-0142',
    '9495550142',
  ])('reads the phone number %j as 9495550142', (phoneNumber) => {
    const parsed = signupSchema.safeParse({ ...validSignup, phoneNumber });
    expect(parsed.success && parsed.data.phoneNumber).toBe('9495550142');
    expect(parsed.success && phoneAttribute(parsed.data.phoneNumber)).toBe('+19495550142');
  });

  it('accepts names and phone at their limits', () => {
    expect(
      messages(signupSchema, {
        ...validSignup,
        firstName: 'A'.repeat(31),
        lastName: 'B'.repeat(32),
        phoneNumber: '1'.repeat(10),
      }),
    ).toEqual({});
  });

  it('flags a full name longer than 64 characters on the last name', () => {
    expect(
      messages(signupSchema, { ...validSignup, firstName: 'A'.repeat(40), lastName: 'B'.repeat(40) }),
    ).toEqual({
      lastName: lengthMessages.fullName,
    });
  });

  it('builds the attributes the identity service receives', () => {
    expect(fullName(validSignup)).toBe('Ada Lovelace');
    expect(phoneAttribute(validSignup.phoneNumber)).toBe('+15551230123');
  });
});

describe('login form', () => {
  it('requires both fields and an e-mail username', () => {
    expect(messages(loginSchema, { username: '', password: '' })).toEqual({
      username: accountMessages.usernameRequired,
      password: accountMessages.passwordRequired,
    });
    expect(messages(loginSchema, { username: 'ada', password: 'x' })).toEqual({
      username: accountMessages.usernameFormat,
    });
  });

  it('trims the username', () => {
    expect(loginSchema.parse({ username: ' ada@example.com ', password: 'x' }).username).toBe(
      'ada@example.com',
    );
  });
});

describe('codes', () => {
  it.each([
    ['', accountMessages.confirmationCodeRequired],
    ['12a456', accountMessages.confirmationCodeFormat],
    ['12345678901', lengthMessages.confirmationCode],
  ])('confirmation code %j', (confirmationCode, message) => {
    expect(messages(confirmSignupSchema, { username: 'ada@example.com', confirmationCode })).toEqual({
      confirmationCode: message,
    });
  });

  it('accepts a 6-digit confirmation code', () => {
    expect(
      messages(confirmSignupSchema, { username: 'ada@example.com', confirmationCode: '012345' }),
    ).toEqual({});
  });

  it.each([
    ['', accountMessages.otpRequired],
    ['12 34', accountMessages.otpFormat],
    ['12345678901', lengthMessages.otp],
  ])('one-time code %j', (otp, message) => {
    expect(messages(otpSchema, { otp })).toEqual({ otp: message });
  });

  it('accepts letters and digits as a one-time code', () => {
    expect(messages(otpSchema, { otp: 'ab12CD' })).toEqual({});
  });
});

describe('password reset forms', () => {
  it('reset asks for a valid username', () => {
    expect(messages(resetPasswordSchema, { username: '' })).toEqual({
      username: accountMessages.usernameRequired,
    });
  });

  it('confirm reset applies the new-password rule', () => {
    expect(
      messages(confirmResetPasswordSchema, {
        username: 'ada@example.com',
        confirmationCode: '123456',
        password: 'weak',
      }),
    ).toEqual({ password: accountMessages.passwordFormat });
  });
});

describe('one message per field', () => {
  /** Every message the form would list for the field, not only the first. */
  const allMessages = (schema: $ZodType, value: unknown, field: string) => {
    const result = z.safeParse(schema, value);
    return result.success
      ? []
      : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
  };

  it.each([
    ['an empty name', { firstName: '' }, 'firstName', [accountMessages.firstNameRequired]],
    [
      'a long name with a digit',
      { firstName: `${'A'.repeat(64)}1` },
      'firstName',
      [lengthMessages.firstName],
    ],
    ['a long e-mail', { username: `${'a'.repeat(60)}@example.com` }, 'username', [lengthMessages.username]],
    ['an empty password', { password: '' }, 'password', [accountMessages.passwordRequired]],
  ])('says only what matters first for %s', (_, change, field, expected) => {
    expect(allMessages(signupSchema, { ...validSignup, ...change }, field)).toEqual(expected);
  });

  it('checks the full name only once the names themselves are right', () => {
    expect(
      allMessages(signupSchema, { ...validSignup, firstName: 'A'.repeat(64), lastName: '' }, 'lastName'),
    ).toEqual([accountMessages.lastNameRequired]);
    // A first name in the wrong format: its own message, none on the last name for the full name's length.
    expect(messages(signupSchema, { ...validSignup, firstName: 'Ada1', lastName: 'B'.repeat(61) })).toEqual({
      firstName: accountMessages.firstNameFormat,
    });
  });
});

describe('limits at their edges (spec §9)', () => {
  const username = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  it('accepts a 64-character e-mail and a 64-character full name', () => {
    expect(messages(loginSchema, { username: username(64), password: 'x' })).toEqual({});
    expect(
      messages(signupSchema, { ...validSignup, firstName: 'A'.repeat(31), lastName: 'B'.repeat(32) }),
    ).toEqual({});
    expect(
      messages(signupSchema, { ...validSignup, firstName: 'A'.repeat(32), lastName: 'B'.repeat(32) }),
    ).toEqual({ lastName: lengthMessages.fullName });
  });

  it('refuses a 65-character e-mail', () => {
    expect(messages(loginSchema, { username: username(65), password: 'x' })).toEqual({
      username: lengthMessages.username,
    });
  });

  it('accepts a 10-character code and one-time code', () => {
    expect(
      messages(confirmSignupSchema, { username: 'ada@example.com', confirmationCode: '1234567890' }),
    ).toEqual({});
    expect(messages(otpSchema, { otp: 'abcDE12345' })).toEqual({});
  });

  it('accepts a password of 8 and of 15 characters, not of 7', () => {
    const check = (password: string) => messages(signupSchema, { ...validSignup, password }).password;
    expect([check('Secret#1'), check('Secret#12345678'), check('Secre#1')]).toEqual([
      undefined,
      undefined,
      accountMessages.passwordFormat,
    ]);
  });
});

describe('phone numbers as people type them', () => {
  it.each([
    ['+19495550142', '9495550142'],
    ['19495550142', '9495550142'],
    ['(949)\t555 0142', '9495550142'],
    ['+2 949 555 0142', '+29495550142'],
    ['1949555014', '1949555014'],
    ['+1949555014', '+1949555014'],
    ['x19495550142', 'x19495550142'],
    ['19495550142x', '19495550142x'],
  ])('reads %j as %j', (typed, digits) => {
    expect(usPhoneDigits(typed)).toBe(digits);
  });

  it('judges what is left: a leading 1 without ten digits after it is too long', () => {
    expect(messages(profilePhoneSchema, { value: '1 949 555 01' })).toEqual({
      value: accountMessages.phoneFormat,
    });
    expect(messages(profilePhoneSchema, { value: '+1 949 555 01' })).toEqual({
      value: accountMessages.phoneFormat,
    });
  });
});

describe('profile forms (issue 33)', () => {
  it('applies the sign-up rules to a new name, phone and e-mail', () => {
    expect(messages(profileNameSchema, { firstName: 'Ada', lastName: 'Lovelace' })).toEqual({});
    expect(messages(profileNameSchema, { firstName: 'A'.repeat(40), lastName: 'B'.repeat(40) })).toEqual({
      lastName: lengthMessages.fullName,
    });
    expect(messages(profileNameSchema, { firstName: 'Ada', lastName: 'Love lace2' })).toEqual({
      lastName: accountMessages.lastNameFormat,
    });
    expect(messages(profilePhoneSchema, { value: '' })).toEqual({ value: accountMessages.phoneRequired });
    expect(messages(profileEmailSchema, { value: 'ada' })).toEqual({ value: accountMessages.usernameFormat });
    expect(messages(attributeCodeSchema, { confirmationCode: '' })).toEqual({
      confirmationCode: accountMessages.confirmationCodeRequired,
    });
  });

  it('asks for the current password as it is, and a new one by the rule', () => {
    expect(messages(changePasswordSchema, { password: 'old', newPassword: 'Secret#123' })).toEqual({});
    expect(messages(changePasswordSchema, { password: '', newPassword: 'weak' })).toEqual({
      password: accountMessages.passwordRequired,
      newPassword: accountMessages.passwordFormat,
    });
  });
});
