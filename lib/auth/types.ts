/**
 * What the browser needs to talk to the configured identity backend. Computed on the server
 * from `config().identity` at run time and served at `/api/auth/config`, which `loadAuth`
 * fetches, so no client code reads the environment and no build carries the ids.
 */
export type AuthClientConfig = { kind: 'built-in' | 'cognito'; userPoolId: string; clientId: string };

/** The signed-in user as the server knows them, from a verified ID token. */
export type SessionUser = {
  userId: string;
  email: string;
  /** Only a confirmed e-mail may claim what was sent from it (guest quotes). */
  emailVerified: boolean;
  name: string;
  phoneNumber: string;
  /** The identity pool groups the user was in when the token was issued (`cognito:groups`). */
  groups: string[];
  /**
   * When the user last typed their password (the token's `auth_time`, seconds since the epoch),
   * which refreshing the tokens does not move: what a "fresh sign-in" is judged by.
   */
  authTime?: number;
};

/**
 * The second steps an account can sign in with, and the one sign-in asks for without asking
 * which: Amplify's `fetchMFAPreference` answer, which the dashboard also reads on the server.
 */
export type MfaPreference = { enabled?: MfaType[]; preferred?: MfaType };
export type MfaType = 'SMS' | 'TOTP' | 'EMAIL';
