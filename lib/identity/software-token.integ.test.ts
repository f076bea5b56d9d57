import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { tables } from '@/lib/db/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { clockedIdentityService, newPerson, testPassword } from '@/tests/helpers/identity-driver';
import { latestCode, startHandlerServer } from '@/tests/helpers/identity-server';
import { BUILT_IN_CLIENT_ID } from './server';
import { totpCode } from './totp';

const ClientId = BUILT_IN_CLIENT_ID;

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).name;
  }
  throw new Error('The call was expected to fail.');
}

// The authenticator app through the AWS SDK's own Cognito client, over HTTP.
describeWithDatabase(
  'authenticator-app MFA through @aws-sdk/client-cognito-identity-provider',
  (database) => {
    const { clock, service } = clockedIdentityService();
    let server: Awaited<ReturnType<typeof startHandlerServer>>;
    let client: CognitoIdentityProviderClient;

    beforeAll(async () => {
      jest.spyOn(console, 'info').mockImplementation(() => undefined);
      server = await startHandlerServer(service.handle);
      client = new CognitoIdentityProviderClient({
        region: 'us-west-2',
        endpoint: server.url,
        credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
        maxAttempts: 1,
      });
    });
    afterAll(async () => {
      client.destroy();
      await server.close();
    });

    const code = (secret: string, offsetSteps = 0) =>
      totpCode(secret, new Date(clock.millis() + offsetSteps * 30_000));
    const nextStep = () => clock.advance(30_000);

    const passwordAuth = (email: string) =>
      client.send(
        new InitiateAuthCommand({
          ClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: testPassword },
        }),
      );

    const respond = (
      ChallengeName: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA' | 'SELECT_MFA_TYPE' | 'MFA_SETUP',
      challenge: { Session?: string; ChallengeParameters?: Record<string, string> },
      responses: Record<string, string> = {},
    ) =>
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId,
          ChallengeName,
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: challenge.ChallengeParameters?.USERNAME ?? '', ...responses },
        }),
      );

    /** A confirmed account signed in by password and SMS code: its access token. */
    async function signedIn() {
      const person = newPerson('totp');
      await client.send(
        new SignUpCommand({
          ClientId,
          Username: person.email,
          Password: testPassword,
          UserAttributes: [
            { Name: 'name', Value: 'Kim Lee' },
            { Name: 'phone_number', Value: person.phone },
          ],
        }),
      );
      await client.send(
        new ConfirmSignUpCommand({
          ClientId,
          Username: person.email,
          ConfirmationCode: await latestCode(person.email),
        }),
      );
      const challenge = await passwordAuth(person.email);
      const done = await respond('SMS_MFA', challenge, { SMS_MFA_CODE: await latestCode(person.phone) });
      return { ...person, accessToken: done.AuthenticationResult?.AccessToken ?? '' };
    }

    async function withAuthenticator() {
      const account = await signedIn();
      const { SecretCode } = await client.send(
        new AssociateSoftwareTokenCommand({ AccessToken: account.accessToken }),
      );
      const secret = SecretCode ?? '';
      const verified = await client.send(
        new VerifySoftwareTokenCommand({ AccessToken: account.accessToken, UserCode: code(secret) }),
      );
      expect(verified.Status).toBe('SUCCESS');
      await client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: account.accessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      );
      nextStep();
      return { ...account, secret };
    }

    const storedUser = async (email: string) => {
      const [user] = await database()
        .db.select()
        .from(tables.identityUsers)
        .where(eq(tables.identityUsers.username, email));
      return user!;
    };

    it('adds an authenticator, prefers it, and signs in with its code once', async () => {
      const account = await signedIn();
      const { SecretCode } = await client.send(
        new AssociateSoftwareTokenCommand({ AccessToken: account.accessToken }),
      );
      const secret = SecretCode ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // Turning it on before it is verified is refused, and so is a wrong code.
      expect(
        await rejection(
          client.send(
            new SetUserMFAPreferenceCommand({
              AccessToken: account.accessToken,
              SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
            }),
          ),
        ),
      ).toBe('InvalidParameterException');
      expect(
        await rejection(
          client.send(
            new VerifySoftwareTokenCommand({ AccessToken: account.accessToken, UserCode: code(secret, 3) }),
          ),
        ),
      ).toBe('EnableSoftwareTokenMFAException');
      await client.send(
        new VerifySoftwareTokenCommand({ AccessToken: account.accessToken, UserCode: code(secret) }),
      );
      await client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: account.accessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      );
      const user = await client.send(new GetUserCommand({ AccessToken: account.accessToken }));
      expect(user.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
      expect(user.UserMFASettingList).toEqual(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']);

      // Stored sealed, bound to the account: neither the base32 secret nor its bytes in plain.
      const stored = await storedUser(account.email);
      expect(stored.totpSecretSealed).toMatch(/^v1\./);
      expect(stored.totpSecretSealed).not.toContain(secret);
      expect(stored.totpPendingSecretSealed).toBeNull();

      nextStep();
      const challenge = await passwordAuth(account.email);
      expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
      const typed = code(secret);
      expect(
        await rejection(
          respond('SOFTWARE_TOKEN_MFA', challenge, { SOFTWARE_TOKEN_MFA_CODE: code(secret, 2) }),
        ),
      ).toBe('CodeMismatchException');
      const done = await respond('SOFTWARE_TOKEN_MFA', challenge, { SOFTWARE_TOKEN_MFA_CODE: typed });
      expect(done.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

      // The same code, within its window, does not sign in a second time.
      const again = await passwordAuth(account.email);
      expect(await rejection(respond('SOFTWARE_TOKEN_MFA', again, { SOFTWARE_TOKEN_MFA_CODE: typed }))).toBe(
        'CodeMismatchException',
      );
      // One step of clock skew is accepted.
      const skewed = await respond('SOFTWARE_TOKEN_MFA', again, { SOFTWARE_TOKEN_MFA_CODE: code(secret, 1) });
      expect(skewed.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    });

    it('locks the authenticator code after five wrong ones, as SMS codes lock', async () => {
      const account = await withAuthenticator();
      const challenge = await passwordAuth(account.email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          await rejection(respond('SOFTWARE_TOKEN_MFA', challenge, { SOFTWARE_TOKEN_MFA_CODE: '000000' })),
        ).toBe('CodeMismatchException');
      }
      expect(
        await rejection(
          respond('SOFTWARE_TOKEN_MFA', challenge, { SOFTWARE_TOKEN_MFA_CODE: code(account.secret) }),
        ),
      ).toBe('TooManyFailedAttemptsException');
    });

    it('asks which second step when neither is preferred, and falls back to SMS', async () => {
      const account = await withAuthenticator();
      await client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: account.accessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: false },
        }),
      );
      const choice = await passwordAuth(account.email);
      expect(choice.ChallengeName).toBe('SELECT_MFA_TYPE');
      expect(JSON.parse(choice.ChallengeParameters?.MFAS_CAN_CHOOSE ?? '')).toEqual([
        'SMS_MFA',
        'SOFTWARE_TOKEN_MFA',
      ]);
      expect(await rejection(respond('SELECT_MFA_TYPE', choice, { ANSWER: 'EMAIL_OTP' }))).toBe(
        'InvalidParameterException',
      );
      const sms = await respond('SELECT_MFA_TYPE', choice, { ANSWER: 'SMS_MFA' });
      expect(sms.ChallengeName).toBe('SMS_MFA');
      expect(sms.ChallengeParameters?.CODE_DELIVERY_DESTINATION).toBe(`+*******${account.phone.slice(-4)}`);
      const done = await respond('SMS_MFA', sms, { SMS_MFA_CODE: await latestCode(account.phone) });
      expect(done.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

      // SMS preferred: the authenticator stays on, sign-in sends the SMS code.
      await client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: account.accessToken,
          SMSMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      );
      expect((await passwordAuth(account.email)).ChallengeName).toBe('SMS_MFA');
      const user = await client.send(new GetUserCommand({ AccessToken: account.accessToken }));
      expect(user.PreferredMfaSetting).toBe('SMS_MFA');
      expect(user.UserMFASettingList).toEqual(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']);
    });

    /**
     * SetUserMFAPreference with this service's own members, which the SDK's command does not
     * carry: its answer's status and exception name.
     */
    async function setPreferenceWith(body: Record<string, unknown>) {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.SetUserMFAPreference',
        },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { __type?: string; message?: string };
      return { status: response.status, type: answer.__type, message: answer.message };
    }

    const removal = (accessToken: string) => ({
      AccessToken: accessToken,
      SMSMfaSettings: { Enabled: true, PreferredMfa: true },
      SoftwareTokenMfaSettings: { Enabled: false },
    });

    it('turns the authenticator off only with the current password or a fresh code, not the access token alone', async () => {
      const account = await withAuthenticator();
      expect(
        await rejection(client.send(new SetUserMFAPreferenceCommand(removal(account.accessToken)))),
      ).toBe('NotAuthorizedException');
      expect(await setPreferenceWith(removal(account.accessToken))).toEqual({
        status: 400,
        type: 'NotAuthorizedException',
        message: 'Turning off the authenticator app needs your current password or a code from the app.',
      });
      expect(
        await setPreferenceWith({ ...removal(account.accessToken), CurrentPassword: `${testPassword}x` }),
      ).toMatchObject({ status: 400, type: 'NotAuthorizedException' });
      expect(
        await setPreferenceWith({
          ...removal(account.accessToken),
          SoftwareTokenMfaCode: code(account.secret, 4),
        }),
      ).toMatchObject({ status: 400, type: 'CodeMismatchException' });
      // Still on: sign-in asks for the app's code.
      expect((await storedUser(account.email)).totpSecretSealed).not.toBeNull();
      expect((await passwordAuth(account.email)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');

      // A fresh code from the app does it, once.
      nextStep();
      const fresh = code(account.secret);
      expect(
        await setPreferenceWith({ ...removal(account.accessToken), SoftwareTokenMfaCode: fresh }),
      ).toEqual({
        status: 200,
        type: undefined,
        message: undefined,
      });
      expect((await storedUser(account.email)).totpSecretSealed).toBeNull();

      // The current password does it too.
      const other = await withAuthenticator();
      expect(
        await setPreferenceWith({ ...removal(other.accessToken), CurrentPassword: testPassword }),
      ).toMatchObject({ status: 200 });
      expect((await storedUser(other.email)).totpSecretSealed).toBeNull();
    });

    it('refuses guessing the password to turn the authenticator off once the sign-in lockout is reached', async () => {
      const account = await withAuthenticator();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          await setPreferenceWith({
            ...removal(account.accessToken),
            CurrentPassword: `Wrong-${attempt}!Aa`,
          }),
        ).toMatchObject({ type: 'NotAuthorizedException' });
      }
      expect(
        await setPreferenceWith({ ...removal(account.accessToken), CurrentPassword: testPassword }),
      ).toMatchObject({ status: 400, type: 'LimitExceededException' });
      expect((await storedUser(account.email)).totpSecretSealed).not.toBeNull();
    });

    it('removing the authenticator forgets its secret and sign-in sends the SMS code again', async () => {
      const account = await withAuthenticator();
      expect(
        await setPreferenceWith({ ...removal(account.accessToken), CurrentPassword: testPassword }),
      ).toMatchObject({ status: 200 });
      expect((await storedUser(account.email)).totpSecretSealed).toBeNull();
      expect((await passwordAuth(account.email)).ChallengeName).toBe('SMS_MFA');
      expect(
        await rejection(
          client.send(
            new SetUserMFAPreferenceCommand({
              AccessToken: account.accessToken,
              SoftwareTokenMfaSettings: { Enabled: true },
            }),
          ),
        ),
      ).toBe('InvalidParameterException');
    });

    it('sets up an authenticator during sign-in (MFA_SETUP) when no second step is on', async () => {
      const account = await signedIn();
      await client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: account.accessToken,
          SMSMfaSettings: { Enabled: false },
        }),
      );
      const setup = await passwordAuth(account.email);
      expect(setup.ChallengeName).toBe('MFA_SETUP');
      expect(JSON.parse(setup.ChallengeParameters?.MFAS_CAN_SETUP ?? '')).toEqual(['SOFTWARE_TOKEN_MFA']);
      // Completing the setup before verifying an authenticator is refused.
      expect(await rejection(respond('MFA_SETUP', setup))).toBe('NotAuthorizedException');

      const associated = await client.send(new AssociateSoftwareTokenCommand({ Session: setup.Session }));
      expect(associated.Session).toEqual(expect.any(String));
      // The spent Session is no longer good for anything.
      expect(
        await rejection(client.send(new AssociateSoftwareTokenCommand({ Session: setup.Session }))),
      ).toBe('NotAuthorizedException');
      const secret = associated.SecretCode ?? '';
      expect(
        await rejection(
          client.send(
            new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: code(secret, 3) }),
          ),
        ),
      ).toBe('EnableSoftwareTokenMFAException');
      const verified = await client.send(
        new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: code(secret) }),
      );
      const done = await respond('MFA_SETUP', { ...setup, Session: verified.Session });
      expect(done.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

      nextStep();
      expect((await passwordAuth(account.email)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    });

    it('refuses both callers at once, or neither, and an unknown access token', async () => {
      const account = await signedIn();
      expect(await rejection(client.send(new AssociateSoftwareTokenCommand({})))).toBe(
        'InvalidParameterException',
      );
      expect(
        await rejection(
          client.send(new AssociateSoftwareTokenCommand({ AccessToken: account.accessToken, Session: 'x' })),
        ),
      ).toBe('InvalidParameterException');
      expect(
        await rejection(client.send(new AssociateSoftwareTokenCommand({ AccessToken: 'not-a-token' }))),
      ).toBe('NotAuthorizedException');
      expect(
        await rejection(
          client.send(
            new SetUserMFAPreferenceCommand({
              AccessToken: account.accessToken,
              EmailMfaSettings: { Enabled: true },
            }),
          ),
        ),
      ).toBe('InvalidParameterException');
    });
  },
);
