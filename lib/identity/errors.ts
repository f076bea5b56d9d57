/** A Cognito exception: the name travels in `__type` and `x-amzn-errortype`, status 400. */
export class IdentityError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

const make = (type: string) => (message: string) => new IdentityError(type, message);

/** Cognito's exception names, with the messages Cognito itself answers. */
export const identityErrors = {
  invalidParameter: make('InvalidParameterException'),
  invalidPassword: make('InvalidPasswordException'),
  usernameExists: () =>
    new IdentityError('UsernameExistsException', 'An account with the given email already exists.'),
  aliasExists: () =>
    new IdentityError('AliasExistsException', 'An account with the given email already exists.'),
  userNotFound: () => new IdentityError('UserNotFoundException', 'User does not exist.'),
  userNotConfirmed: () => new IdentityError('UserNotConfirmedException', 'User is not confirmed.'),
  wrongPassword: () => new IdentityError('NotAuthorizedException', 'Incorrect username or password.'),
  passwordAttemptsExceeded: () => new IdentityError('NotAuthorizedException', 'Password attempts exceeded'),
  notAuthorized: make('NotAuthorizedException'),
  invalidSession: () =>
    new IdentityError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
  invalidRefreshToken: () => new IdentityError('NotAuthorizedException', 'Invalid Refresh Token'),
  invalidAccessToken: () => new IdentityError('NotAuthorizedException', 'Invalid Access Token'),
  revokedAccessToken: () => new IdentityError('NotAuthorizedException', 'Access Token has been revoked'),
  codeMismatch: () =>
    new IdentityError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
  expiredCode: () =>
    new IdentityError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
  tooManyFailedAttempts: () =>
    new IdentityError(
      'TooManyFailedAttemptsException',
      'Attempt limit exceeded, please try after some time.',
    ),
  limitExceeded: () =>
    new IdentityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
  softwareTokenNotFound: () =>
    new IdentityError(
      'SoftwareTokenMFANotFoundException',
      'Software Token MFA has not been enabled by the user.',
    ),
  softwareTokenMismatch: () =>
    new IdentityError(
      'EnableSoftwareTokenMFAException',
      'Code mismatch and fail enable Software Token MFA mfa',
    ),
  tooManyRequests: () =>
    new IdentityError('TooManyRequestsException', 'Too many requests. Please try again later.'),
  unknownOperation: (target: string) =>
    new IdentityError('UnknownOperationException', `The operation ${target || '(none)'} is not supported.`),
} as const;
