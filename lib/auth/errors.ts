import { accountMessages, errorMessages } from '@/lib/validation';

/** What the error panel shows (spec §3): a message, a client message and field errors. */
export type AuthFailure = {
  message: string;
  clientMessage?: string;
  validationErrors: { location: string; clientMessage: string }[];
};

/** A step of our own flow that cannot continue, with a message for the user. */
export class AuthFlowError extends Error {
  override name = 'AuthFlowError';
}

const waitHint = 'Too many attempts. Please wait a few minutes, then try again.';

/** What the user can do about each identity-service error (the message itself comes from the service). */
const hints: Record<string, string> = {
  NotAuthorizedException:
    'Check what you entered and try again. If it keeps failing, log in again from the start.',
  UserNotFoundException: 'Check the e-mail address, or sign up for a new account.',
  UsernameExistsException: 'Log in instead, or reset your password if you forgot it.',
  AliasExistsException: 'Another account uses this e-mail address. Choose another address.',
  InvalidPasswordException: accountMessages.passwordFormat,
  InvalidParameterException: 'Check the details you entered and try again.',
  CodeMismatchException: 'Check the code in the most recent message we sent you.',
  ExpiredCodeException: 'The code is no longer valid. Ask for a new one and try again.',
  CodeDeliveryFailureException: 'We could not send you a code. Check your phone number and e-mail address.',
  LimitExceededException: waitHint,
  TooManyRequestsException: waitHint,
  TooManyFailedAttemptsException: waitHint,
  NetworkError: 'Check your internet connection and try again.',
  SignInException: 'Your login has expired. Please log in again.',
};

/** Amplify's own input checks, by the form field they concern. */
function fieldOf(name: string): string | undefined {
  if (!name.startsWith('Empty')) return undefined;
  if (/Username$/i.test(name)) return 'username';
  if (/Password$/i.test(name)) return 'password';
  if (/Code$/i.test(name)) return 'confirmationCode';
  if (name === 'EmptyChallengeResponse') return 'otp';
  return undefined;
}

/**
 * Amplify's errors (AuthError and the core errors such as NetworkError) all carry these two
 * fields. Checking them instead of `instanceof AuthError` keeps Amplify out of the bundle
 * until a form actually calls it.
 */
function isAmplifyError(error: unknown): error is Error {
  return error instanceof Error && 'underlyingError' in error && 'recoverySuggestion' in error;
}

/** Turns anything an auth call throws into what the error panel shows, in one place. */
export function describeAuthError(error: unknown): AuthFailure {
  if (error instanceof AuthFlowError) return { message: error.message, validationErrors: [] };
  if (!isAmplifyError(error) || !error.message || error.name === 'Unknown') {
    return { message: errorMessages.unexpected, validationErrors: [] };
  }
  const location = fieldOf(error.name);
  return {
    message: error.message,
    clientMessage: hints[error.name],
    validationErrors: location ? [{ location, clientMessage: error.message }] : [],
  };
}
