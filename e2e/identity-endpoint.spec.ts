import {
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from '@playwright/test';
import { BUILT_IN_CLIENT_ID } from '@/lib/identity/constants';

// The AWS SDK (and the AWS CLI) post the endpoint with a trailing slash; a redirect breaks them.
test('the AWS SDK reaches the built-in identity endpoint on a started server', async ({ baseURL }) => {
  const client = new CognitoIdentityProviderClient({
    region: 'us-west-2',
    endpoint: `${baseURL}/api/identity`,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    maxAttempts: 1,
  });
  try {
    const reset = await client.send(
      new ForgotPasswordCommand({ ClientId: BUILT_IN_CLIENT_ID, Username: 'nobody@example.com' }),
    );
    expect(reset.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const refused = client.send(
      new InitiateAuthCommand({
        ClientId: BUILT_IN_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD: 'Guess7!xx' },
      }),
    );
    await expect(refused).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  } finally {
    client.destroy();
  }
});

test('answers /api/identity/ itself, while other paths still drop the trailing slash', async ({
  request,
}) => {
  const answer = await request.post('/api/identity/', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
    },
    data: JSON.stringify({ ClientId: BUILT_IN_CLIENT_ID, Username: 'nobody@example.com' }),
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toHaveProperty('CodeDeliveryDetails');
  const page = await request.get('/contact/?from=test', { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  expect(page.headers().location).toBe('/contact?from=test');
});
