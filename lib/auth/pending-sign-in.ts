/**
 * The sign-in in progress between /login and /otp, held in this page's memory only (never in
 * storage, so a reload or another tab forgets it): the credentials, so "Send a new code" can
 * start the sign-in again (Cognito has no call that sends a sign-in SMS again; a new
 * InitiateAuth sends a new code, retires the old one and counts against the same SMS
 * allowance), where the code went, and the secret of an authenticator set up during sign-in.
 */
type Credentials = { username: string; password: string };

export type PendingSignIn = {
  /** Absent when the sign-in began without them (the auto sign-in after a confirmed sign-up). */
  credentials?: Credentials;
  /** Cognito's masked phone number of the SMS step, e.g. "+*******0123". */
  smsDestination?: string;
  /** The authenticator being set up (CONTINUE_SIGN_IN_WITH_TOTP_SETUP): its secret and otpauth URI. */
  totpSetup?: { secret: string; uri: string };
  /** The page that sent the customer to log in, returned to once the sign-in is done. */
  returnTo?: string;
};

/** What Amplify's signIn and confirmSignIn answer, as far as the next screen needs it. */
type SignInStep = {
  signInStep: string;
  codeDeliveryDetails?: { destination?: string };
  totpSetupDetails?: { sharedSecret: string; getSetupUri: (appName: string, accountName?: string) => URL };
};

let pending: PendingSignIn | undefined;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: the /otp screen shows the newest step (a new code sent). */
export function subscribeSignIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(next: PendingSignIn | undefined): void {
  pending = next;
  for (const listener of listeners) listener();
}

/**
 * Keeps what the step's screen shows. `issuer` names the shop in the authenticator app. The
 * credentials are kept only while the sign-in waits for a second step; `returnTo` (given by
 * the login screen) for as long as the sign-in lasts.
 */
export function rememberSignInStep(
  credentials: Credentials | undefined,
  nextStep: SignInStep,
  issuer: string,
  returnTo: string | undefined = pending?.returnTo,
): void {
  if (nextStep.signInStep === 'DONE') {
    changed(undefined);
    return;
  }
  const kept = credentials ?? pending?.credentials;
  const setup = nextStep.totpSetupDetails;
  changed({
    returnTo,
    credentials: kept,
    smsDestination: nextStep.codeDeliveryDetails?.destination,
    totpSetup: setup && {
      secret: setup.sharedSecret,
      uri: setup.getSetupUri(issuer, kept?.username).toString(),
    },
  });
}

export function pendingSignIn(): PendingSignIn | undefined {
  return pending;
}
