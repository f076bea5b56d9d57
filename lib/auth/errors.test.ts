import { AuthError } from 'aws-amplify/auth';
import { accountMessages, errorMessages } from '@/lib/validation/messages';
import { AuthFlowError, describeAuthError } from './errors';
import { signInDestination } from './sign-in-steps';

describe('describeAuthError', () => {
  it('shows the identity service message with a hint for known errors', () => {
    const failure = describeAuthError(
      new AuthError({
        name: 'CodeMismatchException',
        message: 'Invalid verification code provided, please try again.',
      }),
    );
    expect(failure).toEqual({
      message: 'Invalid verification code provided, please try again.',
      clientMessage: 'Check the code in the most recent message we sent you.',
      validationErrors: [],
    });
  });

  it('uses the password rule as the hint for a rejected password', () => {
    const failure = describeAuthError(
      new AuthError({ name: 'InvalidPasswordException', message: 'Password did not conform with policy' }),
    );
    expect(failure.clientMessage).toBe(accountMessages.passwordFormat);
  });

  it('passes unknown service errors through without a hint', () => {
    expect(describeAuthError(new AuthError({ name: 'SomeNewException', message: 'Something new.' }))).toEqual(
      {
        message: 'Something new.',
        clientMessage: undefined,
        validationErrors: [],
      },
    );
  });

  it('lists Amplify input checks under the field they concern', () => {
    const failure = describeAuthError(
      new AuthError({ name: 'EmptySignInUsername', message: 'username is required to signIn' }),
    );
    expect(failure.validationErrors).toEqual([
      { location: 'username', clientMessage: 'username is required to signIn' },
    ]);
  });

  it('shows a network failure with a hint', () => {
    const network = new AuthError({ name: 'NetworkError', message: 'A network error has occurred.' });
    expect(describeAuthError(network)).toEqual({
      message: 'A network error has occurred.',
      clientMessage: 'Check your internet connection and try again.',
      validationErrors: [],
    });
  });

  it.each([
    new TypeError('Failed to fetch'),
    Object.assign(new Error('Not Amplify'), { name: 'NotAuthorizedException' }),
    'boom',
    undefined,
    new AuthError({ name: 'Unknown', message: 'Unknown error' }),
  ])('falls back to the unexpected-error message for %p', (error) => {
    expect(describeAuthError(error)).toEqual({ message: errorMessages.unexpected, validationErrors: [] });
  });

  it('shows our own flow errors as they are', () => {
    expect(describeAuthError(new AuthFlowError('Stop here.'))).toEqual({
      message: 'Stop here.',
      validationErrors: [],
    });
  });
});

describe('signInDestination', () => {
  it.each([
    ['DONE', '/signed-in'],
    ['CONFIRM_SIGN_IN_WITH_SMS_CODE', '/otp'],
    ['CONFIRM_SIGN_IN_WITH_TOTP_CODE', '/otp?method=totp'],
    ['CONTINUE_SIGN_IN_WITH_MFA_SELECTION', '/otp?method=select'],
    ['CONTINUE_SIGN_IN_WITH_TOTP_SETUP', '/otp?method=totp-setup'],
    ['CONFIRM_SIGN_UP', '/confirm-signup?username=ada%2Btest%40example.com'],
    ['RESET_PASSWORD', '/reset-password?username=ada%2Btest%40example.com'],
  ])('%s goes to %s', (step, href) => {
    expect(signInDestination(step, 'ada+test@example.com')).toBe(href);
  });

  it('explains any other step instead of going nowhere', () => {
    expect(() => signInDestination('CONTINUE_SIGN_IN_WITH_EMAIL_SETUP', 'ada@example.com')).toThrow(
      AuthFlowError,
    );
    expect(() => signInDestination('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', 'ada@example.com')).toThrow(
      /CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED/,
    );
  });
});
