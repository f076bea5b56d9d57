import { Amplify } from 'aws-amplify';
import { BUILT_IN_CLIENT_ID, BUILT_IN_USER_POOL_ID } from '@/lib/identity/server';
import { startHandlerServer } from './identity-server';

type Handler = (request: Request) => Promise<Response>;

/**
 * For the tests of the calling block: serves the identity handler on a local port and points
 * the real Amplify client at it, as the site's browser code does with the built-in service.
 * Amplify's own info and warning lines are kept out of the test output.
 */
export function amplifyServedBy(handle: Handler): void {
  let server: Awaited<ReturnType<typeof startHandlerServer>>;
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = await startHandlerServer(handle);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: BUILT_IN_USER_POOL_ID,
          userPoolClientId: BUILT_IN_CLIENT_ID,
          userPoolEndpoint: server.url,
        },
      },
    });
  });
  afterAll(() => server.close());
}
