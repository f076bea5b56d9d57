import { randomUUID } from 'node:crypto';
import { SignJWT, createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify } from 'jose';
import { describeWithDatabase } from '@/tests/helpers/database';
import { clockedIdentityService, identityDriver } from '@/tests/helpers/identity-driver';
import { BUILT_IN_CLIENT_ID, createIdentityService } from './server';
import { lifetimes } from './constants';

describeWithDatabase('built-in identity tokens', () => {
  const { clock, service } = clockedIdentityService('https://print.example');
  const { call, signedIn } = identityDriver(service.handle, () => '192.0.2.10');
  beforeAll(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  const verify = async (token: string) =>
    (
      await jwtVerify(token, createLocalJWKSet(await service.jwks()), {
        issuer: 'https://print.example/api/identity',
        currentDate: clock.now(),
      })
    ).payload;
  const getUser = (AccessToken: string) => call('GetUser', { AccessToken });
  const refresh = (RefreshToken: string) => call('GetTokensFromRefreshToken', { RefreshToken });

  it('signs RS256 tokens with Cognito claims that verify against the published key set', async () => {
    const session = await signedIn();
    const [access, id] = await Promise.all([verify(session.AccessToken), verify(session.IdToken)]);
    expect(access).toMatchObject({
      token_use: 'access',
      client_id: BUILT_IN_CLIENT_ID,
      scope: 'aws.cognito.signin.user.admin',
      username: access.sub,
    });
    expect(id).toMatchObject({
      token_use: 'id',
      aud: BUILT_IN_CLIENT_ID,
      'cognito:username': access.sub,
      sub: access.sub,
      email: session.email,
      email_verified: true,
      name: 'Sam Reed',
      phone_number: session.phone,
      origin_jti: access.origin_jti,
      event_id: access.event_id,
      auth_time: Math.floor(clock.millis() / 1000),
    });
    for (const payload of [access, id]) {
      expect(payload.exp! - payload.iat!).toBe(3600);
      expect(payload.jti).toEqual(expect.any(String));
    }
    expect(service.issuer()).toBe('https://print.example/api/identity');
  });

  it('keeps one signing key for every instance on the database', async () => {
    const other = createIdentityService({ siteUrl: () => 'https://print.example' });
    expect(await other.jwks()).toEqual(await service.jwks());
  });

  it('refreshes by both refresh shapes, keeping the sign-in identity, until 30 days have passed', async () => {
    const session = await signedIn();
    clock.advance(60_000);
    const viaNew = await refresh(session.RefreshToken);
    const viaLegacy = await call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: session.RefreshToken },
    });
    const original = decodeJwt(session.AccessToken);
    for (const reply of [viaNew, viaLegacy]) {
      const result = reply.body.AuthenticationResult as { AccessToken: string };
      const renewed = await verify(result.AccessToken);
      expect(renewed.origin_jti).toBe(original.origin_jti);
      expect(renewed.iat).toBe(original.iat! + 60);
    }
    clock.advance(lifetimes.refreshTokenMs - 60_000);
    expect((await refresh(session.RefreshToken)).type).toBe('NotAuthorizedException');
  });

  it('rejects an access token after its hour is up', async () => {
    const session = await signedIn();
    clock.advance(lifetimes.accessTokenSeconds * 1000 - 1000);
    expect((await getUser(session.AccessToken)).status).toBe(200);
    clock.advance(1000);
    expect((await getUser(session.AccessToken)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  it('revokes a sign-in with RevokeToken and every sign-in with GlobalSignOut', async () => {
    const first = await signedIn();
    expect((await call('RevokeToken', { Token: first.RefreshToken })).body).toEqual({});
    expect((await refresh(first.RefreshToken)).type).toBe('NotAuthorizedException');
    expect((await getUser(first.AccessToken)).body.message).toBe('Access Token has been revoked');

    const second = await signedIn();
    const attributes = (await getUser(second.AccessToken)).body.UserAttributes as {
      Name: string;
      Value: string;
    }[];
    expect(attributes).toContainEqual({ Name: 'email', Value: second.email });
    expect((await call('GlobalSignOut', { AccessToken: second.AccessToken })).status).toBe(200);
    expect((await refresh(second.RefreshToken)).type).toBe('NotAuthorizedException');
    expect((await getUser(second.AccessToken)).type).toBe('NotAuthorizedException');
  });

  it('never accepts a forged, unsigned or foreign-key token', async () => {
    const session = await signedIn();
    const claims = decodeJwt(session.AccessToken);
    const [header, , signature] = session.AccessToken.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const { privateKey } = await generateKeyPair('RS256');
    const kid = (await service.jwks()).keys[0]?.kid;
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    for (const token of [tampered, unsigned, foreign]) {
      expect((await getUser(token)).body.message).toBe('Invalid Access Token');
    }
  });
});
