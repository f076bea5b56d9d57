import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describeWithDatabase } from '@/tests/helpers/database';
import { clockedIdentityService } from '@/tests/helpers/identity-driver';
import { latestCode, startHandlerServer } from '@/tests/helpers/identity-server';
import { BUILT_IN_CLIENT_ID } from './server';

const ClientId = BUILT_IN_CLIENT_ID;
const password = 'Harbor7!x';

function person(tag: string) {
  const unique = `${tag}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `${unique}@example.com`,
    phone: `+1949555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
  };
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).name;
  }
  throw new Error('The call was expected to fail.');
}

// Acceptance (a): the AWS SDK's own Cognito client, over HTTP, against the built-in service.
describeWithDatabase('built-in identity service through @aws-sdk/client-cognito-identity-provider', () => {
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

  const passwordAuth = (email: string, secret: string) =>
    client.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: secret },
      }),
    );

  async function signUp(email: string, phone: string, secret = password) {
    return client.send(
      new SignUpCommand({
        ClientId,
        Username: email,
        Password: secret,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: 'Rosa Díaz' },
          { Name: 'phone_number', Value: phone },
        ],
      }),
    );
  }

  it('signs up, confirms, signs in with a password and the SMS code, and resets the password', async () => {
    const { email, phone } = person('journey');
    const signedUp = await signUp(email, phone);
    expect(signedUp.UserConfirmed).toBe(false);
    expect(signedUp.CodeDeliveryDetails).toEqual({
      Destination: `j***@e***`,
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });

    expect(
      await rejection(
        client.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: '000000' })),
      ),
    ).toBe('CodeMismatchException');
    await client.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: await latestCode(email) }),
    );
    // Taken once confirmed (an unconfirmed registration is replaced by a new sign-up instead).
    expect(await rejection(signUp(email.toUpperCase(), phone))).toBe('UsernameExistsException');

    const wrong = passwordAuth(email, 'Wrong7!xx');
    expect(await rejection(wrong)).toBe('NotAuthorizedException');

    const challenge = await passwordAuth(email, password);
    expect(challenge.ChallengeName).toBe('SMS_MFA');
    expect(challenge.ChallengeParameters?.CODE_DELIVERY_DESTINATION).toBe(`+*******${phone.slice(-4)}`);
    const signedIn = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId,
        ChallengeName: 'SMS_MFA',
        Session: challenge.Session,
        ChallengeResponses: {
          USERNAME: challenge.ChallengeParameters?.USERNAME ?? '',
          SMS_MFA_CODE: await latestCode(phone),
        },
      }),
    );
    expect(signedIn.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    expect(signedIn.AuthenticationResult?.RefreshToken).toEqual(expect.any(String));

    const reset = await client.send(new ForgotPasswordCommand({ ClientId, Username: email }));
    expect(reset.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const resetCode = await latestCode(email);
    const newPassword = 'Tide9#New';
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId,
        Username: email,
        ConfirmationCode: resetCode,
        Password: newPassword,
      }),
    );
    // A spent code answers as no code at all does, like an unknown account: nothing to probe.
    expect(
      await rejection(
        client.send(
          new ConfirmForgotPasswordCommand({
            ClientId,
            Username: email,
            ConfirmationCode: resetCode,
            Password: newPassword,
          }),
        ),
      ),
    ).toBe('CodeMismatchException');
    const again = await passwordAuth(email, newPassword);
    expect(again.ChallengeName).toBe('SMS_MFA');
  });

  it('answers ExpiredCodeException once the sign-up code is older than 24 hours', async () => {
    const { email, phone } = person('expired');
    await signUp(email, phone);
    const code = await latestCode(email);
    clock.advance(24 * 60 * 60 * 1000);
    expect(
      await rejection(
        client.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code })),
      ),
    ).toBe('ExpiredCodeException');
  });

  it('rejects a password outside the policy and malformed input with Cognito names', async () => {
    const { email, phone } = person('policy');
    expect(await rejection(signUp(email, phone, 'weakpassword'))).toBe('InvalidPasswordException');
    expect(await rejection(signUp(email, '5551234567'))).toBe('InvalidParameterException');
    expect(
      await rejection(
        client.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: '' })),
      ),
    ).toBe('InvalidParameterException');
  });
});
