import { createLocalJWKSet, jwtVerify } from 'jose';
import { createMemoryLimiter, replaceRateLimiterForTests } from '@/lib/rate-limit/server';
import { builtInIssuer, builtInJwks } from '@/lib/identity/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { OPTIONS, POST } from './route';
import { GET as jwksGET } from './jwks/route';

function cognitoRequest(operation: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/api/identity', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      host: 'localhost:3000',
      ...headers,
    },
    body,
  });
}

describeWithDatabase('POST /api/identity and GET /api/identity/jwks', () => {
  beforeAll(() => {
    replaceRateLimiterForTests(createMemoryLimiter());
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterAll(() => replaceRateLimiterForTests(undefined));

  it('answers bad input with Cognito errors in the body and header, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['SignUp', '{not json', 'InvalidParameterException'],
      [
        'SignUp',
        JSON.stringify({ ClientId: 'coastline-web-client', Username: 'a@example.com' }),
        'InvalidParameterException',
      ],
      [
        'InitiateAuth',
        JSON.stringify({ ClientId: 'coastline-web-client', AuthFlow: 'CUSTOM_AUTH' }),
        'InvalidParameterException',
      ],
      [
        'SignUp',
        JSON.stringify({ ClientId: 'other', Username: 'a@example.com', Password: 'x' }),
        'ResourceNotFoundException',
      ],
      ['AdminDeleteUser', '{}', 'UnknownOperationException'],
    ];
    for (const [operation, body, type] of cases) {
      const response = await POST(cognitoRequest(operation, body));
      expect(response.status).toBe(400);
      expect(response.headers.get('x-amzn-errortype')).toMatch(new RegExp(`^${type}:`));
      expect(await response.json()).toMatchObject({ __type: type, message: expect.any(String) });
    }
    const missing = await POST(
      cognitoRequest(
        'SignUp',
        JSON.stringify({ ClientId: 'coastline-web-client', Username: 'a@example.com' }),
      ),
    );
    expect((await missing.json()).message).toContain(
      "Value at 'Password' failed to satisfy constraint: Member must not be null",
    );
  });

  it('serves its own site and grants no other origin access (no CORS headers, preflight included)', async () => {
    const body = JSON.stringify({ ClientId: 'coastline-web-client', Username: 'nobody@example.com' });
    for (const origin of ['http://localhost:3000', 'https://evil.example']) {
      const response = await POST(cognitoRequest('ForgotPassword', body, { origin }));
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty('CodeDeliveryDetails');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = OPTIONS();
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('publishes the key set that verifies the tokens it signs', async () => {
    const response = await jwksGET();
    const jwks = await response.json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const session = await identityDriver(POST, () => '192.0.2.44').signedIn();
    const { payload } = await jwtVerify(session.IdToken, createLocalJWKSet(jwks), {
      issuer: builtInIssuer(),
    });
    expect(payload).toMatchObject({ email: session.email, iss: 'http://localhost:3000/api/identity' });
    expect(await builtInJwks()).toEqual(jwks);
  });
});

describe('the built-in identity endpoints with Amazon Cognito configured', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('are not found: no sign-up, reset mail or key set beside the real user pool', async () => {
    process.env.COGNITO_USER_POOL_ID = 'us-east-1_ShopPool9';
    process.env.COGNITO_CLIENT_ID = 'shop-client';
    await jest.isolateModulesAsync(async () => {
      const route = await import('./route');
      const keys = await import('./jwks/route');
      const signUp = JSON.stringify({
        ClientId: 'coastline-web-client',
        Username: 'victim@example.com',
        Password: 'Harbor7!x',
        UserAttributes: [
          { Name: 'name', Value: 'Sam' },
          { Name: 'phone_number', Value: '+17145550100' },
        ],
      });
      expect((await route.POST(cognitoRequest('SignUp', signUp))).status).toBe(404);
      expect(route.OPTIONS().status).toBe(404);
      expect((await keys.GET()).status).toBe(404);
    });
  });
});
