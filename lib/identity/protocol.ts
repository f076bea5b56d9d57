import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { controlCharacterProblems } from '@/lib/http/server';
import {
  changePassword,
  deleteUser,
  getUser,
  getTokensFromRefreshToken,
  globalSignOut,
  revokeToken,
} from './account';
import { getUserAttributeVerificationCode, updateUserAttributes, verifyUserAttribute } from './attributes';
import { BUILT_IN_CLIENT_ID } from './constants';
import type { IdentityContext } from './context';
import { IdentityError, identityErrors } from './errors';
import { setUserMfaPreference } from './mfa-settings';
import { confirmForgotPassword, forgotPassword } from './password-reset';
import * as schemas from './schemas';
import { initiateAuth, respondToAuthChallenge } from './sign-in';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up';
import { associateSoftwareToken, verifySoftwareToken } from './software-token';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

type Action<Schema extends z.ZodType> = {
  schema: Schema;
  run: (ctx: IdentityContext, input: z.output<Schema>) => Promise<object>;
};

const action = <Schema extends z.ZodType>(schema: Schema, run: Action<Schema>['run']): Action<z.ZodType> =>
  ({ schema, run }) as unknown as Action<z.ZodType>;

/** Every operation the Amplify client (and the AWS SDK) may call on the built-in pool. */
const actions: Record<string, Action<z.ZodType>> = {
  SignUp: action(schemas.signUpSchema, signUp),
  ConfirmSignUp: action(schemas.confirmSignUpSchema, confirmSignUp),
  ResendConfirmationCode: action(schemas.usernameOnlySchema, resendConfirmationCode),
  InitiateAuth: action(schemas.initiateAuthSchema, initiateAuth),
  RespondToAuthChallenge: action(schemas.respondToAuthChallengeSchema, respondToAuthChallenge),
  GetTokensFromRefreshToken: action(schemas.refreshTokenSchema, getTokensFromRefreshToken),
  ForgotPassword: action(schemas.usernameOnlySchema, forgotPassword),
  ConfirmForgotPassword: action(schemas.confirmForgotPasswordSchema, confirmForgotPassword),
  GetUser: action(schemas.accessTokenSchema, getUser),
  GlobalSignOut: action(schemas.accessTokenSchema, globalSignOut),
  DeleteUser: action(schemas.accessTokenSchema, deleteUser),
  RevokeToken: action(schemas.revokeTokenSchema, revokeToken),
  AssociateSoftwareToken: action(schemas.associateSoftwareTokenSchema, associateSoftwareToken),
  VerifySoftwareToken: action(schemas.verifySoftwareTokenSchema, verifySoftwareToken),
  SetUserMFAPreference: action(schemas.setUserMfaPreferenceSchema, setUserMfaPreference),
  ChangePassword: action(schemas.changePasswordSchema, changePassword),
  UpdateUserAttributes: action(schemas.updateUserAttributesSchema, updateUserAttributes),
  GetUserAttributeVerificationCode: action(
    schemas.attributeVerificationCodeSchema,
    getUserAttributeVerificationCode,
  ),
  VerifyUserAttribute: action(schemas.verifyUserAttributeSchema, verifyUserAttribute),
};

/** Cognito's validation wording: "1 validation error detected: Value at 'x' failed …". */
function validationMessage(error: z.ZodError): string {
  const details = error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const missing = issue.code === 'invalid_type' && issue.message.includes('undefined');
    return `Value at '${field}' failed to satisfy constraint: ${missing ? 'Member must not be null' : issue.message}`;
  });
  return `${details.length} validation error${details.length === 1 ? '' : 's'} detected: ${details.join('; ')}`;
}

/** Parses the operation and its body; every malformed request is InvalidParameterException. */
export function parseCall(
  target: string | null,
  body: string,
): { name: string; username: string; run: (ctx: IdentityContext) => Promise<object> } {
  const name = target?.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  const selected = Object.hasOwn(actions, name) ? actions[name] : undefined;
  if (!selected) throw identityErrors.unknownOperation(target ?? '');
  let raw: unknown;
  try {
    raw = JSON.parse(body || '{}');
  } catch {
    throw identityErrors.invalidParameter('The request body is not valid JSON.');
  }
  const [control] = controlCharacterProblems(raw);
  if (control) {
    throw identityErrors.invalidParameter(
      `1 validation error detected: Value at '${control.location}' failed to satisfy constraint: ${control.clientMessage}`,
    );
  }
  const parsed = selected.schema.safeParse(raw);
  if (!parsed.success) throw identityErrors.invalidParameter(validationMessage(parsed.error));
  const input = parsed.data as {
    ClientId?: string;
    Username?: string;
    AuthParameters?: { USERNAME?: string };
  };
  if (input.ClientId !== undefined && input.ClientId !== BUILT_IN_CLIENT_ID) {
    throw new IdentityError(
      'ResourceNotFoundException',
      `User pool client ${input.ClientId} does not exist.`,
    );
  }
  const username = (input.Username ?? input.AuthParameters?.USERNAME ?? '').trim().toLowerCase();
  return { name, username, run: (ctx) => selected.run(ctx, input) };
}

function headers(requestId: string, extra: Record<string, string> = {}): Headers {
  return new Headers({
    'Content-Type': 'application/x-amz-json-1.1',
    'Cache-Control': 'no-store',
    'x-amzn-requestid': requestId,
    ...extra,
  });
}

/** Success always carries a JSON body: Amplify fails on an empty one. */
export function successResponse(body: object, requestId = randomUUID()): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: headers(requestId) });
}

/** Cognito's error shape: the name in `__type` and in `x-amzn-errortype` (hidden cross-origin). */
export function errorResponse(error: IdentityError, requestId = randomUUID(), status = 400): Response {
  return new Response(JSON.stringify({ __type: error.type, message: error.message }), {
    status,
    headers: headers(requestId, {
      'x-amzn-errortype': `${error.type}:http://internal.amazon.com/coral/com.amazonaws.swbup.service/`,
    }),
  });
}

/**
 * The answer to OPTIONS. No CORS headers, here or on any answer: the site's own pages call
 * the endpoint same-origin, the AWS SDK and CLI are not browsers, and no other site's
 * scripts may sign people up or send resets through this shop.
 */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: { Allow: 'POST, OPTIONS' } });
}
