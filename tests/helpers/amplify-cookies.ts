import { amplifyCookieName } from '@/lib/auth/cookies';
import { BUILT_IN_CLIENT_ID } from '@/lib/identity';

/** The user's id (`sub`) in an ID token. */
export const subOf = (idToken: string): string =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub as string;

/** The cookies Amplify (`ssr: true`) sets after a sign-in. */
export function amplifyCookies(user: { IdToken: string; AccessToken: string }): string {
  const sub = subOf(user.IdToken);
  const prefix = `CognitoIdentityServiceProvider.${BUILT_IN_CLIENT_ID}`;
  return [
    `${amplifyCookieName(`${prefix}.LastAuthUser`)}=${sub}`,
    `${amplifyCookieName(`${prefix}.${sub}.idToken`)}=${user.IdToken}`,
    `${amplifyCookieName(`${prefix}.${sub}.accessToken`)}=${user.AccessToken}`,
  ].join('; ');
}
