import { z } from 'zod';

/**
 * Request bodies as Amplify and the AWS SDK send them. Unknown fields (ClientMetadata,
 * UserContextData, …) are accepted and ignored, as Cognito does.
 */
const text = (max: number) => z.string().min(1).max(max);
const username = text(128);
const clientId = text(128);
const code = z.string().min(1).max(10);
const session = z.string().min(1).max(4096);

const attributeSchema = z.object({ Name: text(64), Value: z.string().max(2048) });

export const signUpSchema = z.object({
  ClientId: clientId,
  Username: username,
  Password: text(256),
  UserAttributes: z.array(attributeSchema).max(20).default([]),
});

export const confirmSignUpSchema = z.object({
  ClientId: clientId,
  Username: username,
  ConfirmationCode: code,
});

export const usernameOnlySchema = z.object({ ClientId: clientId, Username: username });

export const initiateAuthSchema = z.discriminatedUnion('AuthFlow', [
  z.object({
    ClientId: clientId,
    AuthFlow: z.literal('USER_SRP_AUTH'),
    AuthParameters: z.object({ USERNAME: username, SRP_A: z.string().regex(/^[0-9a-fA-F]{1,1024}$/) }),
  }),
  z.object({
    ClientId: clientId,
    AuthFlow: z.literal('USER_PASSWORD_AUTH'),
    AuthParameters: z.object({ USERNAME: username, PASSWORD: text(256) }),
  }),
  // Only as Amplify's autoSignIn sends it: the Session a confirmed sign-up returned.
  z.object({
    ClientId: clientId,
    AuthFlow: z.literal('USER_AUTH'),
    AuthParameters: z.object({ USERNAME: username }),
    Session: z.string().min(1).max(4096),
  }),
  z.object({
    ClientId: clientId,
    AuthFlow: z.enum(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']),
    AuthParameters: z.object({ REFRESH_TOKEN: text(4096) }),
  }),
]);

export const respondToAuthChallengeSchema = z.discriminatedUnion('ChallengeName', [
  z.object({
    ClientId: clientId,
    ChallengeName: z.literal('PASSWORD_VERIFIER'),
    Session: z.string().max(4096).optional(),
    ChallengeResponses: z.object({
      USERNAME: username,
      PASSWORD_CLAIM_SECRET_BLOCK: z.string().min(1).max(4096),
      PASSWORD_CLAIM_SIGNATURE: z.string().min(1).max(128),
      TIMESTAMP: z.string().min(1).max(64),
    }),
  }),
  z.object({
    ClientId: clientId,
    ChallengeName: z.literal('SMS_MFA'),
    Session: session,
    ChallengeResponses: z.object({ USERNAME: username, SMS_MFA_CODE: code }),
  }),
  z.object({
    ClientId: clientId,
    ChallengeName: z.literal('SOFTWARE_TOKEN_MFA'),
    Session: session,
    ChallengeResponses: z.object({ USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code }),
  }),
  z.object({
    ClientId: clientId,
    ChallengeName: z.literal('SELECT_MFA_TYPE'),
    Session: session,
    ChallengeResponses: z.object({ USERNAME: username, ANSWER: text(64) }),
  }),
  z.object({
    ClientId: clientId,
    ChallengeName: z.literal('MFA_SETUP'),
    Session: session,
    ChallengeResponses: z.object({ USERNAME: username }),
  }),
]);

/** The signed-in user's access token, or the Session of an MFA_SETUP sign-in: one of the two. */
const tokenOrSession = z.object({ AccessToken: text(8192).optional(), Session: session.optional() });
const oneCaller = (input: z.output<typeof tokenOrSession>) =>
  (input.AccessToken === undefined) !== (input.Session === undefined);
const oneCallerMessage = {
  message: 'Exactly one of AccessToken and Session must be given.',
  path: ['AccessToken'],
};

export const associateSoftwareTokenSchema = tokenOrSession.refine(oneCaller, oneCallerMessage);

export const verifySoftwareTokenSchema = tokenOrSession
  .extend({
    UserCode: z.string().regex(/^[0-9]{6}$/, 'Member must satisfy regular expression pattern: [0-9]+'),
    FriendlyDeviceName: z.string().max(256).optional(),
  })
  .refine(oneCaller, oneCallerMessage);

const mfaSettings = z
  .object({ Enabled: z.boolean().optional(), PreferredMfa: z.boolean().optional() })
  .optional();

/**
 * Cognito's members, and two of this service's own: turning the authenticator off takes the
 * account's current password or a code from the app besides the access token (lib/identity
 * mfa-settings.ts). Cognito has no such members and takes the access token alone.
 */
export const setUserMfaPreferenceSchema = z.object({
  AccessToken: text(8192),
  SMSMfaSettings: mfaSettings,
  SoftwareTokenMfaSettings: mfaSettings,
  EmailMfaSettings: mfaSettings,
  CurrentPassword: text(256).optional(),
  SoftwareTokenMfaCode: z
    .string()
    .regex(/^[0-9]{6}$/, 'Member must satisfy regular expression pattern: [0-9]+')
    .optional(),
});

export const confirmForgotPasswordSchema = z.object({
  ClientId: clientId,
  Username: username,
  ConfirmationCode: code,
  Password: text(256),
});

export const refreshTokenSchema = z.object({ ClientId: clientId, RefreshToken: text(4096) });

export const accessTokenSchema = z.object({ AccessToken: text(8192) });

export const revokeTokenSchema = z.object({ ClientId: clientId, Token: text(4096) });

export const changePasswordSchema = z.object({
  AccessToken: text(8192),
  PreviousPassword: text(256),
  ProposedPassword: text(256),
});

export const updateUserAttributesSchema = z.object({
  AccessToken: text(8192),
  UserAttributes: z.array(attributeSchema).min(1).max(20),
});

export const attributeVerificationCodeSchema = z.object({ AccessToken: text(8192), AttributeName: text(32) });

export const verifyUserAttributeSchema = attributeVerificationCodeSchema.extend({ Code: code });
