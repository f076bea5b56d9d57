import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { listOutbox } from '@/lib/messaging/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityPerTest, newPerson, testPassword } from '@/tests/helpers/identity-driver';
import { latestCode, startHandlerServer } from '@/tests/helpers/identity-server';
import { BUILT_IN_CLIENT_ID } from './server';

const ClientId = BUILT_IN_CLIENT_ID;
const DAY = 24 * 60 * 60 * 1000;

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).name;
  }
  throw new Error('The call was expected to fail.');
}

// Issue 33 §2: the self-service profile's identity calls, through the AWS SDK's own client.
describeWithDatabase('profile calls of the built-in identity service through the AWS SDK', () => {
  const driver = identityPerTest();
  let server: Awaited<ReturnType<typeof startHandlerServer>>;
  let client: CognitoIdentityProviderClient;

  beforeAll(async () => {
    server = await startHandlerServer(driver.service.handle);
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

  const attributesOf = async (AccessToken: string) => {
    const { UserAttributes = [] } = await client.send(new GetUserCommand({ AccessToken }));
    return Object.fromEntries(UserAttributes.map(({ Name, Value }) => [Name, Value]));
  };
  const update = (AccessToken: string, attributes: Record<string, string>) =>
    client.send(
      new UpdateUserAttributesCommand({
        AccessToken,
        UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
      }),
    );
  const verify = (AccessToken: string, AttributeName: string, Code: string) =>
    client.send(new VerifyUserAttributeCommand({ AccessToken, AttributeName, Code }));
  const passwordAuth = (email: string, password = testPassword) =>
    client.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
  const refresh = (RefreshToken: string) =>
    client.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: RefreshToken },
      }),
    );

  it('changes the name at once, and the refreshed ID token carries it', async () => {
    const user = await driver.signedIn();
    const answer = await update(user.AccessToken, { name: "Mary-Ann O'Brien" });
    expect(answer.CodeDeliveryDetailsList).toEqual([]);
    expect((await attributesOf(user.AccessToken)).name).toBe("Mary-Ann O'Brien");
    const { AuthenticationResult } = await refresh(user.RefreshToken);
    expect(decodeJwt(AuthenticationResult?.IdToken ?? '').name).toBe("Mary-Ann O'Brien");
  });

  it('keeps the old phone for sign-in until the new one is verified by SMS', async () => {
    const user = await driver.signedIn();
    const { phone: newPhone } = newPerson();
    const answer = await update(user.AccessToken, { phone_number: newPhone });
    expect(answer.CodeDeliveryDetailsList).toEqual([
      { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: `+*******${newPhone.slice(-4)}` },
    ]);
    const code = await latestCode(newPhone);
    expect(await attributesOf(user.AccessToken)).toMatchObject({ phone_number: user.phone });
    // Sign-in codes still go to the number in force.
    const pending = await passwordAuth(user.email);
    expect(pending.ChallengeParameters?.CODE_DELIVERY_DESTINATION).toBe(`+*******${user.phone.slice(-4)}`);

    expect(await rejection(verify(user.AccessToken, 'phone_number', '000000'))).toBe('CodeMismatchException');
    await verify(user.AccessToken, 'phone_number', code);
    expect(await attributesOf(user.AccessToken)).toMatchObject({
      phone_number: newPhone,
      phone_number_verified: 'true',
    });
    expect(await rejection(verify(user.AccessToken, 'phone_number', code))).toBe('CodeMismatchException');
    const next = await passwordAuth(user.email);
    expect(next.ChallengeParameters?.CODE_DELIVERY_DESTINATION).toBe(`+*******${newPhone.slice(-4)}`);
  });

  it('changes the e-mail only once the new address is verified, and tells the old one', async () => {
    const user = await driver.signedIn();
    const other = await driver.confirmedUser();
    expect(await rejection(update(user.AccessToken, { email: other.email.toUpperCase() }))).toBe(
      'AliasExistsException',
    );

    const newEmail = newPerson('moved').email;
    const answer = await update(user.AccessToken, { email: newEmail });
    expect(answer.CodeDeliveryDetailsList).toEqual([
      { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'm***@e***' },
    ]);
    expect((await attributesOf(user.AccessToken)).email).toBe(user.email);
    expect((await passwordAuth(user.email)).ChallengeName).toBe('SMS_MFA');
    expect(await rejection(passwordAuth(newEmail))).toBe('NotAuthorizedException');

    await verify(user.AccessToken, 'email', await latestCode(newEmail));
    expect(await attributesOf(user.AccessToken)).toMatchObject({ email: newEmail, email_verified: 'true' });
    expect((await passwordAuth(newEmail)).ChallengeName).toBe('SMS_MFA');
    expect(await rejection(passwordAuth(user.email))).toBe('NotAuthorizedException');
    const [notice] = await listOutbox({ recipient: user.email, limit: 1 });
    expect(notice?.subject).toMatch(/e-mail address was changed/);
    expect(notice?.body).toContain('m***@e***');
  });

  it('refuses an expired code, and takes a new one from GetUserAttributeVerificationCode', async () => {
    const user = await driver.signedIn();
    const newEmail = newPerson('late').email;
    await update(user.AccessToken, { email: newEmail });
    const first = await latestCode(newEmail);
    driver.clock.advance(DAY);
    // The access token has expired by now: a fresh one from the refresh token.
    const { AuthenticationResult } = await refresh(user.RefreshToken);
    const AccessToken = AuthenticationResult?.AccessToken ?? '';
    expect(await rejection(verify(AccessToken, 'email', first))).toBe('ExpiredCodeException');
    const resent = await client.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken, AttributeName: 'email' }),
    );
    expect(resent.CodeDeliveryDetails).toEqual({
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: 'l***@e***',
    });
    await verify(AccessToken, 'email', await latestCode(newEmail));
    expect((await attributesOf(AccessToken)).email).toBe(newEmail);
  });

  it('locks verification after repeated wrong codes and limits codes sent', async () => {
    const user = await driver.signedIn();
    const { phone } = newPerson();
    await update(user.AccessToken, { phone_number: phone });
    const code = await latestCode(phone);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await rejection(verify(user.AccessToken, 'phone_number', '111111'))).toBe(
        'CodeMismatchException',
      );
    }
    expect(await rejection(verify(user.AccessToken, 'phone_number', code))).toBe('LimitExceededException');
    expect((await attributesOf(user.AccessToken)).phone_number).toBe(user.phone);

    const resend = () =>
      client.send(
        new GetUserAttributeVerificationCodeCommand({
          AccessToken: user.AccessToken,
          AttributeName: 'phone_number',
        }),
      );
    // The update's code was the first of the hour's five.
    for (let sent = 1; sent < 5; sent += 1) await resend();
    expect(await rejection(resend())).toBe('TooManyRequestsException');
  });

  it('refuses attributes the user may not write, and callers without a live token', async () => {
    const user = await driver.signedIn();
    expect(await rejection(update(user.AccessToken, { email_verified: 'true' }))).toBe(
      'InvalidParameterException',
    );
    expect(await rejection(update(user.AccessToken, { phone_number: '9495550142' }))).toBe(
      'InvalidParameterException',
    );
    expect(await rejection(update(user.AccessToken, { name: '' }))).toBe('InvalidParameterException');
    expect(await rejection(update(user.AccessToken, { name: 'Ada\u0000Lovelace' }))).toBe(
      'InvalidParameterException',
    );
    expect(await rejection(update('not-a-token', { name: 'Mallory' }))).toBe('NotAuthorizedException');
    await client.send(new GlobalSignOutCommand({ AccessToken: user.AccessToken }));
    expect(await rejection(update(user.AccessToken, { name: 'Mallory' }))).toBe('NotAuthorizedException');
  });

  it('changes the password with the previous one; sign-out everywhere ends every session', async () => {
    const user = await driver.signedIn();
    const other = await driver.answerSms(await driver.smsChallenge(user), await latestCode(user.phone));
    const otherTokens = other.body.AuthenticationResult as { AccessToken: string; RefreshToken: string };
    const change = (PreviousPassword: string, ProposedPassword: string) =>
      client.send(
        new ChangePasswordCommand({ AccessToken: user.AccessToken, PreviousPassword, ProposedPassword }),
      );

    expect(await rejection(change('Wrong7!xx', 'Tide9#New'))).toBe('NotAuthorizedException');
    expect(await rejection(change(testPassword, 'weak'))).toBe('InvalidPasswordException');
    await change(testPassword, 'Tide9#New');
    expect(await rejection(passwordAuth(user.email))).toBe('NotAuthorizedException');
    expect((await passwordAuth(user.email, 'Tide9#New')).ChallengeName).toBe('SMS_MFA');
    // As Cognito: changing the password ends no session by itself.
    expect((await attributesOf(otherTokens.AccessToken)).email).toBe(user.email);

    await client.send(new GlobalSignOutCommand({ AccessToken: user.AccessToken }));
    expect(await rejection(attributesOf(otherTokens.AccessToken))).toBe('NotAuthorizedException');
    expect(await rejection(refresh(otherTokens.RefreshToken))).toBe('NotAuthorizedException');
    expect(await rejection(refresh(user.RefreshToken))).toBe('NotAuthorizedException');
  });

  it('locks password changes after repeated wrong previous passwords', async () => {
    const user = await driver.signedIn();
    const change = (PreviousPassword: string) =>
      client.send(
        new ChangePasswordCommand({
          AccessToken: user.AccessToken,
          PreviousPassword,
          ProposedPassword: 'Tide9#New',
        }),
      );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await rejection(change('Wrong7!xx'))).toBe('NotAuthorizedException');
    }
    expect(await rejection(change(testPassword))).toBe('LimitExceededException');
    driver.clock.advance(2000);
    expect((await passwordAuth(user.email)).ChallengeName).toBe('SMS_MFA');
  });
});
